import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { isProductPageLink } from "~/lib/affiliate";

import { utcDays } from "./buckets.server";
import type { AffiliateClicks } from "./types";

export const CLICK_DAYS = 30;
export const TOP_PRODUCTS = 10;

/**
 * Marketplace clicks (products and components) per day for the last 30 days, and the 10 products
 * clicked most with their own days. Clicks are stored per UTC day with no time of day, so these
 * days are UTC days. A product whose link is a search rather than its own page is marked.
 */
export async function loadAffiliateClicks(
  db: Kysely<Database>,
  now: Date,
  { days: count = CLICK_DAYS, top: topCount = TOP_PRODUCTS }: { days?: number; top?: number } = {},
): Promise<AffiliateClicks> {
  const days = utcDays(now, count);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const [daily, top] = await Promise.all([
    db
      .selectFrom("affiliate_clicks")
      .select(["day", (eb) => eb.fn.sum<string | number>("clicks").as("n")])
      .where("day", ">=", first)
      .where("day", "<=", last)
      .groupBy("day")
      .execute(),
    db
      .selectFrom("affiliate_clicks")
      .select(["item_id", (eb) => eb.fn.sum<string | number>("clicks").as("n")])
      .where("day", ">=", first)
      .where("day", "<=", last)
      .where("kind", "=", "product")
      .groupBy("item_id")
      .orderBy("n", "desc")
      .orderBy("item_id", "asc")
      .limit(topCount)
      .execute(),
  ]);
  const ids = top.map((t) => Number(t.item_id));
  const [series, products] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom("affiliate_clicks")
            .select(["item_id", "day", "clicks"])
            .where("day", ">=", first)
            .where("day", "<=", last)
            .where("kind", "=", "product")
            .where("item_id", "in", ids)
            .execute(),
          db.selectFrom("products").select(["id", "name", "affiliate_link"]).where("id", "in", ids).execute(),
        ]);
  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const perDay = new Map(daily.map((d) => [d.day, Number(d.n)]));
  const clicksByDay = days.map((day) => ({ day, clicks: perDay.get(day) ?? 0 }));
  return {
    days: clicksByDay,
    total: clicksByDay.reduce((sum, d) => sum + d.clicks, 0),
    top: top.map((t) => {
      const id = Number(t.item_id);
      const product = products.find((p) => Number(p.id) === id);
      const line = days.map(() => 0);
      for (const s of series) if (Number(s.item_id) === id) line[dayIndex.get(s.day) ?? -1] = Number(s.clicks);
      return {
        id,
        name: product?.name ?? `Deleted product #${id}`,
        exists: Boolean(product),
        searchLink: product ? !isProductPageLink(product.affiliate_link) : false,
        total: Number(t.n),
        series: line,
      };
    }),
  };
}
