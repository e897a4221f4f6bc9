import type { Kysely } from "kysely";
import { z } from "zod";

import type { Database } from "~/db/types";
import type { StaffActor } from "~/lib/audit.server";
import { now } from "~/lib/clock.server";

import {
  cancelBooking,
  cancelBookingsFromSenderOf,
  countBookingsByDay,
  listBookingsOfDay,
  type BookingListItem,
} from "./bookings.server";
import { getBookingSettings } from "./settings.server";
import { addDays, dayLabel, localDate } from "./shop-time";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** ?day=YYYY-MM-DD, a real date; anything else shows today. */
const BookingsQuerySchema = z.object({
  day: z
    .string()
    .regex(DAY)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T12:00:00Z`)) && new Date(`${d}T12:00:00Z`).toISOString().startsWith(d))
    .optional()
    .catch(undefined),
});

const CancelSchema = z.object({
  intent: z.enum(["cancel", "cancel-sender"]),
  bookingId: z.coerce.number().int().positive().max(2_147_483_647),
});

export interface BookingsPage {
  today: string;
  day: string;
  dayLabel: string;
  bookings: BookingListItem[];
  /** The coming days (today first), each with its count of active bookings. */
  upcoming: Array<{ day: string; label: string; count: number }>;
}

/** The day the query string asks for (else today in the shop's zone), its bookings, and the coming days' counts. */
export async function loadBookingsPage(db: Kysely<Database>, searchParams: URLSearchParams): Promise<BookingsPage> {
  const settings = getBookingSettings();
  const today = localDate(now(), settings.timeZone);
  const { day = today } = BookingsQuerySchema.parse(Object.fromEntries(searchParams));
  const last = addDays(today, settings.daysAhead - 1);
  const [bookings, counts] = await Promise.all([listBookingsOfDay(db, day), countBookingsByDay(db, today, last)]);
  const upcoming = Array.from({ length: settings.daysAhead }, (_, i) => addDays(today, i)).map((d) => ({
    day: d,
    label: dayLabel(d),
    count: counts.get(d) ?? 0,
  }));
  return { today, day, dayLabel: dayLabel(day, { withYear: true }), bookings, upcoming };
}

export type CancelOutcome = { ok: true; notice?: string } | { ok: false; status: 400 | 404 | 409; error: string };

/** "Cancel booking", or "Cancel all from this sender", from the bookings page's forms, as `by`. */
export async function cancelBookingFromForm(db: Kysely<Database>, form: FormData, by: StaffActor): Promise<CancelOutcome> {
  const parsed = CancelSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, status: 400, error: "That booking is not valid." };
  if (parsed.data.intent === "cancel-sender") {
    const all = await cancelBookingsFromSenderOf(db, parsed.data.bookingId, now(), by);
    if (!all.ok) return { ok: false, status: 404, error: "That booking no longer exists." };
    const n = all.cancelled.length;
    const who = all.cancelled.map((c) => `${c.name} (${dayLabel(c.day)}, ${c.label})`).join("; ");
    return {
      ok: true,
      notice: `Cancelled ${n} ${n === 1 ? "booking" : "bookings"} from that internet connection${n ? `: ${who}` : ""}. Their places are free again.`,
    };
  }
  const result = await cancelBooking(db, parsed.data.bookingId, now(), by);
  if (result.ok) return { ok: true };
  return result.reason === "not-found"
    ? { ok: false, status: 404, error: "That booking no longer exists." }
    : { ok: false, status: 409, error: "That booking was already cancelled." };
}
