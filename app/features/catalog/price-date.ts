/** A price older than this many days is listed in the admin for checking. */
export const PRICE_STALE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

// en-US short month names, as Intl.DateTimeFormat("en-US", { month: "short" }) writes them.
// Spelled out rather than asked of Intl: on listing and review pages this was the browser's only
// Intl call, and the first one in a page loads the locale and time-zone data (about a fifth of
// the review page's script time, profiled at 4x CPU slowdown).
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "Nov 23, 2026"; undefined for a missing or unreadable date. Fixed to UTC so server and browser agree. */
export function formatPriceDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** True when the price was never checked or was last checked more than PRICE_STALE_DAYS ago. */
export function isPriceStale(iso: string | null | undefined, now: Date): boolean {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) || now.getTime() - time > PRICE_STALE_DAYS * DAY_MS;
}
