import { sql, type Kysely } from "kysely";

/**
 * Repair tickets per status come from `ticket_status_counts`, one row per status, kept by
 * createTicket and moveTicket in the same transaction as the change (as `lead_stage_counts` is
 * for leads), instead of a count over every ticket on each view of the tickets list and the
 * dashboard.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("ticket_status_counts")
    .addColumn("status", "varchar(20)", (col) => col.primaryKey())
    .addColumn("n", "integer", (col) => col.notNull())
    .execute();
  await sql`insert into ticket_status_counts (status, n) select status, count(*) from tickets group by status`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("ticket_status_counts").execute();
}
