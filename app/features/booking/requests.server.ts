import crypto from "node:crypto";

import type { Kysely } from "kysely";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { formatDateTime } from "~/features/leads/index";
import { hashBookingKey } from "~/features/leads/index.server";
import { queueMessage, wakeOutbox } from "~/features/outbox/index.server";
import { currentBusiness } from "~/features/settings/index.server";
import { addressLimitKey } from "~/lib/address-limiter.server";
import { getConfig } from "~/lib/config.server";
import { mailboxKey } from "~/lib/contact-keys";
import { siteMac } from "~/lib/site-key.server";

import {
  SENDER_ACTIVE_LIMIT,
  StopBooking,
  bookSlot,
  listOpenSlots,
  type BookingInput,
  type MadeBooking,
} from "./bookings.server";
import { bookingRequestMessage, canWriteTo, shopFacts } from "./messages.server";
import type { BookSlotRequest } from "./schema";
import { getBookingSettings } from "./settings.server";
import { dayLabel, localDate, timeLabel, windowLabel } from "./shop-time";
import { findOfferedSlot, slotKey, type BookingSettings, type Slot } from "./slots";

type Db = Kysely<Database>;

/** How long a confirmation link works at most (never past the window's start). */
export const REQUEST_TTL_MS = 24 * 60 * 60 * 1000;
/** A new request for the same address within this time sends no second e-mail. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;
/** At most this many confirmation e-mails go to one address in 24 hours, whoever asks. */
export const SENDS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How many free windows a confirmation offers when the asked one filled meanwhile. */
export const CHOICES = 3;
/** Used and expired requests are deleted this long after they expire. */
export const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const hashToken = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

/**
 * Who sent a booking: a keyed hash of the client address's limit group (an IPv6 /64, an IPv4
 * address), so the owner can cancel every booking one sender made while the site keeps no address.
 */
export function bookingSender(db: Db, clientAddress: string): Promise<string> {
  return siteMac(db, "booking_sender_key", addressLimitKey(clientAddress)).then((mac) => mac.slice(0, 22));
}

export type RequestBookingResult =
  | { ok: true; email: string; dayLabel: string; windowLabel: string; expiresAt: string }
  | { ok: false; reason: "not-offered" | "recently-sent" | "no-address" | "sender-full" }
  | { ok: false; reason: "full"; suggestion: Slot | null };

/**
 * With e-mail on, a booking asked for on the site holds nothing yet: this stores the request
 * (looked up later by the hash of a random token) and queues the visitor an e-mail with the link
 * that confirms it. One request per e-mail address is kept: a new one replaces it, except within
 * RESEND_AFTER_MS of the last, so nobody can make the site write to an address over and over. No
 * lead is made and the shop is not alerted until the visitor confirms.
 */
export async function requestBooking(
  db: Db,
  input: BookSlotRequest,
  settings: BookingSettings,
  now: Date,
  sender: string | null,
): Promise<RequestBookingResult> {
  const slot = findOfferedSlot(settings, now, input.day, input.start);
  if (!slot) return { ok: false, reason: "not-offered" };
  // One mailbox, whatever its +tag: the per-address limits count it once.
  const emailKey = mailboxKey(input.userInfo.email);
  if (!emailKey || !canWriteTo(input.userInfo.email)) return { ok: false, reason: "no-address" };
  // The sender's places (SENDER_ACTIVE_LIMIT) are taken for good only at confirmation; say so now
  // rather than after the e-mail round trip.
  if (sender && (await senderPlacesTaken(db, sender, localDate(now, settings.timeZone))) >= SENDER_ACTIVE_LIMIT) {
    return { ok: false, reason: "sender-full" };
  }
  const days = await listOpenSlots(db, settings, now);
  const open = days.flatMap((d) => d.windows).find((w) => w.day === slot.day && w.start === slot.start);
  if (!open || open.full) {
    const free = days.flatMap((d) => d.windows).filter((w) => !w.full);
    return {
      ok: false,
      reason: "full",
      suggestion: free.find((w) => slotKey(w.day, w.start) >= slotKey(slot.day, slot.start)) ?? free[0] ?? null,
    };
  }
  const token = crypto.randomBytes(16).toString("base64url");
  const expiresAt = new Date(Math.min(now.getTime() + REQUEST_TTL_MS, Date.parse(slot.startsAt))).toISOString();
  const sent = await inTransaction(db, async (trx) => {
    const previous = await trx
      .selectFrom("booking_requests")
      .select(["id", "created_at", "expires_at", "confirmed_ref", "sends", "first_sent_at"])
      .where("email_key", "=", emailKey)
      .executeTakeFirst();
    if (
      previous &&
      previous.confirmed_ref === null &&
      Date.parse(previous.expires_at) > now.getTime() &&
      now.getTime() - Date.parse(previous.created_at) < RESEND_AFTER_MS
    ) {
      return false;
    }
    // The count of e-mails to this address carries over while its first one is less than a day old.
    const sameDay = previous !== undefined && now.getTime() - Date.parse(previous.first_sent_at) < DAY_MS;
    const sends = sameDay ? Number(previous.sends) + 1 : 1;
    if (sends > SENDS_PER_DAY) return false;
    if (previous) await trx.deleteFrom("booking_requests").where("id", "=", previous.id).execute();
    const row = await trx
      .insertInto("booking_requests")
      .values({
        token_hash: hashToken(token),
        email_key: emailKey,
        day: slot.day,
        window_start: slot.start,
        note: input.note.trim(),
        issue: input.issue,
        description: input.description,
        name: input.userInfo.name,
        email: input.userInfo.email,
        phone: input.userInfo.phone || null,
        client_timestamp: input.userInfo.timestamp,
        booking_key_hash: input.bookingKey ? hashBookingKey(input.bookingKey) : null,
        sender,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        sends,
        first_sent_at: sameDay ? previous.first_sent_at : now.toISOString(),
      })
      // Two requests for one address at once: the unique e-mail key lets one in.
      .onConflict((oc) => oc.column("email_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return false;
    const link = new URL(`/booking/confirm/${token}`, getConfig().SITE_URL).toString();
    await queueMessage(
      trx,
      bookingRequestMessage(
        {
          requestId: Number(row.id),
          email: input.userInfo.email,
          dayLabel: dayLabel(slot.day, { withYear: true }),
          windowLabel: slot.label,
          link,
          expiresLabel: formatDateTime(expiresAt, settings.timeZone),
        },
        shopFacts(currentBusiness()),
      ),
      now,
    );
    return true;
  });
  if (!sent) return { ok: false, reason: "recently-sent" };
  return {
    ok: true,
    email: input.userInfo.email,
    dayLabel: dayLabel(slot.day, { withYear: true }),
    windowLabel: slot.label,
    expiresAt,
  };
}

/** A request as its confirmation page shows it. */
export interface PendingRequest {
  name: string;
  day: string;
  start: string;
  dayLabel: string;
  windowLabel: string;
  note: string;
  expiresAt: string;
  /** The booking it made, once confirmed. */
  confirmedRef: string | null;
  /** That booking's state now: "active", "attended" or "cancelled" (by the shop); null before. */
  bookingStatus: string | null;
  /** "Nov 26, 2026, 3:00 PM": until when the link confirms. */
  expiresLabel: string;
}

async function findRequest(db: Db, token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return db.selectFrom("booking_requests").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
}

export type LoadRequestResult = { ok: true; request: PendingRequest } | { ok: false; reason: "not-found" | "expired" };

/** The request behind a confirmation link (the link's token is only ever compared by its hash). */
export async function loadBookingRequest(
  db: Db,
  token: string,
  settings: BookingSettings,
  now: Date,
): Promise<LoadRequestResult> {
  const row = await findRequest(db, token);
  if (!row) return { ok: false, reason: "not-found" };
  if (row.confirmed_ref === null && Date.parse(row.expires_at) <= now.getTime()) return { ok: false, reason: "expired" };
  const slot = findOfferedSlot(settings, now, row.day, row.window_start);
  const end = slot?.end ?? null;
  return {
    ok: true,
    request: {
      name: row.name,
      day: row.day,
      start: row.window_start,
      dayLabel: dayLabel(row.day, { withYear: true }),
      windowLabel: end ? windowLabel(row.window_start, end) : `from ${timeLabel(row.window_start)}`,
      note: row.note,
      expiresAt: row.expires_at,
      confirmedRef: row.confirmed_ref,
      bookingStatus: row.confirmed_ref
        ? ((await db.selectFrom("bookings").select("status").where("ref", "=", row.confirmed_ref).executeTakeFirst())?.status ??
          "cancelled")
        : null,
      expiresLabel: formatDateTime(row.expires_at, settings.timeZone),
    },
  };
}

export type ConfirmRequestResult =
  | { ok: true; booking: MadeBooking | null; already: boolean }
  | { ok: false; reason: "not-found" | "expired" | "already-booked" | "sender-full" }
  | { ok: false; reason: "full" | "not-offered"; choices: Slot[] };

/** The free windows nearest in time to the one asked for, soonest first. */
async function nearestFree(db: Db, settings: BookingSettings, now: Date, day: string, start: string): Promise<Slot[]> {
  const asked = Date.parse(findOfferedSlot(settings, now, day, start)?.startsAt ?? `${day}T${start}:00Z`);
  const free = (await listOpenSlots(db, settings, now)).flatMap((d) => d.windows).filter((w) => !w.full);
  return free
    .map((w) => ({ w, distance: Math.abs(Date.parse(w.startsAt) - asked) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, CHOICES)
    .map((x) => x.w)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * Confirms a request from its link: the booking is made by the same transaction as any other
 * (bookSlot), which first marks the request used, so of two clicks at once one books and the
 * other finds it confirmed. A window that filled (or closed) meanwhile offers the nearest free
 * windows; `choice` books one of them instead.
 */
export async function confirmBookingRequest(
  db: Db,
  token: string,
  choice: { day: string; start: string } | null,
  settings: BookingSettings,
  now: Date,
): Promise<ConfirmRequestResult> {
  const row = await findRequest(db, token);
  if (!row) return { ok: false, reason: "not-found" };
  if (row.confirmed_ref !== null) return { ok: true, booking: null, already: true };
  if (Date.parse(row.expires_at) <= now.getTime()) return { ok: false, reason: "expired" };
  const day = choice?.day ?? row.day;
  const start = choice?.start ?? row.window_start;
  const input: BookingInput = {
    day,
    start,
    note: row.note,
    issue: row.issue as BookingInput["issue"],
    description: row.description,
    name: row.name,
    email: row.email,
    phone: row.phone,
    clientTimestamp: row.client_timestamp,
    bookingKeyHash: row.booking_key_hash,
    sender: row.sender,
  };
  let result;
  try {
    result = await bookSlot(db, input, settings, now, {
      before: async (trx, ref) => {
        const marked = await trx
          .updateTable("booking_requests")
          .set({ confirmed_ref: ref })
          .where("id", "=", row.id)
          .where("confirmed_ref", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) > 0) return;
        // Not marked: used by a parallel click, or replaced by a newer request meanwhile.
        const still = await trx.selectFrom("booking_requests").select("id").where("id", "=", row.id).executeTakeFirst();
        throw new StopBooking(still ? "already" : "gone");
      },
    });
  } catch (error) {
    if (error instanceof StopBooking)
      return error.reason === "gone" ? { ok: false, reason: "not-found" } : { ok: true, booking: null, already: true };
    throw error;
  }
  if (result.ok) return { ok: true, booking: result.booking, already: false };
  if (result.reason === "already-booked" || result.reason === "sender-full") return { ok: false, reason: result.reason };
  return { ok: false, reason: result.reason, choices: await nearestFree(db, settings, now, day, start) };
}

/** Deletes requests used or expired more than KEEP_AFTER_EXPIRY_MS ago, and holds of days gone by. */
export async function purgeBookingRequests(
  db: Db,
  now: Date,
  today = localDate(now, getBookingSettings().timeZone),
): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS).toISOString();
  const gone = await db.deleteFrom("booking_requests").where("expires_at", "<", cutoff).executeTakeFirst();
  await db.deleteFrom("booking_holds").where("day", "<", today).execute();
  return Number(gone.numDeletedRows);
}

/** A window offered instead, as the confirmation page lists it. */
export interface WindowChoice {
  /** "YYYY-MM-DD HH:MM", the form's value. */
  key: string;
  dayLabel: string;
  label: string;
}

/** What the confirmation page shows after its form was sent. */
export type ConfirmOutcome =
  | { ok: true; status: 200; already: boolean; booking: { dayLabel: string; windowLabel: string; note: string } | null }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409 | 410;
      reason: "not-found" | "expired" | "already-booked" | "sender-full" | "cross-site" | "bad-choice";
    }
  | { ok: false; status: 409; reason: "full" | "not-offered"; choices: WindowChoice[] };

const CHOICE_PATTERN = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/** The confirmation form: no field confirms the window asked for; `slot` picks one of the windows offered instead. */
export async function confirmFromForm(
  db: Db,
  token: string,
  form: FormData,
  settings: BookingSettings,
  now: Date,
): Promise<ConfirmOutcome> {
  const raw = form.get("slot");
  let choice: { day: string; start: string } | null = null;
  if (raw !== null) {
    const match = typeof raw === "string" ? CHOICE_PATTERN.exec(raw) : null;
    if (!match) return { ok: false, status: 400, reason: "bad-choice" };
    choice = { day: match[1]!, start: match[2]! };
  }
  const result = await confirmBookingRequest(db, token, choice, settings, now);
  if (result.ok) {
    if (!result.already) wakeOutbox();
    const booking = result.booking
      ? {
          dayLabel: dayLabel(result.booking.slot.day, { withYear: true }),
          windowLabel: result.booking.slot.label,
          note: result.booking.note,
        }
      : null;
    return { ok: true, status: 200, already: result.already, booking };
  }
  if (result.reason === "not-found") return { ok: false, status: 404, reason: "not-found" };
  if (result.reason === "expired") return { ok: false, status: 410, reason: "expired" };
  if (result.reason === "full" || result.reason === "not-offered") {
    return {
      ok: false,
      status: 409,
      reason: result.reason,
      choices: result.choices.map((w) => ({ key: `${w.day} ${w.start}`, dayLabel: dayLabel(w.day), label: w.label })),
    };
  }
  return { ok: false, status: 409, reason: result.reason };
}

/** How many of its SENDER_ACTIVE_LIMIT numbered holds a sender has on bookings from `today` on. */
async function senderPlacesTaken(db: Db, sender: string, today: string): Promise<number> {
  const row = await db
    .selectFrom("booking_holds")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("kind", "=", "sender")
    .where(
      "value",
      "in",
      Array.from({ length: SENDER_ACTIVE_LIMIT }, (_, i) => `${sender}#${i + 1}`),
    )
    .where("day", ">=", today)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
