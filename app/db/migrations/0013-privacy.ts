import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Privacy: a lead remembers when its personal details were erased, carries its phone's digits
 * (so one person's records are found however the number was written), and the erasure log
 * records each erasure by date, reason and counts, never whose. Indexes let the privacy tool
 * find a person by e-mail or phone and the retention job find what is due without a scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? "serial" : "integer";

  await db.schema.alterTable("leads").addColumn("erased_at", "varchar(40)").execute();
  await db.schema.alterTable("leads").addColumn("phone_digits", "varchar(40)").execute();
  // Backfill the digits in batches (SQLite has no regexp_replace).
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; phone: string }> = await db
      .selectFrom("leads")
      .select(["id", "phone"])
      .where("phone", "is not", null)
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const digits = String(row.phone).replace(/\D/g, "");
      await db
        .updateTable("leads")
        .set({ phone_digits: digits || null })
        .where("id", "=", row.id)
        .execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }

  await db.schema
    .createIndex("leads_email_lower_idx")
    .on("leads")
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.createIndex("leads_phone_digits_idx").on("leads").column("phone_digits").execute();
  // Only leads not yet erased are ever due, so the retention job's index holds only those.
  await db.schema
    .createIndex("leads_retention_due_idx")
    .on("leads")
    .columns(["received_at", "id"])
    .where(sql.ref("erased_at"), "is", null)
    .execute();
  await db.schema
    .createIndex("tickets_email_lower_idx")
    .on("tickets")
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.createIndex("tickets_phone_digits_idx").on("tickets").column("phone_digits").execute();
  await db.schema
    .createIndex("outbox_recipient_lower_idx")
    .on("outbox")
    .expression(sql`lower(recipient)`)
    .execute();
  await db.schema.createIndex("outbox_created_idx").on("outbox").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("privacy_erasures")
    .addColumn("id", idType, id)
    .addColumn("at", "varchar(40)", (col) => col.notNull())
    // "request" (a person asked) or "retention" (the daily job).
    .addColumn("reason", "varchar(20)", (col) => col.notNull())
    .addColumn("leads", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("bookings", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("tickets", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("messages", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("privacy_erasures_at_idx").on("privacy_erasures").columns(["at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("privacy_erasures").execute();
  for (const index of [
    "outbox_created_idx",
    "outbox_recipient_lower_idx",
    "tickets_phone_digits_idx",
    "tickets_email_lower_idx",
    "leads_retention_due_idx",
    "leads_phone_digits_idx",
    "leads_email_lower_idx",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable("leads").dropColumn("phone_digits").execute();
  await db.schema.alterTable("leads").dropColumn("erased_at").execute();
}
