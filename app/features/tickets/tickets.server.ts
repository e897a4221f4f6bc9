import { sql, type Kysely } from "kysely";

import { adjustCounts } from "~/db/counts.server";
import { isSqlite } from "~/db/dialect";
import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { attendBooking } from "~/features/booking/index.server";
import { attachTicketCustomer, claimContact, lockCustomer } from "~/features/customers/index.server";
import { leadFollows } from "~/features/leads/index.server";
import { checkMoneyMove, type MoneyGateRefusal } from "~/features/money/index.server";
import { queueMessage, wakeOutbox } from "~/features/outbox/index.server";
import { currentBusiness, currentTimeZone } from "~/features/settings/index.server";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { getConfig } from "~/lib/config.server";
import { log } from "~/lib/log.server";
import { formatUsd } from "~/lib/money";
import { normalizeEmail } from "~/lib/contact-keys";
import { phoneDigits } from "~/lib/phone";

import type { IntakeInput, PickupInput } from "./intake-schema.server";
import { pickupColumns, pickupProblem, readIntakeTerms, recordIntake } from "./intake.server";
import { ticketUpdateMessage } from "./messages.server";
import { nextTicketNumber } from "./number.server";
import type { TicketInput } from "./schema.server";
import {
  CLOSED_STATUSES,
  TICKET_LIMITS,
  TICKET_STATUS_LABELS,
  canMoveTicket,
  isFinalStatus,
  isTicketStatus,
  type TicketStatus,
} from "./statuses";
import { hashTicketToken, newTicketToken } from "./token.server";

type Db = Kysely<Database>;

/** The customer's status page for a token. */
export function ticketStatusUrl(token: string, siteUrl = getConfig().SITE_URL): string {
  return `${siteUrl}/repair/${token}`;
}

interface MessageTicket {
  id: number;
  number: string;
  customer_name: string;
  email: string | null;
  email_consent_at: string | null;
  token: string | null;
}

/** Queues the customer's e-mail about `status`, only when they consented and gave an address. */
async function queueCustomerUpdate(
  trx: Db,
  ticket: MessageTicket,
  status: TicketStatus,
  publicNote: string | null,
  now: Date,
  balanceCents: number | null = null,
): Promise<boolean> {
  if (!ticket.email_consent_at || !ticket.email || !ticket.token) return false;
  const message = ticketUpdateMessage(
    {
      ticketId: ticket.id,
      number: ticket.number,
      customerName: ticket.customer_name,
      email: ticket.email,
      status,
      publicNote,
      statusUrl: ticketStatusUrl(ticket.token),
      balanceCents,
    },
    currentBusiness(),
  );
  await queueMessage(trx, message, now);
  return true;
}

export type CreateTicketResult =
  | { ok: true; id: number; number: string; token: string }
  | { ok: false; reason: "lead-not-found" | "booking-not-found" | "booking-not-active" | "terms-changed" };

/**
 * Stores a ticket as "received" with its number, token, first history row, the customer's first
 * e-mail (with consent) and, when it came from a lead, the lead's follow-up, all in one transaction.
 * With `bookingId` (a check-in from the day's bookings) that booking of the lead is marked attended
 * in the same transaction, first: a booking no longer active makes no ticket. With `intake` (the
 * counter's form) the condition, passcode, backup choice, signature and any diagnostic fee are
 * stored with it (recordIntake); terms changed since the customer read them make no ticket.
 * `by` is the signed-in user, named on the first history row and the audit row, and by name
 * (`recordedBy`) on the intake's fee approval and payment.
 */
export async function createTicket(
  db: Db,
  input: TicketInput,
  {
    leadId = null,
    bookingId = null,
    now,
    timeZone = currentTimeZone(),
    intake,
    by,
    recordedBy = "admin",
  }: {
    leadId?: number | null;
    bookingId?: number | null;
    now: Date;
    timeZone?: string;
    intake?: IntakeInput;
    by: StaffActor;
    recordedBy?: string;
  },
): Promise<CreateTicketResult> {
  const token = newTicketToken();
  const at = now.toISOString();
  const result = await inTransaction(db, async (trx): Promise<CreateTicketResult> => {
    const terms = intake ? await readIntakeTerms(trx) : null;
    if (intake && terms?.version !== intake.termsVersion) return { ok: false, reason: "terms-changed" };
    // One lock order everywhere: the customer, then the booking, then the lead. A visitor's
    // follow-up or booking locks the customer before the lead, and a cancellation the booking
    // before the lead, so none of them can wait on this transaction while it waits on them.
    if (leadId !== null) {
      const owner = await trx.selectFrom("leads").select("customer_id").where("id", "=", leadId).executeTakeFirst();
      if (!owner) return { ok: false, reason: "lead-not-found" };
      if (owner.customer_id !== null) await lockCustomer(trx, Number(owner.customer_id));
    }
    if (bookingId !== null) {
      const attended = leadId === null ? null : await attendBooking(trx, bookingId, leadId);
      if (!attended?.ok)
        return { ok: false, reason: attended?.reason === "not-active" ? "booking-not-active" : "booking-not-found" };
    }
    if (leadId !== null) {
      // Locked on PostgreSQL, so a booking cancelled meanwhile sees this ticket or runs wholly before it.
      let leadQuery = trx.selectFrom("leads").select("id").where("id", "=", leadId);
      if (!isSqlite(trx)) leadQuery = leadQuery.forUpdate();
      if (!(await leadQuery.executeTakeFirst())) return { ok: false, reason: "lead-not-found" };
    }
    const number = await nextTicketNumber(trx, now, timeZone);
    const customerId = await attachTicketCustomer(
      trx,
      { leadId, name: input.customerName, email: input.email, phone: input.phone },
      now,
    );
    const row = await trx
      .insertInto("tickets")
      .values({
        number,
        lead_id: leadId,
        customer_id: customerId,
        status: "received",
        customer_name: input.customerName,
        email: input.email,
        email_key: normalizeEmail(input.email),
        phone: input.phone,
        phone_digits: phoneDigits(input.phone),
        device_type: input.deviceType,
        device_model: input.deviceModel,
        serial: input.serial,
        problem: input.problem,
        accessories: input.accessories,
        estimate_cents: input.estimate,
        promised_on: input.promisedOn,
        email_consent_at: input.emailConsent && input.email ? at : null,
        token,
        token_hash: hashTicketToken(token),
        created_at: at,
        updated_at: at,
        status_changed_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await adjustCounts(trx, "ticket_status_counts", { received: 1 });
    await trx
      .insertInto("ticket_events")
      .values({
        ticket_id: id,
        from_status: null,
        to_status: "received",
        public_note: null,
        private_note: null,
        actor: "admin",
        user_id: by.userId,
        at,
      })
      .execute();
    await recordAudit(trx, {
      by,
      kind: "ticket-created",
      subject: `ticket:${id}`,
      detail: `${number} received${leadId !== null ? ` from lead ${leadId}` : " (walk-in)"}${bookingId !== null ? `, booking ${bookingId} checked in` : ""}`,
      at: now,
    });
    if (intake && terms)
      await recordIntake(trx, { ticketId: id, customerName: input.customerName, intake, terms, now, by, recordedBy });
    await queueCustomerUpdate(
      trx,
      {
        id,
        number,
        customer_name: input.customerName,
        email: input.email,
        email_consent_at: input.emailConsent && input.email ? at : null,
        token,
      },
      "received",
      null,
      now,
    );
    if (leadId !== null) await leadFollows(trx, leadId, "ticket-created", { now, note: `Ticket ${number}` });
    return { ok: true, id, number, token };
  });
  if (result.ok) wakeOutbox();
  return result;
}

export type UpdateTicketResult = { ok: true } | { ok: false; reason: "not-found" | "erased" };

/** The edit form's fields as the audit row names them: which changed, never what they hold. */
const EDITED_FIELDS = {
  customer_name: "name",
  email: "e-mail",
  phone: "phone",
  device_type: "device type",
  device_model: "model",
  serial: "serial",
  problem: "problem",
  accessories: "accessories",
  estimate_cents: "estimate",
  promised_on: "promised date",
  email_consent_at: "e-mail updates",
} as const;

/**
 * Saves the edit form. Consent keeps the time it was first given; unticking it withdraws it. The
 * audit row, in the same transaction, names `by` and which fields changed (not their values).
 */
export async function updateTicket(
  db: Db,
  id: number,
  input: TicketInput,
  now: Date,
  by: StaffActor,
): Promise<UpdateTicketResult> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const ticket = await trx
      .selectFrom("tickets")
      .select(["number", "erased_at", "customer_id", ...(Object.keys(EDITED_FIELDS) as Array<keyof typeof EDITED_FIELDS>)])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!ticket) return { ok: false, reason: "not-found" };
    if (ticket.erased_at) return { ok: false, reason: "erased" };
    // New contact details are the customer's too: search and their next request find them by them.
    if (ticket.customer_id != null) {
      await claimContact(
        trx,
        Number(ticket.customer_id),
        { name: input.customerName, email: input.email, phone: input.phone },
        now,
      );
    }
    const next = {
      customer_name: input.customerName,
      email: input.email,
      phone: input.phone,
      device_type: input.deviceType,
      device_model: input.deviceModel,
      serial: input.serial,
      problem: input.problem,
      accessories: input.accessories,
      estimate_cents: input.estimate,
      promised_on: input.promisedOn,
      email_consent_at: input.emailConsent && input.email ? (ticket.email_consent_at ?? at) : null,
    };
    await trx
      .updateTable("tickets")
      .set({ ...next, email_key: normalizeEmail(input.email), phone_digits: phoneDigits(input.phone), updated_at: at })
      .where("id", "=", id)
      .execute();
    const changed = (Object.keys(EDITED_FIELDS) as Array<keyof typeof EDITED_FIELDS>).filter((field) => {
      const before = ticket[field];
      return (before === null ? null : String(before)) !== (next[field] === null ? null : String(next[field]));
    });
    await recordAudit(trx, {
      by,
      kind: "ticket-changed",
      subject: `ticket:${id}`,
      detail: `${ticket.number} details saved: ${changed.length ? changed.map((f) => EDITED_FIELDS[f]).join(", ") + " changed" : "nothing changed"}`,
      at: now,
    });
    return { ok: true };
  });
}

export type MoveTicketResult =
  | { ok: true; from: TicketStatus; to: TicketStatus; emailed: boolean }
  | { ok: false; reason: "not-found" | "not-allowed" | "changed" | "erased"; from?: TicketStatus }
  | { ok: false; reason: "money"; from: TicketStatus; money: MoneyGateRefusal }
  | { ok: false; reason: "pickup"; from: TicketStatus; pickup: "device" | "signature" };

/**
 * The one way a ticket changes status: checks the move, writes the status and its history row,
 * queues the customer's e-mail (only with their consent and an address; the public note only)
 * and, when picked up, lets the lead it came from follow, in one transaction. The update names
 * the status it read, so of two parallel moves only one is made; a screen passes `from`, the
 * status its user saw, so a move decided on a stale page is refused as "changed". The money rules
 * (checkMoneyMove: into repair only once the estimate is approved, the invoice made on "ready",
 * picked up only paid or with `releaseReason`) run under the ticket's lock, so an estimate, a
 * payment and a move of one ticket happen one after another. Picked up needs `pickup`: the device
 * handed back and the customer's signature, stored with the move. Picked up or returned, the device's
 * passcode is erased in the same update; moved into ready, its reminder count and abandoned flag
 * start again.
 */
export async function moveTicket(
  db: Db,
  input: {
    ticketId: number;
    to: TicketStatus;
    from?: TicketStatus;
    publicNote?: string | null;
    privateNote?: string | null;
    /** The owner's reason for letting a machine go with money still due (or a credit not refunded). */
    releaseReason?: string | null;
    /** The balance the owner saw when giving that reason; a different balance now is refused. */
    releaseBalanceCents?: number | null;
    /** Picked up: the device handed back and the customer's signature (or typed name), stored with the move. */
    pickup?: PickupInput;
    actor?: "admin" | "system";
    /** The signed-in user who moves it (null: the site itself), named on the history and audit rows. */
    by: StaffActor | null;
    now: Date;
  },
): Promise<MoveTicketResult> {
  const publicNote = input.publicNote?.trim().slice(0, TICKET_LIMITS.note) || null;
  const privateNote = input.privateNote?.trim().slice(0, TICKET_LIMITS.note) || null;
  const at = input.now.toISOString();
  let passcodeErased = false;
  const result = await inTransaction(db, async (trx): Promise<MoveTicketResult> => {
    let query = trx
      .selectFrom("tickets")
      .select([
        "id",
        "number",
        "status",
        "lead_id",
        "customer_name",
        "email",
        "email_consent_at",
        "token",
        "erased_at",
        "passcode_enc",
      ])
      .where("id", "=", input.ticketId);
    if (!isSqlite(trx)) query = query.forUpdate();
    const ticket = await query.executeTakeFirst();
    if (!ticket) return { ok: false, reason: "not-found" };
    const from = isTicketStatus(ticket.status) ? ticket.status : "received";
    if (ticket.erased_at) return { ok: false, reason: "erased", from };
    if (input.from && input.from !== from) return { ok: false, reason: "changed", from };
    if (!canMoveTicket(from, input.to)) return { ok: false, reason: "not-allowed", from };
    const pickupRefusal = input.to === "picked_up" ? pickupProblem(input.pickup) : null;
    if (pickupRefusal) return { ok: false, reason: "pickup", from, pickup: pickupRefusal };
    const money = await checkMoneyMove(trx, {
      ticketId: Number(ticket.id),
      to: input.to,
      releaseReason: input.releaseReason,
      releaseBalanceCents: input.releaseBalanceCents,
      now: input.now,
    });
    if (!money.ok) return { ok: false, reason: "money", from, money: money.refusal };
    const privateText = [privateNote, money.releaseNote].filter(Boolean).join("\n") || null;
    const updated = await trx
      .updateTable("tickets")
      .set({
        status: input.to,
        status_changed_at: at,
        updated_at: at,
        closed_at: CLOSED_STATUSES.includes(input.to) ? at : null,
        // The device has left the shop: its passcode is no longer needed and goes with it (the mode stays).
        ...(isFinalStatus(input.to) ? { passcode_enc: null } : {}),
        // Each stay on the shelf counts its own reminders and its own days to "abandoned".
        ...(input.to === "ready" ? { ready_reminders: 0, abandoned_at: null } : {}),
        ...(input.to === "picked_up" && input.pickup ? pickupColumns(input.pickup, at) : {}),
      })
      .where("id", "=", ticket.id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "changed", from };
    await adjustCounts(trx, "ticket_status_counts", { [from]: -1, [input.to]: 1 });
    await trx
      .insertInto("ticket_events")
      .values({
        ticket_id: ticket.id,
        from_status: from,
        to_status: input.to,
        public_note: publicNote,
        private_note: privateText,
        actor: input.actor ?? "admin",
        user_id: input.by?.userId ?? null,
        at,
      })
      .execute();
    // The amount let go, never the reason typed for it: the audit log is never erased.
    const released =
      money.releaseNote && money.balanceCents
        ? money.balanceCents > 0
          ? `, let go with ${formatUsd(money.balanceCents)} due`
          : `, let go with a credit of ${formatUsd(-money.balanceCents)}`
        : "";
    await recordAudit(trx, {
      by: input.by,
      kind: "ticket-moved",
      subject: `ticket:${Number(ticket.id)}`,
      detail: `${ticket.number}: ${TICKET_STATUS_LABELS[from]} → ${TICKET_STATUS_LABELS[input.to]}${released}`,
      at: input.now,
    });
    const emailed = await queueCustomerUpdate(
      trx,
      { ...ticket, id: Number(ticket.id) },
      input.to,
      publicNote,
      input.now,
      money.balanceCents,
    );
    if (isFinalStatus(input.to) && ticket.lead_id !== null) {
      await leadFollows(trx, Number(ticket.lead_id), "ticket-closed", {
        now: input.now,
        note: `Ticket ${ticket.number} ${input.to === "picked_up" ? "picked up" : "returned unrepaired"}`,
      });
    }
    passcodeErased = isFinalStatus(input.to) && ticket.passcode_enc !== null;
    return { ok: true, from, to: input.to, emailed };
  });
  if (result.ok && result.emailed) wakeOutbox();
  if (result.ok && passcodeErased && !db.isTransaction) await reclaimPasscodeSpace(db);
  return result;
}

/**
 * After a passcode is erased at pickup, leaves no readable copy of it: on SQLite the write-ahead
 * log (which still holds the page as it was) is checkpointed and emptied, and secure_delete has
 * zeroed the old value in the file; on PostgreSQL the tickets table is vacuumed, so the old row
 * version is not kept. A failure is logged and left to the next erasure or retention run.
 */
async function reclaimPasscodeSpace(db: Db): Promise<void> {
  try {
    if (isSqlite(db)) await sql`pragma wal_checkpoint(truncate)`.execute(db);
    else await sql`vacuum tickets`.execute(db);
  } catch (error) {
    log("warn", "tickets: the erased passcode's space could not be reclaimed", {
      errorName: error instanceof Error ? error.name : "error",
    });
  }
}

export type NoteTicketResult =
  { ok: true; status: TicketStatus } | { ok: false; reason: "not-found" | "erased" | "empty"; status?: TicketStatus };

/**
 * A note on a ticket without a change of status ("Called, left voicemail"): a history row whose
 * from and to are the status the ticket is in, with a note for the customer and/or a private one.
 * A note alone sends no e-mail; a note for the customer shows on their status page.
 */
export async function noteTicket(
  db: Db,
  input: {
    ticketId: number;
    publicNote?: string | null;
    privateNote?: string | null;
    actor?: "admin" | "system";
    /** The signed-in user who writes it (null: the site itself). */
    by: StaffActor | null;
    now: Date;
  },
): Promise<NoteTicketResult> {
  const publicNote = input.publicNote?.trim().slice(0, TICKET_LIMITS.note) || null;
  const privateNote = input.privateNote?.trim().slice(0, TICKET_LIMITS.note) || null;
  if (!publicNote && !privateNote) return { ok: false, reason: "empty" };
  const at = input.now.toISOString();
  return inTransaction(db, async (trx): Promise<NoteTicketResult> => {
    // Locked (PostgreSQL), so an erasure running meanwhile waits for this note (and erases it) or
    // has run first (and the note is refused).
    let query = trx.selectFrom("tickets").select(["id", "number", "status", "erased_at"]).where("id", "=", input.ticketId);
    if (!isSqlite(trx)) query = query.forUpdate();
    const ticket = await query.executeTakeFirst();
    if (!ticket) return { ok: false, reason: "not-found" };
    const status = isTicketStatus(ticket.status) ? ticket.status : "received";
    if (ticket.erased_at) return { ok: false, reason: "erased", status };
    await trx
      .insertInto("ticket_events")
      .values({
        ticket_id: ticket.id,
        from_status: status,
        to_status: status,
        public_note: publicNote,
        private_note: privateNote,
        actor: input.actor ?? "admin",
        user_id: input.by?.userId ?? null,
        at,
      })
      .execute();
    await trx.updateTable("tickets").set({ updated_at: at }).where("id", "=", ticket.id).execute();
    const kinds = [publicNote ? "for the customer" : null, privateNote ? "private" : null].filter(Boolean).join(" and ");
    await recordAudit(trx, {
      by: input.by,
      kind: "ticket-noted",
      subject: `ticket:${Number(ticket.id)}`,
      detail: `${ticket.number}: note ${kinds} (${TICKET_STATUS_LABELS[status]})`,
      at: input.now,
    });
    return { ok: true, status };
  });
}
