import type { Kysely } from "kysely";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import type { RateLimiter } from "~/lib/rate-limit.server";

import { cleanImage } from "./image-bytes.server";
import { PHOTOS_PER_LINK, PHOTO_LINK_MESSAGES } from "./limits";
import { findPhotoLink, type FindPhotoLinkResult } from "./links.server";

/** Photos one client address (an IPv6 client by its /64) may send in the window, through any links. */
export const UPLOAD_ADDRESS_LIMIT = 60;
export const UPLOAD_WINDOW_MS = 15 * 60_000;

export function createUploadLimiter({ limit = UPLOAD_ADDRESS_LIMIT, windowMs = UPLOAD_WINDOW_MS } = {}): RateLimiter {
  return createAddressLimiter({ name: "photo-upload", limit, windowMs });
}

const defaultLimiter = createUploadLimiter();

export const UPLOAD_MESSAGES = {
  ...PHOTO_LINK_MESSAGES,
  notFound: "There is no photo link at this address. Make a new one on the ticket page.",
  tooMany: "Too many photos from this phone for now. Wait 15 minutes, then send the rest.",
  crossSite: "Cross-site request refused. Open the link from the ticket page again.",
  noFile: "Choose or take a photo first.",
} as const;

export type PhotoUploadOutcome =
  | {
      ok: true;
      photoId: number;
      /** How many photos the link has taken, this one included. */
      sent: number;
      /** How many more it takes. */
      left: number;
    }
  | { ok: false; status: 400 | 403 | 404 | 410 | 413 | 415 | 429; message: string; retryAfterSeconds?: number };

type Refusal = Extract<PhotoUploadOutcome, { ok: false }>;

/** Why a link takes no photo, or null when it does. */
export function linkRefusal(found: FindPhotoLinkResult): Refusal | null {
  switch (found.status) {
    case "open":
      return null;
    case "not-found":
      return { ok: false, status: 404, message: UPLOAD_MESSAGES.notFound };
    case "expired":
      return { ok: false, status: 410, message: UPLOAD_MESSAGES.expired };
    case "used-up":
      return { ok: false, status: 410, message: UPLOAD_MESSAGES.usedUp };
  }
}

/**
 * One photo sent through the link `token`. Every photo is counted against the client's address
 * first (before anything else is read), then the link must still take photos, then the bytes must
 * be a picture (cleanImage, which drops its metadata). The link's count goes up in the same
 * transaction the photo is stored in, by one update that only passes while the link is open and
 * under PHOTOS_PER_LINK, so photos sent at the same moment can never make it take more.
 */
export async function receivePhoto({
  db,
  token,
  bytes,
  clientAddress,
  now,
  limiter = defaultLimiter,
}: {
  db: Kysely<Database>;
  token: string;
  bytes: Uint8Array;
  clientAddress: string;
  now: Date;
  limiter?: RateLimiter;
}): Promise<PhotoUploadOutcome> {
  const byAddress = await limiter.check(clientAddress, now.getTime(), db);
  if (!byAddress.allowed)
    return { ok: false, status: 429, message: UPLOAD_MESSAGES.tooMany, retryAfterSeconds: byAddress.retryAfterSeconds };
  const found = await findPhotoLink(db, token, now);
  const closed = linkRefusal(found);
  if (closed || found.status !== "open") return closed!;
  const cleaned = cleanImage(bytes);
  if (!cleaned.ok) return { ok: false, status: cleaned.status, message: cleaned.message };
  const { image } = cleaned;
  const at = now.toISOString();

  return inTransaction(db, async (trx) => {
    const counted = await trx
      .updateTable("photo_links")
      .set((eb) => ({ uploads: eb("uploads", "+", 1) }))
      .where("id", "=", found.link.id)
      .where("uploads", "<", PHOTOS_PER_LINK)
      .where("expires_at", ">", at)
      .returning("uploads")
      .executeTakeFirst();
    if (!counted)
      return linkRefusal(await findPhotoLink(trx, token, now)) ?? linkRefusal({ status: "used-up", link: found.link })!;
    const row = await trx
      .insertInto("ticket_photos")
      .values({
        ticket_id: found.link.ticketId,
        mime: image.mime,
        bytes: image.bytes,
        size: image.bytes.length,
        width: image.width,
        height: image.height,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const sent = Number(counted.uploads);
    return { ok: true, photoId: Number(row.id), sent, left: PHOTOS_PER_LINK - sent };
  });
}
