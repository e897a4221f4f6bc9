import type { Kysely } from "kysely";

/**
 * The outbox list shows each message's attachment names; it read every attachment's whole text
 * (up to 3 × 64 KB a row) to find them. The names now have a column of their own, written when
 * the message is queued and filled here for the rows already stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("attachment_names", "varchar(300)").execute();
  const rows: Array<{ id: number; attachments: string }> = await db
    .selectFrom("outbox")
    .select(["id", "attachments"])
    .where("attachments", "is not", null)
    .execute();
  for (const row of rows) {
    let names = "";
    try {
      const files: unknown = JSON.parse(row.attachments);
      if (Array.isArray(files)) {
        names = files
          .map((f) => (f && typeof f === "object" && typeof f.filename === "string" ? f.filename : ""))
          .filter(Boolean)
          .join("/");
      }
    } catch {
      names = "";
    }
    await db
      .updateTable("outbox")
      .set({ attachment_names: names.slice(0, 300) })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("attachment_names").execute();
}
