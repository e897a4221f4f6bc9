import type { Kysely } from "kysely";

/**
 * Messages to the customer: an outbox row may name a Reply-To address and carry small
 * attachments (a JSON list, such as the booking's calendar file); a booking remembers when the
 * day-before reminder pass handled it, so each booking is reminded once; and the dashboard's
 * list of leads still waiting reads new leads by arrival from an index of their own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("reply_to", "varchar(320)").execute();
  await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
  await db.schema.alterTable("bookings").addColumn("reminded_at", "varchar(40)").execute();
  await db.schema.createIndex("leads_stage_received_idx").on("leads").columns(["stage", "received_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_stage_received_idx").execute();
  await db.schema.alterTable("bookings").dropColumn("reminded_at").execute();
  await db.schema.alterTable("outbox").dropColumn("attachments").execute();
  await db.schema.alterTable("outbox").dropColumn("reply_to").execute();
}
