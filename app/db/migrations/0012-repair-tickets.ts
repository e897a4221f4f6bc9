import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Repair tickets: one row per machine in the shop, its status history (public and private notes),
 * and a per-month counter that hands out the short ticket numbers (SC-YYMM-NNNN) with one atomic
 * upsert inside the ticket's own transaction, so parallel creates never share a number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? "serial" : "integer";

  await db.schema
    .createTable("ticket_counters")
    .addColumn("month", "varchar(4)", (col) => col.primaryKey())
    .addColumn("last_seq", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("tickets")
    .addColumn("id", idType, id)
    .addColumn("number", "varchar(20)", (col) => col.notNull().unique())
    .addColumn("lead_id", "integer", (col) => col.references("leads.id").onDelete("set null"))
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("customer_name", "varchar(120)", (col) => col.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("phone", "varchar(40)")
    // The phone's digits only, so a search or a lookup matches however the number was written.
    .addColumn("phone_digits", "varchar(40)")
    .addColumn("device_type", "varchar(20)", (col) => col.notNull())
    .addColumn("device_model", "varchar(120)", (col) => col.notNull())
    .addColumn("serial", "varchar(80)")
    .addColumn("problem", "text", (col) => col.notNull())
    .addColumn("accessories", "varchar(500)")
    .addColumn("estimate_cents", "integer")
    // When the customer agreed to status e-mails; null: no consent, no e-mail.
    .addColumn("email_consent_at", "varchar(40)")
    // The status link's token (see docs/decisions/013-ticket-tokens.md) and its sha256, looked up by.
    .addColumn("token", "varchar(64)")
    .addColumn("token_hash", "varchar(64)", (col) => col.unique())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .addColumn("status_changed_at", "varchar(40)", (col) => col.notNull())
    // When it was picked up or cancelled (null while open); retention counts from here.
    .addColumn("closed_at", "varchar(40)")
    .addColumn("erased_at", "varchar(40)")
    .execute();
  await db.schema.createIndex("tickets_status_idx").on("tickets").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("tickets_lead_idx").on("tickets").column("lead_id").execute();
  await db.schema.createIndex("tickets_closed_idx").on("tickets").column("closed_at").execute();

  await db.schema
    .createTable("ticket_events")
    .addColumn("id", idType, id)
    .addColumn("ticket_id", "integer", (col) => col.notNull().references("tickets.id").onDelete("cascade"))
    .addColumn("from_status", "varchar(20)")
    .addColumn("to_status", "varchar(20)", (col) => col.notNull())
    .addColumn("public_note", "text")
    .addColumn("private_note", "text")
    .addColumn("actor", "varchar(40)", (col) => col.notNull())
    .addColumn("at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("ticket_events_ticket_idx").on("ticket_events").columns(["ticket_id", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("ticket_events").execute();
  await db.schema.dropTable("tickets").execute();
  await db.schema.dropTable("ticket_counters").execute();
}
