import type { Kysely } from "kysely";

import { isSqlite } from "../dialect";

/**
 * Intake and pickup that protect the shop: the device's condition, its passcode (encrypted,
 * erased at pickup), the customer's data consent, the intake terms they signed and their
 * signature, the pickup checklist and signature, the ready-reminder count and the abandoned flag;
 * condition photos (bytes in the database, erased with the ticket's personal data) and the
 * short-lived links the owner's phone uploads them through.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = isSqlite(db);
  const idType = sqlite ? "integer" : "serial";
  const id = (col: any) => (sqlite ? col.primaryKey().autoIncrement() : col.primaryKey());

  const columns: Array<[string, string]> = [
    /** JSON: {screen, case, keys, liquid: boolean, powers: "yes" | "no" | "untested"}. */
    ["condition", "varchar(200)"],
    ["condition_note", "varchar(1000)"],
    /** given, not_needed or stay (the customer stays to unlock it). */
    ["passcode_mode", "varchar(12)"],
    /** AES-256-GCM: base64url of iv | tag | ciphertext; null once picked up or erased. */
    ["passcode_enc", "text"],
    /** 1: back up the data first; 0: no backup wanted; null: not asked. */
    ["backup_first", "integer"],
    /** The intake terms as the customer signed them, and their version. */
    ["intake_terms", "text"],
    ["intake_terms_version", "integer"],
    /** A drawn signature (SVG path data) or, when drawing was not possible, the name typed. */
    ["intake_signature", "text"],
    ["intake_signed_name", "varchar(120)"],
    ["intake_signed_at", "varchar(40)"],
    ["intake_by", "varchar(40)"],
    /** JSON: what was handed back at pickup ({accessories: boolean, device: boolean}). */
    ["pickup_checklist", "varchar(500)"],
    ["pickup_signature", "text"],
    ["pickup_signed_name", "varchar(120)"],
    ["pickup_signed_at", "varchar(40)"],
    /** How many "ready, please collect" reminders were queued since the ticket became ready. */
    ["ready_reminders", "integer"],
    ["abandoned_at", "varchar(40)"],
  ];
  for (const [name, type] of columns) {
    await db.schema
      .alterTable("tickets")
      .addColumn(name, type as any)
      .execute();
  }

  await db.schema
    .createTable("ticket_photos")
    .addColumn("id", idType, id)
    .addColumn("ticket_id", "integer", (col) => col.notNull().references("tickets.id").onDelete("cascade"))
    /** image/jpeg, image/png or image/webp, as the bytes say. */
    .addColumn("mime", "varchar(20)", (col) => col.notNull())
    .addColumn("bytes", sqlite ? "blob" : "bytea", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("ticket_photos_ticket_idx").on("ticket_photos").column("ticket_id").execute();

  await db.schema
    .createTable("photo_links")
    .addColumn("id", idType, id)
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("ticket_id", "integer", (col) => col.notNull().references("tickets.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(40)", (col) => col.notNull())
    /** Photos received through it; a link takes a bounded number. */
    .addColumn("uploads", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("photo_links_expires_idx").on("photo_links").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("photo_links").execute();
  await db.schema.dropTable("ticket_photos").execute();
}
