// zod/mini: this schema ships with the /diagnosis page's booking picker.
import * as z from "zod/mini";

import { DiagnosisFormSchema, VisitorInfoSchema } from "~/features/diagnosis";

export const NOTE_MAX = 500;

export const BOOKING_MESSAGES = {
  dayInvalid: "Please pick a day",
  startInvalid: "Please pick a drop-off time",
  noteTooLong: `The note must be at most ${NOTE_MAX} characters`,
  keyInvalid: "The booking key is not valid",
  notOffered: "That time is not open for booking. Please pick another one.",
  filledUp: "That time just filled up",
  alreadyBooked: "You already have a drop-off booked. Call us if you need to change it.",
  senderFull:
    "Three drop-offs are already booked from your internet connection (a shared office or home Wi-Fi counts as one). Please call us to book another.",
  needsEmail: "Please give an e-mail address: we send the link that confirms the drop-off there",
  recentlySent:
    "We already sent a confirmation link to that address. Please check your e-mail (and the spam folder), try again later, or call us.",
  failed: "Could not book that time. Please try again later.",
} as const;

/** The body of POST /api/book-slot. */
export const BookSlotRequestSchema = z.object({
  day: z.string({ error: BOOKING_MESSAGES.dayInvalid }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.dayInvalid)),
  start: z.string({ error: BOOKING_MESSAGES.startInvalid }).check(z.regex(/^\d{2}:\d{2}$/, BOOKING_MESSAGES.startInvalid)),
  note: z._default(
    z
      .string({ error: "The note must be text" })
      .check(z.trim(), z.maxLength(NOTE_MAX, { error: BOOKING_MESSAGES.noteTooLong, abort: true })),
    "",
  ),
  issue: DiagnosisFormSchema.shape.issue,
  description: DiagnosisFormSchema.shape.description,
  userInfo: z.object(VisitorInfoSchema.shape, { error: "Visitor info is required" }),
  bookingKey: z.optional(
    z.nullable(z.string({ error: BOOKING_MESSAGES.keyInvalid }).check(z.regex(/^[\w-]{22}$/, BOOKING_MESSAGES.keyInvalid))),
  ),
});
export type BookSlotRequest = z.output<typeof BookSlotRequestSchema>;
export type BookSlotInput = z.input<typeof BookSlotRequestSchema>;

const SlotSchema = z.object({
  day: z.string(),
  start: z.string(),
  end: z.string(),
  label: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number(),
  left: z.number(),
  full: z.boolean(),
});

/** GET /api/booking-slots answers this. */
export const SlotListSchema = z.object({
  timeZone: z.string(),
  /** The owner's message while online booking is paused (then `days` is empty). */
  paused: z.optional(z.nullable(z.string())),
  days: z.array(z.object({ day: z.string(), label: z.string(), windows: z.array(SlotSchema) })),
});
export type SlotList = z.output<typeof SlotListSchema>;

/** A 201 from POST /api/book-slot. */
export const BookingAnswerSchema = z.object({
  success: z.literal(true),
  booking: z.object({
    /** Opaque: the calendar entry's UID, never the running id. */
    ref: z.string(),
    day: z.string(),
    start: z.string(),
    end: z.string(),
    dayLabel: z.string(),
    windowLabel: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    note: z.string(),
  }),
  shop: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
  bookingKey: z.optional(z.string()),
});
export type BookingAnswer = z.output<typeof BookingAnswerSchema>;

/** A 202 from POST /api/book-slot with e-mail on: nothing is held until the visitor confirms from their e-mail. */
export const BookingPendingAnswerSchema = z.object({
  success: z.literal(true),
  pending: z.object({
    email: z.string(),
    dayLabel: z.string(),
    windowLabel: z.string(),
    expiresAt: z.string(),
    /** expiresAt in the shop's time, "Nov 26, 2026, 3:00 PM". */
    expiresLabel: z.string(),
    /** The shop's saved phone, for a visitor whose e-mail does not come. */
    phone: z.string(),
  }),
});
export type BookingPendingAnswer = z.output<typeof BookingPendingAnswerSchema>;

/** A refusal from POST /api/book-slot; a 409 for a full window names the next free one. */
export const BookingRefusalSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  suggestion: z.optional(z.nullable(SlotSchema)),
});
