import { sql, type Kysely } from "kysely";

/**
 * Each product's own editorial content and the date its price was last checked.
 * review: JSON text (teaser, verdict, pros, cons, best-for, spec table) or null while the
 * product still shows its rank's canned text; badge: an optional label the owner sets;
 * price_checked_at: ISO time the price was last saved or confirmed. Existing prices count as
 * checked when their row was last written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").addColumn("review", "text").execute();
  await db.schema
    .alterTable("products")
    .addColumn("badge", "varchar(40)", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("products").addColumn("price_checked_at", "varchar(40)").execute();
  await sql`update products set price_checked_at = updated_at where price_cents is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("price_checked_at").execute();
  await db.schema.alterTable("products").dropColumn("badge").execute();
  await db.schema.alterTable("products").dropColumn("review").execute();
}
