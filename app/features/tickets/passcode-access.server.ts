import type { Kysely } from "kysely";

import { isSqlite } from "~/db/dialect";
import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { decryptPasscode, encryptPasscode } from "~/lib/secret-box.server";

import type { PasscodeMode } from "./passcode-mode";
import { isFinalStatus, isTicketStatus, type TicketStatus } from "./statuses";

type Db = Kysely<Database>;

/** The history's words: that the passcode was read or changed, never what it is. */
export const PASSCODE_NOTES = {
  viewed: "Passcode viewed",
  recorded: "Passcode recorded",
  replaced: "Passcode replaced",
  not_needed: "Passcode: not needed (any passcode kept was deleted)",
  stay: "Passcode: the customer will stay to unlock it (any passcode kept was deleted)",
} as const;

/** The ticket, locked on PostgreSQL, so a reading or a change waits for a move to pickup and sees its erasure. */
async function lockTicket(trx: Db, ticketId: number) {
  let query = trx
    .selectFrom("tickets")
    .select(["id", "number", "status", "erased_at", "passcode_mode", "passcode_enc"])
    .where("id", "=", ticketId);
  if (!isSqlite(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const status: TicketStatus = isTicketStatus(row.status) ? row.status : "received";
  return { ...row, status };
}

/** The history's note and the audit row (the same words: never the passcode), naming `by`. */
async function addPrivateNote(
  trx: Db,
  ticket: { id: number; number: string; status: TicketStatus },
  note: string,
  now: Date,
  by: StaffActor,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto("ticket_events")
    .values({
      ticket_id: ticket.id,
      from_status: ticket.status,
      to_status: ticket.status,
      public_note: null,
      private_note: note,
      actor: "admin",
      user_id: by.userId,
      at,
    })
    .execute();
  await trx.updateTable("tickets").set({ updated_at: at }).where("id", "=", ticket.id).execute();
  await recordAudit(trx, {
    by,
    kind: "ticket-changed",
    subject: `ticket:${ticket.id}`,
    detail: `${ticket.number}: ${note}`,
    at: now,
  });
}

export type RevealPasscodeResult =
  { ok: true; passcode: string } | { ok: false; reason: "not-found" | "erased" | "none" | "unreadable" };

/**
 * The stored passcode of ticket `ticketId`, decrypted for the owner who asked, with "Passcode
 * viewed" written in its history in the same transaction (a passcode read leaves a trace; what
 * it is never goes in the history). A value made with another key, or damaged, reads as
 * "unreadable" and leaves no trace: nothing was seen.
 */
export async function revealPasscode(db: Db, ticketId: number, now: Date, by: StaffActor): Promise<RevealPasscodeResult> {
  return inTransaction(db, async (trx): Promise<RevealPasscodeResult> => {
    const ticket = await lockTicket(trx, ticketId);
    if (!ticket) return { ok: false, reason: "not-found" };
    if (ticket.erased_at) return { ok: false, reason: "erased" };
    if (!ticket.passcode_enc) return { ok: false, reason: "none" };
    let passcode: string | null;
    try {
      passcode = decryptPasscode(ticket.passcode_enc);
    } catch {
      // The key file is missing its key or unreadable: to the owner, the same as another key.
      passcode = null;
    }
    if (passcode === null) return { ok: false, reason: "unreadable" };
    await addPrivateNote(trx, { ...ticket, id: Number(ticket.id) }, PASSCODE_NOTES.viewed, now, by);
    return { ok: true, passcode };
  });
}

export type SetPasscodeResult = { ok: true; note: string } | { ok: false; reason: "not-found" | "erased" | "closed" | "missing" };

/**
 * The owner sets how the shop gets into the device: "given" with a passcode (encrypted; a blank
 * passcode keeps the one stored), or "not needed" / "the customer stays", which delete any
 * passcode kept. Written in the history without the passcode. Refused once the device has left
 * the shop, whose passcode was erased then.
 */
export async function setPasscode(
  db: Db,
  input: { ticketId: number; mode: PasscodeMode; passcode: string | null; now: Date; by: StaffActor },
): Promise<SetPasscodeResult> {
  const encrypted = input.mode === "given" && input.passcode ? encryptPasscode(input.passcode) : null;
  return inTransaction(db, async (trx): Promise<SetPasscodeResult> => {
    const ticket = await lockTicket(trx, input.ticketId);
    if (!ticket) return { ok: false, reason: "not-found" };
    if (ticket.erased_at) return { ok: false, reason: "erased" };
    if (isFinalStatus(ticket.status)) return { ok: false, reason: "closed" };
    if (input.mode === "given" && !encrypted && !ticket.passcode_enc) return { ok: false, reason: "missing" };
    const passcodeEnc = input.mode === "given" ? (encrypted ?? ticket.passcode_enc) : null;
    await trx
      .updateTable("tickets")
      .set({ passcode_mode: input.mode, passcode_enc: passcodeEnc })
      .where("id", "=", ticket.id)
      .execute();
    const note =
      input.mode !== "given"
        ? PASSCODE_NOTES[input.mode]
        : !encrypted
          ? `Passcode: given to the shop (the passcode kept is unchanged)`
          : ticket.passcode_enc
            ? PASSCODE_NOTES.replaced
            : PASSCODE_NOTES.recorded;
    await addPrivateNote(trx, { ...ticket, id: Number(ticket.id) }, note, input.now, input.by);
    return { ok: true, note };
  });
}
