import type { Kysely } from "kysely";

import { isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import { encodeJson, jsonAnswer, jsonResponse, methodNotAllowed, type EncodedJson } from "~/lib/http/json.server";
import { createMemo } from "~/lib/memo.server";
import { logStoreError } from "~/lib/log.server";
import type { RateLimitDecision, RateLimiter } from "~/lib/rate-limit.server";

import { countTakenSeats } from "./bookings.server";
import type { SlotList } from "./schema";
import { getBookingSettings } from "./settings.server";
import { localDate, zonedInstant } from "./shop-time";
import { listSlots, slotKey, type BookingSettings, type SlotDay, type TakenSeats } from "./slots";

/** The picker asks on load, on focus and after a refusal; a minute's worth is far above that. */
export const SLOT_LIST_RATE_LIMIT = 60;
export const SLOT_LIST_RATE_WINDOW_MS = 60_000;
const defaultLimiter = createAddressLimiter({
  name: "booking-slots",
  limit: SLOT_LIST_RATE_LIMIT,
  windowMs: SLOT_LIST_RATE_WINDOW_MS,
});

/** The cache scope of the drop-off windows on offer. */
export const SLOT_LIST_SCOPE = "booking-slots";
/** Answers kept per day's windows: the places left and the windows already started differ between them. */
const MAX_ANSWERS = 8;

/**
 * One day's offer under one set of settings: every window of the horizon (today's from midnight)
 * with its times and labels worked out, which is the costly part (two time-zone conversions per
 * window, about a thousand windows at the largest settings); and the answers made from it.
 */
interface Schedule {
  days: SlotDay[];
  /** When each of today's windows starts (ms), in order: how many have started picks the answer. */
  todayStarts: number[];
  answers: Map<string, EncodedJson>;
}

// The key holds the settings and the shop's date, so a saved change or a new day is a new key;
// the TTL only bounds how long an unused day's windows stay in memory.
const schedules = createMemo<Schedule>({ scope: SLOT_LIST_SCOPE, ttlMs: 10 * 60_000, maxEntries: 4 });

function buildSchedule(settings: BookingSettings, today: string): Schedule {
  const days = listSlots(settings, zonedInstant(today, "00:00", settings.timeZone));
  const todayStarts = days[0]?.day === today ? days[0].windows.map((w) => Date.parse(w.startsAt)) : [];
  return { days, todayStarts, answers: new Map() };
}

/** The schedule's windows still to come, each with its places left: what listOpenSlots gives for `nowMs`. */
function withPlacesLeft(schedule: Schedule, started: number, taken: TakenSeats): SlotDay[] {
  return schedule.days.flatMap((day, i) => {
    const windows = (i === 0 ? day.windows.slice(started) : day.windows).map((w) => {
      const left = Math.max(0, w.capacity - (taken.get(slotKey(w.day, w.start)) ?? 0));
      return { ...w, left, full: left === 0 };
    });
    return windows.length > 0 ? [{ ...day, windows }] : [];
  });
}

/**
 * The windows on offer now with the places left. The windows themselves are worked out once
 * per settings and day; the seats taken are read on every request (one indexed query), so a
 * booking or a cancellation by any writer, on any app server, shows in the next answer.
 */
export async function slotListAnswer(db: Kysely<Database>, settings: BookingSettings, now: Date): Promise<EncodedJson> {
  const today = localDate(now, settings.timeZone);
  const schedule = await schedules.get(db, `${today} ${JSON.stringify(settings)}`, async () => buildSchedule(settings, today));
  const taken = await countTakenSeats(db, today);
  let started = 0;
  while (started < schedule.todayStarts.length && schedule.todayStarts[started]! <= now.getTime()) started++;
  const key = `${started} ${[...taken.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}=${n}`)
    .join(",")}`;
  let encoded = schedule.answers.get(key);
  if (!encoded) {
    const body: SlotList = {
      timeZone: settings.timeZone,
      paused: settings.pausedMessage ?? null,
      days: withPlacesLeft(schedule, started, taken),
    };
    // Never kept by a browser or a CDN: the places left change with every booking.
    encoded = encodeJson(body, "no-store");
    if (schedule.answers.size >= MAX_ANSWERS) schedule.answers.delete(schedule.answers.keys().next().value!);
    schedule.answers.set(key, encoded);
  }
  return encoded;
}

/** GET /api/booking-slots: the windows on offer now, under a per-address limit. */
export async function handleSlotListRequest({
  request,
  db,
  clientAddress,
  limiter = defaultLimiter,
  now = () => new Date(),
  settings = getBookingSettings(),
}: {
  request: Request;
  db: Kysely<Database>;
  clientAddress: string;
  limiter?: RateLimiter;
  now?: () => Date;
  settings?: BookingSettings;
}): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return methodNotAllowed({ success: false, error: "method: only GET is accepted" }, "GET, HEAD");
  }
  const unavailable = (status: number) =>
    jsonAnswer(status, { success: false, error: "Could not load the drop-off times. Please try again later." });
  try {
    const at = now();
    let decision: RateLimitDecision;
    try {
      decision = await limiter.check(clientAddress, at.getTime(), db);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return unavailable(503);
    }
    if (!decision.allowed) {
      const answer = jsonAnswer(
        429,
        { success: false, error: "Too many requests. Please wait a minute and try again." },
        { "Retry-After": String(decision.retryAfterSeconds) },
      );
      return answer;
    }
    const encoded = await slotListAnswer(db, settings, at);
    const answer = jsonResponse(encoded, request.headers.get("if-none-match"));
    return answer;
  } catch (error) {
    logStoreError("booking slots could not be read", error);
    return unavailable(isDatabaseUnavailable(error) ? 503 : 500);
  }
}
