import type { Kysely } from "kysely";

/**
 * One customer, one journey: a repair ticket may carry the date the shop promised it for (the
 * shop's local date, YYYY-MM-DD, read by the dashboard's list of today's promises through its
 * index). Notes without a status change are history rows whose from and to are the same, and
 * "returned" (collected unrepaired) is one more status value: neither needs a column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tickets").addColumn("promised_on", "varchar(10)").execute();
  await db.schema.createIndex("tickets_promised_idx").on("tickets").columns(["promised_on", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("tickets_promised_idx").execute();
  await db.schema.alterTable("tickets").dropColumn("promised_on").execute();
}
