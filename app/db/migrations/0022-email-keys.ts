import { sql, type Kysely } from "kysely";

import { normalizeEmail } from "~/lib/contact-keys";

/**
 * Every e-mail address a lead, a ticket or an outbox message holds gets a column beside it with
 * the same address in one spelling (normalizeEmail: NFKC, then lower-cased, the form of
 * `customer_keys`), set by the code that writes the row. Searches compare that column with the
 * searched address normalised the same way, on both engines: SQL's lower() folds only ASCII on
 * SQLite and never applies NFKC, so "ÉLODIE…" and a decomposed "É" were missed. The address as
 * typed stays for display and sending. Stored rows are filled here, in batches.
 */
const COLUMNS = [
  { table: "leads", column: "email", key: "email_key", oldIndex: "leads_email_lower_idx", index: "leads_email_key_idx" },
  { table: "tickets", column: "email", key: "email_key", oldIndex: "tickets_email_lower_idx", index: "tickets_email_key_idx" },
  {
    table: "outbox",
    column: "recipient",
    key: "recipient_key",
    oldIndex: "outbox_recipient_lower_idx",
    index: "outbox_recipient_key_idx",
  },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, column, key, oldIndex, index } of COLUMNS) {
    await db.schema.alterTable(table).addColumn(key, "varchar(254)").execute();
    for (let after = 0; ;) {
      const rows: Array<{ id: number; address: string | null }> = await db
        .selectFrom(table)
        .select(["id", `${column} as address`])
        .where("id", ">", after)
        .orderBy("id")
        .limit(1000)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const value = normalizeEmail(row.address);
        if (value !== null)
          await db
            .updateTable(table)
            .set({ [key]: value })
            .where("id", "=", row.id)
            .execute();
      }
      after = Number(rows[rows.length - 1]!.id);
    }
    await db.schema.dropIndex(oldIndex).execute();
    await db.schema.createIndex(index).on(table).column(key).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, column, key, oldIndex, index } of [...COLUMNS].reverse()) {
    await db.schema.dropIndex(index).execute();
    await db.schema
      .createIndex(oldIndex)
      .on(table)
      .expression(sql`lower(${sql.ref(column)})`)
      .execute();
    await db.schema.alterTable(table).dropColumn(key).execute();
  }
}
