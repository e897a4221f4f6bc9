import crypto from "node:crypto";
import fs from "node:fs";

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openMigratedDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { createOutboxWorker } from "~/features/outbox/index.server";
import { exportPerson } from "~/features/privacy/privacy-admin.server";
import { getConfig, parseConfig, setConfig } from "~/lib/config.server";
import { setLogLevel } from "~/lib/log.server";

import { forgetPasscodeKey } from "~/lib/secret-box.server";
import { runReadyTicketsPass } from "./ready-reminders.server";
import { TicketFormSchema } from "./schema.server";
import { submitTicketPage } from "./ticket-forms.server";
import { ticketsCsv } from "./tickets-csv.server";
import { createTicket, moveTicket } from "./tickets.server";
import { testActor } from "../../../tests/factories";

const KEY = "3c".repeat(32);
const DAY_MS = 86_400_000;
const T0 = new Date("2026-11-02T15:00:00.000Z");
const PICKUP = { deviceReturned: true, accessoriesReturned: false, signature: null, signedName: "Robin Lee" };

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

/**
 * A known passcode goes through a ticket's whole life (set, shown, e-mails on every move, a
 * reminder, pickup) and is looked for in everything the site writes out: the e-mails in the
 * outbox, tickets.csv, the privacy export, the log, and after pickup the database itself.
 */
describe.each(testDatabaseKinds())("the passcode stays out of every output on $kind", ({ kind, make }) => {
  let handle: DbHandle;
  let test: TestDatabase;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;

  beforeAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525", TICKET_SECRET_KEY: KEY }));
    ({ handle, test, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({}));
    setLogLevel("silent");
    vi.restoreAllMocks();
    await cleanup?.();
  });

  /** Every live row of every table as text (PostgreSQL), or the bytes of the file and its log after a checkpoint (SQLite). */
  async function databaseHolds(...needles: string[]): Promise<string[]> {
    if (kind === "sqlite") {
      await sql`pragma wal_checkpoint(truncate)`.execute(db());
      const file = test.url.slice("file:".length);
      const bytes = [file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f));
      return needles.filter((n) => bytes.some((b) => b.includes(n)));
    }
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db());
    let text = "";
    for (const { name } of tables.rows) {
      const rows = await sql<{ r: string }>`select t::text as r from ${sql.table(name)} t`.execute(db());
      text += rows.rows.map((r) => r.r).join("\n");
    }
    return needles.filter((n) => text.includes(n));
  }

  it("is in no e-mail, CSV, privacy export or log line, and gone from the database after pickup", async () => {
    const hex = crypto.randomBytes(5).toString("hex");
    const passcode = `PASS${hex}`;
    const email = `robin.${hex}@example.com`;
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
    setLogLevel("debug");

    const created = await createTicket(
      db(),
      TicketFormSchema.parse({
        customerName: "Robin Lee",
        email,
        deviceType: "laptop",
        deviceModel: "MacBook Air",
        problem: "Battery swollen",
        emailConsent: "on",
      }),
      { by: await testActor(db()), now: T0 },
    );
    if (!created.ok) throw new Error("ticket not created");
    const id = created.id;
    const post = async (fields: Record<string, string>, now: Date) =>
      submitTicketPage(db(), id, form(fields), now, await testActor(db()));
    expect(await post({ intent: "setPasscode", mode: "given", passcode }, T0)).toMatchObject({ outcome: { ok: true } });
    const { passcode_enc: ciphertext } = await db()
      .selectFrom("tickets")
      .select("passcode_enc")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(ciphertext).toMatch(/^v1\./);
    // What a copy of the database holds while the device is in the shop: the ciphertext, never the passcode.
    expect(await databaseHolds(passcode, ciphertext!)).toEqual([ciphertext]);

    expect(await post({ intent: "showPasscode" }, T0)).toMatchObject({ outcome: { ok: true, passcode } });
    expect(await moveTicket(db(), { by: await testActor(db()), ticketId: id, to: "diagnosing", now: T0 })).toMatchObject({
      ok: true,
    });
    expect(await moveTicket(db(), { by: await testActor(db()), ticketId: id, to: "ready", now: T0 })).toMatchObject({ ok: true });
    const week = new Date(T0.getTime() + 7 * DAY_MS);
    expect(await runReadyTicketsPass(db(), week, { postgres: kind === "postgres", timeZone: "America/New_York" })).toMatchObject({
      reminders: 1,
    });

    // The exports while the passcode is still kept.
    const exported = async (format: string) =>
      (await exportPerson(db(), form({ email, format }), week, "Shop", await testActor(db()))).text();
    const csv = async () => new Response(ticketsCsv(db())).text();
    const before = [await exported("json"), await exported("csv"), await csv()];
    expect(before[0]).toContain("Given to the shop");

    expect(
      await moveTicket(db(), { by: await testActor(db()), ticketId: id, to: "picked_up", pickup: PICKUP, now: week }),
    ).toMatchObject({ ok: true });
    const after = [await exported("json"), await exported("csv"), await csv()];

    // The outbox worker sends them all, logging each send.
    const sent: string[] = [];
    const worker = createOutboxWorker({
      db: db(),
      postgres: kind === "postgres",
      mail: getConfig().mail,
      pollMs: 60_000,
      poll: false,
      clock: () => week,
      sender: {
        async send(row) {
          sent.push([row.subject, row.text_body, row.html_body].join("\n"));
        },
        close() {},
      },
    });
    await worker.drain();
    await worker.stop();
    setLogLevel("silent");
    vi.restoreAllMocks();

    const outbox = await db().selectFrom("outbox").select(["subject", "text_body", "html_body"]).execute();
    expect(outbox.length).toBeGreaterThanOrEqual(5);
    expect(sent).toHaveLength(outbox.length);
    expect(sent.join("\n")).toContain("is waiting for you");
    const everything = {
      outbox: JSON.stringify(outbox),
      sent: sent.join("\n"),
      before: before.join("\n"),
      after: after.join("\n"),
    };
    for (const [where, text] of Object.entries(everything)) {
      expect(text, where).not.toContain(passcode);
      expect(text, where).not.toContain(ciphertext);
    }
    expect(written.join("")).toContain("outbox: sent");
    expect(written.join(""), "log").not.toContain(passcode);
    expect(written.join(""), "log").not.toContain(ciphertext);

    // Picked up: neither the passcode nor its ciphertext is left in the database.
    expect(await databaseHolds(passcode, ciphertext!)).toEqual([]);
  });
});
