import type { Kysely } from "kysely";

/**
 * Indexes checked against the plans both engines choose with 1,000,000 leads and 100,000 tickets
 * (npm run bench:scale):
 * - leads by arrival: (received_at, id, stage) from 0015 serves the keyset list, the export and
 *   the dashboard's weeks, so 0014's (received_at, id) is dropped as its duplicate prefix;
 * - tickets of one status oldest first (the dashboard's "in the shop now"): (status, created_at,
 *   id), replacing 0012's (status, created_at), which on PostgreSQL lacked the tie-break on id;
 * - tickets waiting for parts the longest: (status, status_changed_at, id), so the overdue list
 *   reads its first rows instead of sorting every ticket of that status;
 * - the outbox list newest first within a status, by keyset: 0014's (status, id) already serves it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_received_id_idx").execute();
  await db.schema.createIndex("tickets_status_created_id_idx").on("tickets").columns(["status", "created_at", "id"]).execute();
  await db.schema.dropIndex("tickets_status_idx").execute();
  await db.schema
    .createIndex("tickets_status_changed_idx")
    .on("tickets")
    .columns(["status", "status_changed_at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("tickets_status_changed_idx").execute();
  await db.schema.createIndex("tickets_status_idx").on("tickets").columns(["status", "created_at"]).execute();
  await db.schema.dropIndex("tickets_status_created_id_idx").execute();
  await db.schema.createIndex("leads_received_id_idx").on("leads").columns(["received_at", "id"]).execute();
}
