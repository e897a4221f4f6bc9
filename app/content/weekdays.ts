/**
 * The week and the shape of opening hours, apart from the parsing and wording in hours.ts:
 * the default business (in every page's script) needs only these, not the rest.
 */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `close` may be "24:00" (open until midnight); a day is open from `open` to `close` on the same day. */
export type DayHours = { closed: true } | { closed: false; open: string; close: string };
export type OpeningHours = Record<Weekday, DayHours>;

export const ALWAYS_OPEN: OpeningHours = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { closed: false, open: "00:00", close: "24:00" }]),
) as OpeningHours;
