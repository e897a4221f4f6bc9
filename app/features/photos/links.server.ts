import crypto from "node:crypto";

import type { Kysely } from "kysely";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { getConfig } from "~/lib/config.server";

import { PHOTOS_PER_LINK, PHOTO_LINK_MINUTES } from "./limits";

type Db = Kysely<Database>;

/** A link's token: 128 random bits in base64url, 22 characters. Only its sha256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const hashPhotoToken = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

/** The page the owner's phone opens: SITE_URL, so the QR code works from any phone on any network. */
export function photoLinkUrl(token: string, siteUrl = getConfig().SITE_URL): string {
  return new URL(`${siteUrl}/intake/photos/${token}`).toString();
}

export type CreatePhotoLinkResult =
  { ok: true; token: string; url: string; expiresAt: string } | { ok: false; reason: "not-found" | "erased" };

/**
 * A new link that takes up to PHOTOS_PER_LINK photos of ticket `ticketId` for PHOTO_LINK_MINUTES,
 * with an audit row naming `by` in the same transaction.
 */
export async function createPhotoLink(db: Db, ticketId: number, now: Date, by: StaffActor): Promise<CreatePhotoLinkResult> {
  return inTransaction(db, async (trx): Promise<CreatePhotoLinkResult> => {
    const ticket = await trx.selectFrom("tickets").select(["number", "erased_at"]).where("id", "=", ticketId).executeTakeFirst();
    if (!ticket) return { ok: false, reason: "not-found" };
    if (ticket.erased_at) return { ok: false, reason: "erased" };
    const token = crypto.randomBytes(16).toString("base64url");
    const expiresAt = new Date(now.getTime() + PHOTO_LINK_MINUTES * 60_000).toISOString();
    await trx
      .insertInto("photo_links")
      .values({ token_hash: hashPhotoToken(token), ticket_id: ticketId, created_at: now.toISOString(), expires_at: expiresAt })
      .execute();
    await recordAudit(trx, {
      by,
      kind: "ticket-changed",
      subject: `ticket:${ticketId}`,
      detail: `${ticket.number}: photo link made`,
      at: now,
    });
    return { ok: true, token, url: photoLinkUrl(token), expiresAt };
  });
}

export interface PhotoLink {
  id: number;
  ticketId: number;
  ticketNumber: string;
  uploads: number;
  expiresAt: string;
}

export type FindPhotoLinkResult =
  | { status: "open"; link: PhotoLink }
  | { status: "not-found" }
  | { status: "expired"; link: PhotoLink }
  | { status: "used-up"; link: PhotoLink };

/** The link a token opens, and whether it still takes photos. A token of the wrong shape is not looked up. */
export async function findPhotoLink(db: Db, token: string, now: Date): Promise<FindPhotoLinkResult> {
  if (!TOKEN_PATTERN.test(token)) return { status: "not-found" };
  const row = await db
    .selectFrom("photo_links")
    .innerJoin("tickets", "tickets.id", "photo_links.ticket_id")
    .select(["photo_links.id", "photo_links.ticket_id", "photo_links.uploads", "photo_links.expires_at", "tickets.number"])
    .where("photo_links.token_hash", "=", hashPhotoToken(token))
    .where("tickets.erased_at", "is", null)
    .executeTakeFirst();
  if (!row) return { status: "not-found" };
  const link: PhotoLink = {
    id: Number(row.id),
    ticketId: Number(row.ticket_id),
    ticketNumber: row.number,
    uploads: Number(row.uploads),
    expiresAt: row.expires_at,
  };
  if (link.expiresAt <= now.toISOString()) return { status: "expired", link };
  if (link.uploads >= PHOTOS_PER_LINK) return { status: "used-up", link };
  return { status: "open", link };
}

/** When the ticket's latest link stops taking photos, while one still does; else null. */
export async function openPhotoLinkUntil(db: Db, ticketId: number, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom("photo_links")
    .select((eb) => eb.fn.max("expires_at").as("until"))
    .where("ticket_id", "=", ticketId)
    .where("expires_at", ">", now.toISOString())
    .where("uploads", "<", PHOTOS_PER_LINK)
    .executeTakeFirst();
  return row?.until ?? null;
}

/** An expired link is kept a day, so the phone that opens it hears "expired" rather than "not found". */
export const PHOTO_LINK_KEEP_MS = 24 * 60 * 60_000;

/** Deletes the links that expired more than PHOTO_LINK_KEEP_MS before `now`; returns how many. */
export async function purgePhotoLinks(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PHOTO_LINK_KEEP_MS).toISOString();
  const gone = await db.deleteFrom("photo_links").where("expires_at", "<", cutoff).executeTakeFirst();
  return Number(gone.numDeletedRows);
}
