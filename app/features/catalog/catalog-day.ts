/** Review dates follow the shop's clock (Melbourne, FL), not the server's or the visitor's. */
export const SHOP_TIME_ZONE = "America/New_York";

export interface CatalogDay {
  /** "2026-11-21": the calendar day in the shop's time zone (the page cache keys on the server's own day; its 30 s TTL makes the difference moot). */
  key: string;
  year: number;
  /** "November 21, 2026": "Reviews updated <today's date>". */
  label: string;
}

export function getCatalogDay(now: Date = new Date()): CatalogDay {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const label = new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(now);
  return { key: `${get("year")}-${get("month")}-${get("day")}`, year: Number(get("year")), label };
}
