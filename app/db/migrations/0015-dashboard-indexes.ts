import type { Kysely } from "kysely";

/**
 * Indexes the admin dashboard's counts read by range, so each query touches only the recent rows
 * it counts: leads by arrival with their stage (an index-only scan of a few weeks), every booking
 * of a lead (the partial unique index holds only active ones), status changes by status and time
 * (turnaround), and clicks by day (the last 30 days of every item).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("leads_received_stage_idx").on("leads").columns(["received_at", "id", "stage"]).execute();
  await db.schema.createIndex("bookings_lead_idx").on("bookings").columns(["lead_id", "status"]).execute();
  await db.schema.createIndex("ticket_events_status_at_idx").on("ticket_events").columns(["to_status", "at"]).execute();
  await db.schema
    .createIndex("affiliate_clicks_day_idx")
    .on("affiliate_clicks")
    .columns(["day", "kind", "item_id", "clicks"])
    .execute();
  await db.schema.createIndex("outbox_status_created_idx").on("outbox").columns(["status", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("outbox_status_created_idx").execute();
  await db.schema.dropIndex("affiliate_clicks_day_idx").execute();
  await db.schema.dropIndex("ticket_events_status_at_idx").execute();
  await db.schema.dropIndex("bookings_lead_idx").execute();
  await db.schema.dropIndex("leads_received_stage_idx").execute();
}
