import crypto from "node:crypto";

import type { Kysely } from "kysely";

import { isSqlite } from "~/db/dialect";
import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { lockCustomer } from "~/features/customers/index.server";
import { bookingAlertMessage, createLead, hashBookingKey, leadFollows } from "~/features/leads/index.server";
import { queueMessage, wakeOutbox } from "~/features/outbox/index.server";
import { currentBusiness } from "~/features/settings/index.server";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { getConfig } from "~/lib/config.server";
import { bookingHoldKeys } from "~/lib/contact-keys";

import { bookingCancelledMessage, bookingConfirmationMessage, canWriteTo, shopFacts } from "./messages.server";
import type { BookSlotRequest } from "./schema";
import { dayLabel, localDate, windowLabel } from "./shop-time";
import { findOfferedSlot, listSlots, nextFreeSlot, slotKey, type BookingSettings, type Slot, type SlotDay } from "./slots";

type Db = Kysely<Database>;

/** Seats taken per window from `fromDay` on (cancelled bookings have given theirs back). */
export async function countTakenSeats(db: Db, fromDay: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("booking_seats")
    .select(["day", "window_start", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("day", ">=", fromDay)
    .groupBy(["day", "window_start"])
    .execute();
  return new Map(rows.map((r) => [slotKey(r.day, r.window_start), Number(r.n)]));
}

/** The windows on offer now with the places left in each. */
export async function listOpenSlots(db: Db, settings: BookingSettings, now: Date): Promise<SlotDay[]> {
  return listSlots(settings, now, await countTakenSeats(db, localDate(now, settings.timeZone)));
}

/**
 * Every window of the next `days` days (today's still to come first) with its places left, by the
 * same rules as the booking picker, whatever horizon the picker offers and even while booking is
 * paused: what the owner expects to walk in.
 */
export async function listWindowsAhead(db: Db, settings: BookingSettings, now: Date, days: number): Promise<SlotDay[]> {
  return listSlots(
    { ...settings, daysAhead: days, pausedMessage: null },
    now,
    await countTakenSeats(db, localDate(now, settings.timeZone)),
  );
}

export interface MadeBooking {
  id: number;
  /** Opaque: what the visitor's answer and the calendar entry name, never the running id. */
  ref: string;
  leadId: number;
  slot: Slot;
  note: string;
  /** Set when the booking made a new lead: the browser keeps it for the next booking. */
  bookingKey?: string;
}

export type BookSlotResult =
  | { ok: true; booking: MadeBooking }
  | { ok: false; reason: "not-offered" }
  | { ok: false; reason: "already-booked" }
  | { ok: false; reason: "sender-full" }
  | { ok: false; reason: "full"; suggestion: Slot | null };

/** Thrown inside the transaction to roll it back when no seat was free. */
class WindowFull extends Error {}
/** Thrown inside the transaction when the lead already has an active booking. */
class AlreadyBooked extends Error {}
/** Thrown inside the transaction when the sender already holds SENDER_ACTIVE_LIMIT places. */
class SenderFull extends Error {}

/** Active bookings one sender (a client address, an IPv6 /64) may hold at once: a family, not a flood. */
export const SENDER_ACTIVE_LIMIT = 3;

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
};

/**
 * The lead a follow-up's booking key books on: its lead, while that lead is open, kept and has no
 * active booking. Otherwise undefined, and the booking makes its own lead like any request without
 * a key: the key never books on, nor tells anything about, a booking someone else made. The
 * customer is locked before the lead, the order every writer takes.
 */
async function leadOfFollowUpKey(trx: Db, hash: string): Promise<number | undefined> {
  const followUp = await trx
    .selectFrom("lead_follow_ups")
    .innerJoin("leads", "leads.id", "lead_follow_ups.lead_id")
    .select(["leads.id", "leads.customer_id"])
    .where("lead_follow_ups.booking_key_hash", "=", hash)
    .executeTakeFirst();
  if (!followUp) return undefined;
  if (followUp.customer_id !== null && !(await lockCustomer(trx, Number(followUp.customer_id)))) return undefined;
  let query = trx.selectFrom("leads").select(["id", "stage", "erased_at", "customer_id"]).where("id", "=", Number(followUp.id));
  if (!isSqlite(trx)) query = query.forUpdate();
  const lead = await query.executeTakeFirst();
  if (!lead || lead.erased_at !== null || lead.stage === "done" || lead.stage === "lost") return undefined;
  if (lead.customer_id !== followUp.customer_id) return undefined;
  const active = await trx
    .selectFrom("bookings")
    .select("id")
    .where("lead_id", "=", Number(lead.id))
    .where("status", "=", "active")
    .executeTakeFirst();
  return active ? undefined : Number(lead.id);
}

/** What a booking is made from: the visitor's request, straight from the API or from a confirmed e-mail link. */
export interface BookingInput {
  day: string;
  start: string;
  note: string;
  issue: BookSlotRequest["issue"];
  description: string;
  name: string;
  email: string;
  phone: string | null;
  clientTimestamp: string;
  /** sha256 of the visitor's booking key (their lead or follow-up), if they sent one. */
  bookingKeyHash: string | null;
  /** Keyed hash of the client address group that asked (bookingSender), or null. */
  sender: string | null;
}

/** The API's body as a booking's input. */
export function bookingInputOf(input: BookSlotRequest, sender: string | null): BookingInput {
  return {
    day: input.day,
    start: input.start,
    note: input.note.trim(),
    issue: input.issue,
    description: input.description,
    name: input.userInfo.name,
    email: input.userInfo.email,
    phone: input.userInfo.phone || null,
    clientTimestamp: input.userInfo.timestamp,
    bookingKeyHash: input.bookingKey ? hashBookingKey(input.bookingKey) : null,
    sender,
  };
}

/** Runs inside the booking's transaction before anything is written (a confirmed e-mail link marks itself used). */
export type BeforeBooking = (trx: Db, ref: string) => Promise<void>;

/**
 * Books a window for the visitor, all in one transaction: the lead of their booking key (or a new
 * lead, with its own alert), the booking, one seat, one hold per contact key, the lead's move to
 * "booked", the shop's alert and the visitor's confirmation with its calendar file (the shop's
 * saved facts). A seat is taken by inserting seat 1, 2, … up to the capacity, each insert doing
 * nothing when that seat is taken: the primary key of booking_seats, not a count read
 * beforehand, decides who gets the last place, so parallel bookings can never overfill a window.
 * The same way, booking_holds' primary key (kind, value) gives each e-mail address and each phone
 * at most one active booking (a hold of a day gone by, a no-show, is dropped first).
 */
export async function bookSlot(
  db: Db,
  input: BookSlotRequest | BookingInput,
  settings: BookingSettings,
  now: Date,
  { sender = null, before }: { sender?: string | null; before?: BeforeBooking } = {},
): Promise<BookSlotResult> {
  const request = "userInfo" in input ? bookingInputOf(input, sender) : input;
  const slot = findOfferedSlot(settings, now, request.day, request.start);
  if (!slot) return { ok: false, reason: "not-offered" };
  const { note } = request;
  try {
    const booking = await inTransaction(db, async (trx) => {
      const ref = crypto.randomBytes(12).toString("base64url");
      if (before) await before(trx, ref);
      let leadId: number | undefined;
      let bookingKey: string | undefined;
      if (request.bookingKeyHash) {
        const hash = request.bookingKeyHash;
        const lead = await trx.selectFrom("leads").select("id").where("booking_key_hash", "=", hash).executeTakeFirst();
        leadId = lead ? Number(lead.id) : await leadOfFollowUpKey(trx, hash);
      }
      if (leadId === undefined) {
        const lead = await createLead(
          trx,
          {
            issue: request.issue,
            description: request.description,
            name: request.name,
            email: request.email,
            phone: request.phone,
            clientTimestamp: request.clientTimestamp,
          },
          now,
          { source: "booking" },
        );
        leadId = lead.id;
        bookingKey = lead.bookingKey;
      }
      const active = await trx
        .selectFrom("bookings")
        .select("id")
        .where("lead_id", "=", leadId)
        .where("status", "=", "active")
        .executeTakeFirst();
      if (active) throw new AlreadyBooked();

      const row = await trx
        .insertInto("bookings")
        .values({
          lead_id: leadId,
          customer_id: (eb) => eb.selectFrom("leads").select("customer_id").where("id", "=", leadId!),
          day: slot.day,
          window_start: slot.start,
          window_end: slot.end,
          status: "active",
          note: note || null,
          created_at: now.toISOString(),
          ref,
          sender: request.sender,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const bookingId = Number(row.id);

      const today = localDate(now, settings.timeZone);
      for (const key of bookingHoldKeys({ email: request.email, phone: request.phone })) {
        await trx
          .deleteFrom("booking_holds")
          .where("kind", "=", key.kind)
          .where("value", "=", key.value)
          .where("day", "<", today)
          .execute();
        const held = await trx
          .insertInto("booking_holds")
          .values({ kind: key.kind, value: key.value, booking_id: bookingId, day: slot.day })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(held.numInsertedOrUpdatedRows ?? 0) === 0) throw new AlreadyBooked();
      }

      // One sender (a client address group) holds at most SENDER_ACTIVE_LIMIT places at once, by
      // the same insert-or-nothing on numbered holds as the seats: a race cannot add one more.
      if (request.sender) {
        let placed = false;
        for (let n = 1; n <= SENDER_ACTIVE_LIMIT && !placed; n++) {
          const value = `${request.sender}#${n}`;
          await trx
            .deleteFrom("booking_holds")
            .where("kind", "=", "sender")
            .where("value", "=", value)
            .where("day", "<", today)
            .execute();
          const held = await trx
            .insertInto("booking_holds")
            .values({ kind: "sender", value, booking_id: bookingId, day: slot.day })
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst();
          placed = Number(held.numInsertedOrUpdatedRows ?? 0) > 0;
        }
        if (!placed) throw new SenderFull();
      }

      let seated = false;
      for (let seat = 1; seat <= settings.capacity && !seated; seat++) {
        const taken = await trx
          .insertInto("booking_seats")
          .values({ day: slot.day, window_start: slot.start, seat, booking_id: bookingId })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        seated = Number(taken.numInsertedOrUpdatedRows ?? 0) > 0;
      }
      if (!seated) throw new WindowFull();

      const day = dayLabel(slot.day, { withYear: true });
      await leadFollows(trx, leadId, "booking-made", { now, note: `Drop-off booked: ${day}, ${slot.label}` });
      const lead = await trx
        .selectFrom("leads")
        .select(["issue", "description", "name", "email", "phone", "received_at"])
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow();
      const siteUrl = getConfig().SITE_URL;
      await queueMessage(
        trx,
        bookingAlertMessage(
          { id: leadId, ...lead, receivedAt: lead.received_at },
          { id: bookingId, dayLabel: day, windowLabel: slot.label, note: note || null },
          siteUrl,
        ),
        now,
      );
      if (canWriteTo(lead.email)) {
        const facts = {
          bookingId,
          ref,
          name: lead.name,
          email: lead.email,
          dayLabel: day,
          windowLabel: slot.label,
          note: note || null,
        };
        await queueMessage(
          trx,
          bookingConfirmationMessage({ ...facts, ...slot }, shopFacts(currentBusiness()), new URL(siteUrl).host, now),
          now,
        );
      }
      return { id: bookingId, ref, leadId, slot, note, bookingKey };
    });
    return { ok: true, booking };
  } catch (error) {
    if (error instanceof StopBooking) throw error;
    if (error instanceof SenderFull) return { ok: false, reason: "sender-full" };
    // A unique violation here is the one-active-booking-per-lead index: a second booking raced the first.
    if (error instanceof AlreadyBooked || isUniqueViolation(error)) {
      return { ok: false, reason: "already-booked" };
    }
    if (!(error instanceof WindowFull)) throw error;
    const days = await listOpenSlots(db, settings, now);
    return { ok: false, reason: "full", suggestion: nextFreeSlot(days, slot.day, slot.start) };
  }
}

/** Thrown by a `before` step to roll the booking back and pass the reason on to its caller. */
export class StopBooking extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface BookingListItem {
  id: number;
  leadId: number;
  day: string;
  start: string;
  end: string;
  label: string;
  note: string | null;
  name: string;
  issue: string;
  phone: string | null;
  /** How many active bookings (this one included) the same sender made, from any day on. */
  fromSender: number;
}

/** Active bookings of one local day, by window then time booked. */
export async function listBookingsOfDay(db: Db, day: string): Promise<BookingListItem[]> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .select([
      "bookings.id",
      "bookings.lead_id",
      "bookings.day",
      "bookings.window_start",
      "bookings.window_end",
      "bookings.note",
      "leads.name",
      "leads.issue",
      "leads.phone",
      "bookings.sender",
    ])
    .where("bookings.day", "=", day)
    .where("bookings.status", "=", "active")
    .orderBy("bookings.window_start")
    .orderBy("bookings.id")
    .execute();
  const senders = [...new Set(rows.flatMap((r) => (r.sender ? [r.sender] : [])))];
  const bySender = new Map<string, number>();
  if (senders.length > 0) {
    const counted = await db
      .selectFrom("bookings")
      .select(["sender", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("sender", "in", senders)
      .where("status", "=", "active")
      .where("day", ">=", day)
      .groupBy("sender")
      .execute();
    for (const c of counted) bySender.set(c.sender!, Number(c.n));
  }
  return rows.map((r) => ({
    id: Number(r.id),
    leadId: Number(r.lead_id),
    day: r.day,
    start: r.window_start,
    end: r.window_end,
    label: windowLabel(r.window_start, r.window_end),
    note: r.note,
    name: r.name,
    issue: r.issue,
    phone: r.phone,
    fromSender: r.sender ? (bySender.get(r.sender) ?? 1) : 1,
  }));
}

/**
 * Cancels every active booking (from this booking's day on) that the sender of this booking made
 * (the same client address group), each as "Cancel booking" does: the owner's answer to one
 * address taking many places. Answers whose bookings were cancelled.
 */
export async function cancelBookingsFromSenderOf(
  db: Db,
  bookingId: number,
  now: Date,
  by: StaffActor,
): Promise<{ ok: true; cancelled: Array<{ name: string; day: string; label: string }> } | { ok: false; reason: "not-found" }> {
  const booking = await db.selectFrom("bookings").select(["sender", "day"]).where("id", "=", bookingId).executeTakeFirst();
  if (!booking) return { ok: false, reason: "not-found" };
  let query = db
    .selectFrom("bookings")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .select(["bookings.id", "bookings.day", "bookings.window_start", "bookings.window_end", "leads.name"])
    .where("bookings.status", "=", "active")
    .orderBy("bookings.day")
    .orderBy("bookings.window_start");
  query = booking.sender
    ? query.where("bookings.sender", "=", booking.sender).where("bookings.day", ">=", booking.day)
    : query.where("bookings.id", "=", bookingId);
  const cancelled: Array<{ name: string; day: string; label: string }> = [];
  for (const b of await query.execute()) {
    if ((await cancelBooking(db, Number(b.id), now, by)).ok) {
      cancelled.push({ name: b.name, day: b.day, label: windowLabel(b.window_start, b.window_end) });
    }
  }
  return { ok: true, cancelled };
}

/** How many active bookings each day from `fromDay` to `toDay` holds. */
export async function countBookingsByDay(db: Db, fromDay: string, toDay: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("bookings")
    .select(["day", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("status", "=", "active")
    .where("day", ">=", fromDay)
    .where("day", "<=", toDay)
    .groupBy("day")
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

export type CancelResult = { ok: true; day: string } | { ok: false; reason: "not-found" | "not-active" };

/**
 * Cancels an active booking in one transaction: its status and time, its seat row deleted (the
 * window has the place back), the lead following, and (when they left an address) the visitor
 * told by e-mail, through the outbox, so their calendar entry does not send them for nothing. The
 * update names the status it expects, so two cancels at once cancel once. The audit row names
 * `by`, the user who cancelled, with the booking's day and window (never whose it was).
 */
export async function cancelBooking(db: Db, bookingId: number, now: Date, by: StaffActor): Promise<CancelResult> {
  const result = await inTransaction(db, async (trx): Promise<CancelResult> => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["lead_id", "day", "status", "window_start", "window_end"])
      .where("id", "=", bookingId)
      .executeTakeFirst();
    if (!booking) return { ok: false, reason: "not-found" };
    const updated = await trx
      .updateTable("bookings")
      .set({ status: "cancelled", cancelled_at: now.toISOString() })
      .where("id", "=", bookingId)
      .where("status", "=", "active")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "not-active" };
    await trx.deleteFrom("booking_seats").where("booking_id", "=", bookingId).execute();
    await trx.deleteFrom("booking_holds").where("booking_id", "=", bookingId).execute();
    await leadFollows(trx, Number(booking.lead_id), "booking-cancelled", { now, note: "Drop-off booking cancelled by the shop" });
    await recordAudit(trx, {
      by,
      kind: "booking-changed",
      subject: `booking:${bookingId}`,
      detail: `Booking ${bookingId} (lead ${Number(booking.lead_id)}) for ${booking.day}, ${windowLabel(booking.window_start, booking.window_end)} cancelled`,
      at: now,
    });
    const lead = await trx
      .selectFrom("leads")
      .select(["name", "email"])
      .where("id", "=", Number(booking.lead_id))
      .executeTakeFirst();
    if (lead && canWriteTo(lead.email)) {
      await queueMessage(
        trx,
        bookingCancelledMessage(
          {
            bookingId,
            email: lead.email,
            name: lead.name,
            dayLabel: dayLabel(booking.day, { withYear: true }),
            windowLabel: windowLabel(booking.window_start, booking.window_end),
            rebookUrl: new URL("/diagnosis", getConfig().SITE_URL).toString(),
          },
          shopFacts(currentBusiness()),
        ),
        now,
      );
    }
    return { ok: true, day: booking.day };
  });
  if (result.ok) wakeOutbox();
  return result;
}

export type AttendResult = { ok: true } | { ok: false; reason: "not-found" | "not-active" | "other-lead" };

/**
 * Marks an active booking attended: the customer came in with the machine (its seat stays taken,
 * the place was used). Called inside the transaction that makes the machine's ticket, so the two
 * happen together or not at all; the update names the status it expects, so a booking is checked
 * in once.
 */
export async function attendBooking(trx: Db, bookingId: number, leadId: number): Promise<AttendResult> {
  const booking = await trx.selectFrom("bookings").select(["lead_id", "status"]).where("id", "=", bookingId).executeTakeFirst();
  if (!booking) return { ok: false, reason: "not-found" };
  if (Number(booking.lead_id) !== leadId) return { ok: false, reason: "other-lead" };
  const updated = await trx
    .updateTable("bookings")
    .set({ status: "attended" })
    .where("id", "=", bookingId)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "not-active" };
  // Attended: the customer may book their next drop-off.
  await trx.deleteFrom("booking_holds").where("booking_id", "=", bookingId).execute();
  return { ok: true };
}
