/** Review dates follow the shop's clock (SHOP_TIMEZONE), not the server's or the visitor's. */
export interface CatalogDay {
  /** "2026-11-21": the calendar day in the shop's time zone (the page cache keys on the server's own day; its 30 s TTL makes the difference moot). */
  key: string;
  year: number;
  /** "November 21, 2026": "Reviews updated <today's date>". */
  label: string;
}

/** The shop's calendar day at `now`, in `timeZone` (the shop's, from currentTimeZone()). */
export function getCatalogDay(now: Date, timeZone: string): CatalogDay {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const label = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(now);
  return { key: `${get("year")}-${get("month")}-${get("day")}`, year: Number(get("year")), label };
}
