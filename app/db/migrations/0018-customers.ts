import { PostgresAdapter, type Kysely } from "kysely";

import { contactKeys, type ContactKey } from "~/lib/contact-keys";

/**
 * Customers: one record per person, found by a normalised e-mail address or phone number
 * (`customer_keys`, one row per key, unique, so two parallel requests cannot make two
 * customers), tied to that person's leads, bookings and tickets by `customer_id`. A lead also
 * gathers the follow-ups its customer sent while it was open, and a customer keeps a history of
 * merges and splits. Existing leads and tickets (those not erased) get their customers here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? "serial" : "integer";

  await db.schema
    .createTable("customers")
    .addColumn("id", idType, id)
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("phone", "varchar(40)")
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .addColumn("erased_at", "varchar(40)")
    .execute();
  await db.schema.createIndex("customers_created_idx").on("customers").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("customer_keys")
    .addColumn("kind", "varchar(10)", (col) => col.notNull())
    .addColumn("value", "varchar(254)", (col) => col.notNull())
    .addColumn("customer_id", "integer", (col) => col.notNull().references("customers.id"))
    .addPrimaryKeyConstraint("customer_keys_pk", ["kind", "value"])
    .execute();
  await db.schema.createIndex("customer_keys_customer_idx").on("customer_keys").column("customer_id").execute();

  await db.schema
    .createTable("customer_events")
    .addColumn("id", idType, id)
    .addColumn("customer_id", "integer", (col) => col.notNull().references("customers.id"))
    // "merged", "split-from" or "split-to".
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("note", "text")
    .addColumn("actor", "varchar(20)", (col) => col.notNull())
    .addColumn("at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("customer_events_customer_idx").on("customer_events").columns(["customer_id", "id"]).execute();

  await db.schema
    .createTable("lead_follow_ups")
    .addColumn("id", idType, id)
    .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id"))
    // "diagnosis" or "booking".
    .addColumn("source", "varchar(20)", (col) => col.notNull())
    .addColumn("issue", "varchar(40)", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    // Who sent it, as they typed it: a follow-up may come with another name or phone.
    .addColumn("name", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("email", "varchar(254)", (col) => col.notNull().defaultTo(""))
    .addColumn("phone", "varchar(40)")
    // sha256 of the follow-up's own booking key: books on the lead only while it has no active booking.
    .addColumn("booking_key_hash", "varchar(64)")
    .addColumn("received_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_follow_ups_lead_idx").on("lead_follow_ups").columns(["lead_id", "id"]).execute();
  await db.schema
    .createIndex("lead_follow_ups_booking_key_idx")
    .on("lead_follow_ups")
    .column("booking_key_hash")
    .unique()
    .execute();

  for (const table of ["leads", "bookings", "tickets"]) {
    await db.schema
      .alterTable(table)
      .addColumn("customer_id", "integer", (col) => col.references("customers.id"))
      .execute();
    await db.schema.createIndex(`${table}_customer_idx`).on(table).column("customer_id").execute();
  }

  await backfill(db);
}

/**
 * Gives every lead and ticket not yet erased its customer, oldest first, by the rule new records
 * follow: the customer of the e-mail address, else of the phone; a ticket made from a lead takes
 * the lead's (its own address and phone added where free). Bookings follow their lead.
 */
async function backfill(db: Kysely<any>): Promise<void> {
  const owners = new Map<string, number>();
  const at = new Date().toISOString();
  const keyOf = (k: ContactKey) => `${k.kind}:${k.value}`;
  const customerFor = async (
    contact: { name: string; email: string | null; phone: string | null },
    given?: number,
  ): Promise<number> => {
    const keys = contactKeys(contact);
    let customerId = given ?? keys.map((k) => owners.get(keyOf(k))).find((v) => v !== undefined);
    if (customerId === undefined) {
      const row = await db
        .insertInto("customers")
        .values({ name: contact.name, email: contact.email, phone: contact.phone, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      customerId = Number(row.id);
    }
    for (const key of keys) {
      if (owners.has(keyOf(key))) continue;
      owners.set(keyOf(key), customerId);
      await db.insertInto("customer_keys").values({ kind: key.kind, value: key.value, customer_id: customerId }).execute();
    }
    return customerId;
  };

  const leadCustomers = new Map<number, number>();
  for (let after = 0; ;) {
    const rows: Array<{ id: number; name: string; email: string; phone: string | null }> = await db
      .selectFrom("leads")
      .select(["id", "name", "email", "phone"])
      .where("erased_at", "is", null)
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const customerId = await customerFor(row);
      leadCustomers.set(Number(row.id), customerId);
      await db.updateTable("leads").set({ customer_id: customerId }).where("id", "=", row.id).execute();
      await db.updateTable("bookings").set({ customer_id: customerId }).where("lead_id", "=", row.id).execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }

  for (let after = 0; ;) {
    const rows: Array<{ id: number; lead_id: number | null; customer_name: string; email: string | null; phone: string | null }> =
      await db
        .selectFrom("tickets")
        .select(["id", "lead_id", "customer_name", "email", "phone"])
        .where("erased_at", "is", null)
        .where("id", ">", after)
        .orderBy("id")
        .limit(1000)
        .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const customerId = await customerFor(
        { name: row.customer_name, email: row.email, phone: row.phone },
        row.lead_id === null ? undefined : leadCustomers.get(Number(row.lead_id)),
      );
      await db.updateTable("tickets").set({ customer_id: customerId }).where("id", "=", row.id).execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["tickets", "bookings", "leads"]) {
    await db.schema.dropIndex(`${table}_customer_idx`).execute();
    await db.schema.alterTable(table).dropColumn("customer_id").execute();
  }
  await db.schema.dropTable("lead_follow_ups").execute();
  await db.schema.dropTable("customer_events").execute();
  await db.schema.dropTable("customer_keys").execute();
  await db.schema.dropTable("customers").execute();
}
