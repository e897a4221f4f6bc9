import { sql, type Kysely } from "kysely";

import { bookingHoldKeys } from "~/lib/contact-keys";

import { isSqlite } from "../dialect";

/**
 * Against booking abuse: with e-mail on, a booking request holds no place until the visitor
 * confirms it from the e-mail sent to them (booking_requests, looked up by the hash of the link's
 * token, deleted once used or expired). One active booking per e-mail address and per phone:
 * booking_holds, one row per contact key, whose primary key decides between parallel requests.
 * A booking carries an opaque reference (for its calendar entry and the visitor's answer,
 * instead of the running id) and its sender: a keyed hash of the client address group, so the
 * owner can cancel every booking one sender made without the site keeping the address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = isSqlite(db);
  const idType = sqlite ? "integer" : "serial";
  await db.schema
    .createTable("booking_requests")
    .addColumn("id", idType, (col) => (sqlite ? col.primaryKey().autoIncrement() : col.primaryKey()))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    /** The normalised e-mail: one outstanding request per address (a new one replaces it). */
    .addColumn("email_key", "varchar(320)", (col) => col.notNull().unique())
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("window_start", "varchar(5)", (col) => col.notNull())
    .addColumn("note", "text", (col) => col.notNull())
    .addColumn("issue", "varchar(40)", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("email", "varchar(320)", (col) => col.notNull())
    .addColumn("phone", "varchar(40)")
    .addColumn("client_timestamp", "varchar(40)", (col) => col.notNull())
    .addColumn("booking_key_hash", "varchar(64)")
    .addColumn("sender", "varchar(64)")
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(40)", (col) => col.notNull())
    /** How many confirmation e-mails this address got since first_sent_at (at most 3 a day). */
    .addColumn("sends", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("first_sent_at", "varchar(40)", (col) => col.notNull())
    /** Set in the booking's own transaction when the link is used: the booking it made. */
    .addColumn("confirmed_ref", "varchar(32)")
    .execute();
  await db.schema.createIndex("booking_requests_expires_idx").on("booking_requests").column("expires_at").execute();

  await db.schema
    .createTable("booking_holds")
    .addColumn("kind", "varchar(10)", (col) => col.notNull())
    .addColumn("value", "varchar(320)", (col) => col.notNull())
    .addColumn("booking_id", "integer", (col) => col.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addPrimaryKeyConstraint("booking_holds_pk", ["kind", "value"])
    .execute();
  await db.schema.createIndex("booking_holds_booking_idx").on("booking_holds").column("booking_id").execute();

  await db.schema.alterTable("bookings").addColumn("ref", "varchar(32)").execute();
  await db.schema.alterTable("bookings").addColumn("sender", "varchar(64)").execute();
  // Bookings made before keep their id as reference: their calendar entries' UIDs stay the same.
  await db
    .updateTable("bookings")
    .set({ ref: sql`cast(id as varchar(32))` })
    .execute();
  await db.schema.createIndex("bookings_ref_idx").on("bookings").column("ref").unique().execute();
  // Bookings still active hold their e-mail and phone, as a new booking would (the oldest first
  // when two share one); a day gone by is not held (a no-show).
  const today = new Date().toISOString().slice(0, 10);
  const active: Array<{ id: number; day: string; email: string; phone: string | null }> = await db
    .selectFrom("bookings")
    .innerJoin("leads", "leads.id", "bookings.lead_id")
    .select(["bookings.id as id", "bookings.day as day", "leads.email as email", "leads.phone as phone"])
    .where("bookings.status", "=", "active")
    .where("bookings.day", ">=", today)
    .orderBy("bookings.id")
    .execute();
  for (const booking of active) {
    for (const key of bookingHoldKeys(booking)) {
      await db
        .insertInto("booking_holds")
        .values({ kind: key.kind, value: key.value, booking_id: booking.id, day: booking.day })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  await db.schema.createIndex("bookings_sender_idx").on("bookings").columns(["sender", "status"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("bookings_sender_idx").execute();
  await db.schema.dropIndex("bookings_ref_idx").execute();
  await db.schema.alterTable("bookings").dropColumn("sender").execute();
  await db.schema.alterTable("bookings").dropColumn("ref").execute();
  await db.schema.dropTable("booking_holds").execute();
  await db.schema.dropTable("booking_requests").execute();
}
