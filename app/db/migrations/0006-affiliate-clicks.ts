import type { Kysely } from "kysely";

/** Outbound marketplace clicks, counted per item and day: no visitor data at all. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("affiliate_clicks")
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("item_id", "integer", (col) => col.notNull())
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("clicks", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("affiliate_clicks_pk", ["kind", "item_id", "day"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("affiliate_clicks").execute();
}
