import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * The shop's workflow: a lead moves through stages (each move a lead_events row), a visitor may
 * book a bench slot (one booking_seats row per taken seat, so capacity holds under parallel
 * bookings), and every e-mail is an outbox row written with its cause. "handled" leads become
 * "done".
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? "serial" : "integer";

  await db.schema
    .alterTable("leads")
    .addColumn("stage", "varchar(20)", (col) => col.notNull().defaultTo("new"))
    .execute();
  await db.schema.alterTable("leads").addColumn("stage_changed_at", "varchar(40)").execute();
  await db.schema.alterTable("leads").addColumn("lost_reason", "varchar(500)").execute();
  // sha256 of the key the diagnosis answer hands the visitor's browser, so a booking can join its lead.
  await db.schema.alterTable("leads").addColumn("booking_key_hash", "varchar(64)").execute();
  await sql`update leads set stage = case when status = 'handled' then 'done' else 'new' end, stage_changed_at = received_at`.execute(
    db,
  );
  await db.schema.dropIndex("leads_status_idx").execute();
  await db.schema.alterTable("leads").dropColumn("status").execute();
  await db.schema.createIndex("leads_stage_idx").on("leads").columns(["stage", "received_at"]).execute();
  await db.schema.createIndex("leads_booking_key_idx").on("leads").column("booking_key_hash").unique().execute();

  await db.schema
    .createTable("lead_events")
    .addColumn("id", idType, id)
    .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("from_stage", "varchar(20)")
    .addColumn("to_stage", "varchar(20)", (col) => col.notNull())
    .addColumn("note", "text")
    .addColumn("actor", "varchar(40)", (col) => col.notNull())
    .addColumn("at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_id", "id"]).execute();
  // The migrated leads start their history with the stage they were given.
  await sql`insert into lead_events (lead_id, from_stage, to_stage, note, actor, at)
    select id, null, stage, 'Imported from the earlier handled/new status', 'system', received_at from leads`.execute(db);

  await db.schema
    .createTable("bookings")
    .addColumn("id", idType, id)
    .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("window_start", "varchar(5)", (col) => col.notNull())
    .addColumn("window_end", "varchar(5)", (col) => col.notNull())
    .addColumn("status", "varchar(12)", (col) => col.notNull().defaultTo("active"))
    .addColumn("note", "text")
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("cancelled_at", "varchar(40)")
    .execute();
  await db.schema.createIndex("bookings_day_idx").on("bookings").columns(["day", "window_start"]).execute();
  await db.schema
    .createIndex("bookings_one_active_per_lead")
    .on("bookings")
    .column("lead_id")
    .unique()
    .where(sql.ref("status"), "=", "active")
    .execute();
  // A seat is taken by inserting its row: the primary key, not a count read first, holds the capacity.
  await db.schema
    .createTable("booking_seats")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("window_start", "varchar(5)", (col) => col.notNull())
    .addColumn("seat", "integer", (col) => col.notNull())
    .addColumn("booking_id", "integer", (col) => col.notNull().unique().references("bookings.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("booking_seats_pk", ["day", "window_start", "seat"])
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", idType, id)
    .addColumn("kind", "varchar(40)", (col) => col.notNull())
    .addColumn("subject_type", "varchar(20)", (col) => col.notNull())
    .addColumn("subject_id", "integer", (col) => col.notNull())
    // null: the shop's own alert addresses (SHOP_NOTIFY_TO) at the time of sending.
    .addColumn("recipient", "varchar(254)")
    .addColumn("subject", "varchar(300)", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(40)", (col) => col.notNull())
    .addColumn("claimed_until", "varchar(40)")
    .addColumn("last_error", "varchar(300)")
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("sent_at", "varchar(40)")
    .execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_subject_idx").on("outbox").columns(["subject_type", "subject_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("booking_seats").execute();
  await db.schema.dropTable("bookings").execute();
  await db.schema.dropTable("lead_events").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("new"))
    .execute();
  await sql`update leads set status = case when stage = 'done' then 'handled' else 'new' end`.execute(db);
  await db.schema.dropIndex("leads_booking_key_idx").execute();
  await db.schema.dropIndex("leads_stage_idx").execute();
  for (const column of ["stage", "stage_changed_at", "lost_reason", "booking_key_hash"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
  await db.schema.createIndex("leads_status_idx").on("leads").column("status").execute();
}
