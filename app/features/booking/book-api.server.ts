import type { Kysely } from "kysely";

import { isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";
import { describeFirstIssue } from "~/features/diagnosis";
import { wakeOutbox } from "~/features/outbox/index.server";
import { formatDateTime } from "~/features/leads/index";
import { currentBusiness } from "~/features/settings/index.server";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import { readJsonBody } from "~/lib/http/body.server";
import { jsonAnswer, methodNotAllowed } from "~/lib/http/json.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { getConfig } from "~/lib/config.server";
import { log, logStoreError } from "~/lib/log.server";
import type { RateLimitDecision, RateLimiter } from "~/lib/rate-limit.server";

import { bookSlot } from "./bookings.server";
import { shopFacts } from "./messages.server";
import { requestBooking, bookingSender } from "./requests.server";
import { BOOKING_MESSAGES, BookSlotRequestSchema, type BookingAnswer, type BookingPendingAnswer } from "./schema";
import { getBookingSettings } from "./settings.server";
import { dayLabel } from "./shop-time";
import type { BookingSettings, Slot } from "./slots";

export const MAX_BODY_BYTES = 16 * 1024;
export const RATE_LIMIT = 10;
export const RATE_WINDOW_MS = 60_000;

const defaultLimiter = createAddressLimiter({ name: "book-slot", limit: RATE_LIMIT, windowMs: RATE_WINDOW_MS });

const fail = (status: number, error: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): Response =>
  jsonAnswer(status, { success: false, error, ...extra }, headers);

/** The 409 for a full window, naming the next free one. */
function fullRefusal(next: Slot | null): Response {
  const hint = next
    ? ` The next free time is ${dayLabel(next.day)}, ${next.label}.`
    : " Every time we offer is taken; please call us.";
  return fail(409, `${BOOKING_MESSAGES.filledUp}.${hint}`, { suggestion: next });
}

export function bookSlotMethodNotAllowed(): Response {
  return methodNotAllowed({ success: false, error: "method: only POST is accepted" });
}

const BODY_MESSAGES = {
  wrongType: "body: must be sent as application/json",
  tooLarge: `body: must be at most ${MAX_BODY_BYTES / 1024} KB`,
  notText: "body: could not be read as UTF-8 text",
  notJson: "body: must be valid JSON",
  notObject: "body: must be a JSON object",
};

/**
 * POST /api/book-slot: this site's pages only, a rate limit per client address, JSON type, body
 * size, the shared zod rules, then one transaction (bookSlot). Logs carry no visitor data.
 */
export async function handleBookSlotRequest({
  request,
  db,
  clientAddress,
  limiter = defaultLimiter,
  now = () => new Date(),
  settings = getBookingSettings(),
  confirmByEmail = Boolean(getConfig().mail.smtpUrl),
}: {
  request: Request;
  db: Kysely<Database>;
  clientAddress: string;
  limiter?: RateLimiter;
  now?: () => Date;
  settings?: BookingSettings;
  /** E-mail on: a booking holds its place only once confirmed from the visitor's e-mail. */
  confirmByEmail?: boolean;
}): Promise<Response> {
  if (request.method !== "POST") return bookSlotMethodNotAllowed();
  if (!isSameOriginRequest(request)) return fail(403, "Cross-site request refused");

  let decision: RateLimitDecision;
  try {
    decision = await limiter.check(clientAddress, now().getTime(), db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return fail(503, BOOKING_MESSAGES.failed);
  }
  if (!decision.allowed) {
    return fail(
      429,
      "Too many requests. Please wait a minute and try again.",
      {},
      { "Retry-After": String(decision.retryAfterSeconds) },
    );
  }

  const input = await readJsonBody(request, {
    limit: MAX_BODY_BYTES,
    schema: BookSlotRequestSchema,
    messages: BODY_MESSAGES,
    describeIssue: describeFirstIssue,
  });
  if (!input.ok) return fail(input.status, input.error);

  // Paused by the owner: say so in their words rather than "that time is not open".
  if (settings.pausedMessage) return fail(409, settings.pausedMessage);

  try {
    const sender = await bookingSender(db, clientAddress);
    if (confirmByEmail) {
      const asked = await requestBooking(db, input.data, settings, now(), sender);
      if (!asked.ok) {
        log("info", "booking request refused", { reason: asked.reason });
        if (asked.reason === "not-offered") return fail(422, BOOKING_MESSAGES.notOffered);
        if (asked.reason === "no-address") return fail(400, BOOKING_MESSAGES.needsEmail);
        if (asked.reason === "recently-sent") return fail(429, BOOKING_MESSAGES.recentlySent);
        if (asked.reason === "sender-full") return fail(409, BOOKING_MESSAGES.senderFull);
        return fullRefusal(asked.reason === "full" ? asked.suggestion : null);
      }
      wakeOutbox();
      log("info", "booking request stored");
      const answer: BookingPendingAnswer = {
        success: true,
        pending: {
          email: asked.email,
          dayLabel: asked.dayLabel,
          windowLabel: asked.windowLabel,
          expiresAt: asked.expiresAt,
          expiresLabel: formatDateTime(asked.expiresAt, settings.timeZone),
          phone: currentBusiness().phone,
        },
      };
      return jsonAnswer(202, answer);
    }
    const result = await bookSlot(db, input.data, settings, now(), { sender });
    if (!result.ok) {
      log("info", "booking refused", { reason: result.reason });
      if (result.reason === "not-offered") return fail(422, BOOKING_MESSAGES.notOffered);
      if (result.reason === "already-booked") return fail(409, BOOKING_MESSAGES.alreadyBooked);
      if (result.reason === "sender-full") return fail(409, BOOKING_MESSAGES.senderFull);
      return fullRefusal(result.suggestion);
    }
    const { booking } = result;
    wakeOutbox();
    log("info", "booking stored", { id: booking.id, lead: booking.leadId });
    // The shop's saved facts, the same the confirmation e-mail and its calendar file carry.
    const shop = shopFacts(currentBusiness());
    const answer: BookingAnswer = {
      success: true,
      booking: {
        ref: booking.ref,
        day: booking.slot.day,
        start: booking.slot.start,
        end: booking.slot.end,
        dayLabel: dayLabel(booking.slot.day, { withYear: true }),
        windowLabel: booking.slot.label,
        startsAt: booking.slot.startsAt,
        endsAt: booking.slot.endsAt,
        timeZone: settings.timeZone,
        note: booking.note,
      },
      shop: { name: shop.name, address: shop.address, phone: shop.phone },
      ...(booking.bookingKey ? { bookingKey: booking.bookingKey } : {}),
    };
    return jsonAnswer(201, answer);
  } catch (error) {
    logStoreError("booking could not be stored", error);
    return fail(isDatabaseUnavailable(error) ? 503 : 500, BOOKING_MESSAGES.failed);
  }
}
