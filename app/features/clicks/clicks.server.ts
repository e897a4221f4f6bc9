import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/types";

import type { Click, ClickKind } from "./schema";

const TABLE_OF: Record<ClickKind, "products" | "pc_components"> = { product: "products", component: "pc_components" };

export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** Adds one click for today; returns false (and stores nothing) for an item that does not exist. */
export async function recordClick(db: Kysely<Database>, click: Click, now = new Date()): Promise<boolean> {
  const exists = await db
    .selectFrom(TABLE_OF[click.kind] as never)
    .select(sql<number>`1`.as("one"))
    .where("id" as never, "=", click.id as never)
    .executeTakeFirst();
  if (!exists) return false;
  await db
    .insertInto("affiliate_clicks")
    .values({ kind: click.kind, item_id: click.id, day: utcDay(now), clicks: 1 })
    .onConflict((oc) => oc.columns(["kind", "item_id", "day"]).doUpdateSet({ clicks: sql`affiliate_clicks.clicks + 1` }))
    .execute();
  return true;
}

/** Clicks per item over the last `days` days (today included). */
export async function countRecentClicks(
  db: Kysely<Database>,
  kind: ClickKind,
  days = 30,
  now = new Date(),
): Promise<Map<number, number>> {
  const since = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const rows = await db
    .selectFrom("affiliate_clicks")
    .select(["item_id", (eb) => eb.fn.sum<string | number>("clicks").as("total")])
    .where("kind", "=", kind)
    .where("day", ">=", since)
    .groupBy("item_id")
    .execute();
  return new Map(rows.map((r) => [Number(r.item_id), Number(r.total)]));
}
