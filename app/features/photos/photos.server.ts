import type { Kysely } from "kysely";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { recordAudit, type StaffActor } from "~/lib/audit.server";

import { openPhotoLinkUntil } from "./links.server";

type Db = Kysely<Database>;

/** A ticket's photo as the ticket page lists it (the bytes come from its own address). */
export interface TicketPhoto {
  id: number;
  createdAt: string;
  width: number | null;
  height: number | null;
}

/** The ticket page's Photos panel: the photos, oldest first, and until when a link takes more. */
export interface TicketPhotos {
  items: TicketPhoto[];
  /** The latest link's end while it still takes photos; null when none does. */
  linkUntil: string | null;
}

export async function listTicketPhotos(db: Db, ticketId: number): Promise<TicketPhoto[]> {
  const rows = await db
    .selectFrom("ticket_photos")
    .select(["id", "created_at", "width", "height"])
    .where("ticket_id", "=", ticketId)
    .orderBy("id", "asc")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: r.created_at,
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
  }));
}

export async function loadTicketPhotos(db: Db, ticketId: number, now: Date): Promise<TicketPhotos> {
  const [items, linkUntil] = await Promise.all([listTicketPhotos(db, ticketId), openPhotoLinkUntil(db, ticketId, now)]);
  return { items, linkUntil };
}

/** A photo's bytes and type, when it belongs to that ticket. */
export async function readTicketPhoto(
  db: Db,
  ticketId: number,
  photoId: number,
): Promise<{ mime: string; bytes: Buffer } | null> {
  const row = await db
    .selectFrom("ticket_photos")
    .select(["mime", "bytes"])
    .where("id", "=", photoId)
    .where("ticket_id", "=", ticketId)
    .executeTakeFirst();
  return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
}

/** Deletes a photo of that ticket, with an audit row naming `by`; false when there was none. */
export async function deleteTicketPhoto(db: Db, ticketId: number, photoId: number, by: StaffActor, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const gone = await trx
      .deleteFrom("ticket_photos")
      .where("id", "=", photoId)
      .where("ticket_id", "=", ticketId)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    const ticket = await trx.selectFrom("tickets").select("number").where("id", "=", ticketId).executeTakeFirst();
    await recordAudit(trx, {
      by,
      kind: "ticket-changed",
      subject: `ticket:${ticketId}`,
      detail: `${ticket?.number ?? `Ticket ${ticketId}`}: photo ${photoId} deleted`,
      at: now,
    });
    return true;
  });
}
