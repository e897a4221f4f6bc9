/** A price older than this many days is listed in the admin for checking. */
export const PRICE_STALE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

const FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Nov 23, 2026"; undefined for a missing or unreadable date. Fixed to UTC so server and browser agree. */
export function formatPriceDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : FORMAT.format(time);
}

/** True when the price was never checked or was last checked more than PRICE_STALE_DAYS ago. */
export function isPriceStale(iso: string | null | undefined, now: Date): boolean {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) || now.getTime() - time > PRICE_STALE_DAYS * DAY_MS;
}
