import { addDays, localDate, weekdayOf, zonedInstant } from "~/features/booking/index.server";

/** A run of calendar buckets: labels[i] covers [bounds[i], bounds[i + 1]), instants as ISO text. */
export interface Buckets {
  labels: string[];
  /** labels.length + 1 instants (ISO, UTC), oldest first, comparable as text with stored times. */
  bounds: string[];
}

const midnight = (date: string, timeZone: string) => zonedInstant(date, "00:00", timeZone).toISOString();

/**
 * The last `count` weeks, Monday to Monday in the shop's time zone, this week last: labels are
 * each week's Monday. A week with a daylight-saving change is an hour longer or shorter, as the
 * shop's clocks are.
 */
export function shopWeeks(now: Date, timeZone: string, count: number): Buckets {
  const today = localDate(now, timeZone);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const labels = Array.from({ length: count }, (_, i) => addDays(monday, (i - count + 1) * 7));
  const bounds = [...labels, addDays(monday, 7)].map((d) => midnight(d, timeZone));
  return { labels, bounds };
}

/** The last `count` calendar months in the shop's time zone, this month last: labels are YYYY-MM. */
export function shopMonths(now: Date, timeZone: string, count: number): Buckets {
  const [y, m] = localDate(now, timeZone).split("-").map(Number) as [number, number];
  const firsts = Array.from({ length: count + 1 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1) + i, 1));
    return d.toISOString().slice(0, 10);
  });
  return { labels: firsts.slice(0, count).map((d) => d.slice(0, 7)), bounds: firsts.map((d) => midnight(d, timeZone)) };
}

/** The last `count` UTC days, today last (YYYY-MM-DD). */
export function utcDays(now: Date, count: number): string[] {
  const today = now.toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** The nearest-rank percentile (0 < p ≤ 1) of the values; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/** The bucket index of an ISO instant, or -1 outside them. */
export function bucketOf(buckets: Buckets, instant: string): number {
  if (instant < buckets.bounds[0]! || instant >= buckets.bounds[buckets.bounds.length - 1]!) return -1;
  let i = 0;
  while (instant >= buckets.bounds[i + 1]!) i++;
  return i;
}
