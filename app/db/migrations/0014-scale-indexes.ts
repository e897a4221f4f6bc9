import { sql, type Kysely } from "kysely";

/**
 * What keeps the admin's lists and counts flat as the data grows:
 * - the newest-first lists page by keyset, so each order and filter gets an index ending in the
 *   order's columns (PostgreSQL has no implicit rowid at the end of an index, as SQLite has);
 * - the leads per stage come from `lead_stage_counts`, one row per stage, kept by createLead and
 *   moveLead in the same transaction as the change, instead of a count over every lead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("leads_received_id_idx").on("leads").columns(["received_at", "id"]).execute();
  await db.schema.createIndex("leads_stage_received_id_idx").on("leads").columns(["stage", "received_at", "id"]).execute();
  // Superseded by the two above.
  await db.schema.dropIndex("leads_received_at_idx").execute();
  await db.schema.dropIndex("leads_stage_idx").execute();
  await db.schema.createIndex("tickets_status_id_idx").on("tickets").columns(["status", "id"]).execute();
  await db.schema.createIndex("outbox_status_id_idx").on("outbox").columns(["status", "id"]).execute();

  await db.schema
    .createTable("lead_stage_counts")
    .addColumn("stage", "varchar(20)", (col) => col.primaryKey())
    .addColumn("n", "integer", (col) => col.notNull())
    .execute();
  await sql`insert into lead_stage_counts (stage, n) select stage, count(*) from leads group by stage`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_stage_counts").execute();
  await db.schema.dropIndex("outbox_status_id_idx").execute();
  await db.schema.dropIndex("tickets_status_id_idx").execute();
  await db.schema.createIndex("leads_stage_idx").on("leads").columns(["stage", "received_at"]).execute();
  await db.schema.createIndex("leads_received_at_idx").on("leads").column("received_at").execute();
  await db.schema.dropIndex("leads_stage_received_id_idx").execute();
  await db.schema.dropIndex("leads_received_id_idx").execute();
}
