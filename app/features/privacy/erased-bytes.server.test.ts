import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { backupSqlite } from "../../../scripts/db-backup.js";
import { makePostgresDatabase, makeSqliteDatabase, openMigratedDatabase } from "../../../tests/db";
import { labourLine, signedPickup, testActor } from "../../../tests/factories";
import { pngSpelling } from "../../../tests/photos";
import type { DbHandle } from "~/db/client.server";
import { createLead } from "~/features/leads/index.server";
import { decideEstimate, recordPayment, saveEstimate, sendEstimate } from "~/features/money/index.server";
import { createPhotoLink, createUploadLimiter, receivePhoto } from "~/features/photos/index.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { moveTicket, createTicket } from "~/features/tickets/tickets.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { totalRecords } from "./erase.server";
import { erasePerson, findPerson } from "./person.server";
import { runRetention } from "./retention.server";

const NOW = new Date("2026-11-23T15:00:00.000Z");
const POLICY = { leadRetentionMonths: 24, ticketRetentionDays: 365 };

/** A lead made the way the diagnosis makes one (with its alert in the outbox), its text carrying `marker`. */
async function leadWithMarker(db: DbHandle["db"], marker: string, at: Date) {
  const email = `${marker.toLowerCase()}@example.com`;
  await createLead(
    db,
    {
      issue: "slow",
      description: `The laptop of ${marker} is slow`,
      name: `Dana ${marker}`,
      email,
      phone: null,
      clientTimestamp: at.toISOString(),
    },
    at,
  );
  return email;
}

describe("erased text on SQLite", () => {
  let handle: DbHandle;
  let file: string;
  let cleanup: () => Promise<void>;
  const dirs: string[] = [];
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525" }));
    const opened = await openMigratedDatabase(makeSqliteDatabase);
    ({ handle, cleanup } = opened);
    file = opened.test.url.slice("file:".length);
  });
  afterAll(async () => cleanup?.());
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The bytes a copy of the database would take: the file and its write-ahead log. */
  const onDisk = (marker: string) =>
    [file, `${file}-wal`].filter((f) => fs.existsSync(f)).some((f) => fs.readFileSync(f).includes(marker));

  it("after a person is erased, neither the database file nor its log nor a backup holds their text", async () => {
    const marker = `ERASEME${crypto.randomBytes(6).toString("hex")}`;
    const email = await leadWithMarker(handle.db, marker, NOW);
    // The lead and its alert are on disk (the test can see them).
    expect(onDisk(marker)).toBe(true);

    const found = await findPerson(handle.db, { email, phone: null });
    expect(found.counts).toMatchObject({ leads: 1, messages: 1 });
    expect(
      await erasePerson(handle.db, { email, phone: null }, totalRecords(found.counts), NOW, await testActor(handle.db)),
    ).toMatchObject({ ok: true });

    expect(onDisk(marker)).toBe(false);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-erased-backup-"));
    dirs.push(dir);
    const { target } = await backupSqlite(file, dir, NOW);
    expect(fs.readFileSync(target).includes(marker)).toBe(false);
  });

  it("after the retention job erases an old lead and its alert, the files hold none of its text", async () => {
    const marker = `RETAINME${crypto.randomBytes(6).toString("hex")}`;
    await leadWithMarker(handle.db, marker, new Date("2024-01-10T12:00:00.000Z"));
    expect(onDisk(marker)).toBe(true);

    const report = await runRetention(handle.db, NOW, POLICY);
    expect(report).toMatchObject({ leads: 1, messages: 1 });

    expect(onDisk(marker)).toBe(false);
  });

  it("after a person is erased, neither file holds the name they typed to approve nor a payment's reference", async () => {
    const hex = crypto.randomBytes(6).toString("hex");
    const approval = `APPROVER${hex}`;
    const reference = `CHECKREF${hex}`;
    const email = `pat.${hex}@example.com`;
    const ticketId = await billedTicket(handle.db, email, approval, reference, NOW);
    expect(onDisk(approval)).toBe(true);
    expect(onDisk(reference)).toBe(true);

    const found = await findPerson(handle.db, { email, phone: null });
    expect(
      await erasePerson(handle.db, { email, phone: null }, totalRecords(found.counts), NOW, await testActor(handle.db)),
    ).toMatchObject({ ok: true });

    expect(onDisk(approval)).toBe(false);
    expect(onDisk(reference)).toBe(false);
    // The books keep the amounts.
    const payment = await handle.db
      .selectFrom("payments")
      .select("amount_cents")
      .where("ticket_id", "=", ticketId)
      .executeTakeFirstOrThrow();
    expect(Number(payment.amount_cents)).toBe(10_000);
  });

  it("after the retention job erases an old ticket, neither file holds its approval name nor its payment reference", async () => {
    const hex = crypto.randomBytes(6).toString("hex");
    const approval = `OLDAPPROVER${hex}`;
    const reference = `OLDCHECKREF${hex}`;
    const old = new Date("2025-01-10T15:00:00.000Z");
    const ticketId = await billedTicket(handle.db, `old.${hex}@example.com`, approval, reference, old);
    expect(
      await moveTicket(handle.db, {
        by: await testActor(handle.db),
        ticketId,
        to: "picked_up",
        pickup: signedPickup(),
        now: old,
      }),
    ).toMatchObject({
      ok: true,
    });
    expect(onDisk(approval)).toBe(true);

    expect(await runRetention(handle.db, NOW, POLICY)).toMatchObject({ tickets: 1 });

    expect(onDisk(approval)).toBe(false);
    expect(onDisk(reference)).toBe(false);
  });

  it("after a person is erased, neither file nor a backup holds the photos of their device", async () => {
    const hex = crypto.randomBytes(6).toString("hex");
    const marker = `PHOTOPIXELS${hex}`;
    const email = `sam.${hex}@example.com`;
    await photographedTicket(handle.db, email, marker, NOW);
    expect(onDisk(marker)).toBe(true);

    const found = await findPerson(handle.db, { email, phone: null });
    expect(
      await erasePerson(handle.db, { email, phone: null }, totalRecords(found.counts), NOW, await testActor(handle.db)),
    ).toMatchObject({ ok: true });

    expect(onDisk(marker)).toBe(false);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-erased-backup-"));
    dirs.push(dir);
    const { target } = await backupSqlite(file, dir, NOW);
    expect(fs.readFileSync(target).includes(marker)).toBe(false);
  });

  it("after the retention job erases an old ticket, neither file holds its photos", async () => {
    const hex = crypto.randomBytes(6).toString("hex");
    const marker = `OLDPHOTOPIXELS${hex}`;
    const old = new Date("2025-01-10T15:00:00.000Z");
    const ticketId = await photographedTicket(handle.db, `oldsam.${hex}@example.com`, marker, old);
    expect(await moveTicket(handle.db, { by: await testActor(handle.db), ticketId, to: "cancelled", now: old })).toMatchObject({
      ok: true,
    });
    expect(onDisk(marker)).toBe(true);

    expect(await runRetention(handle.db, NOW, POLICY)).toMatchObject({ tickets: 1 });

    expect(onDisk(marker)).toBe(false);
  });
});

/** A ticket of `email` with a condition photo whose pixels spell `marker`, sent from the owner's phone. */
async function photographedTicket(db: DbHandle["db"], email: string, marker: string, at: Date): Promise<number> {
  const t = await createTicket(
    db,
    TicketFormSchema.parse({
      customerName: "Sam Snapshot",
      email,
      phone: "",
      deviceType: "laptop",
      deviceModel: "Acer",
      problem: "Dents",
    }),
    { by: await testActor(db), now: at },
  );
  if (!t.ok) throw new Error("ticket not created");
  const link = await createPhotoLink(db, t.id, at, await testActor(db));
  if (!link.ok) throw new Error(link.reason);
  const sent = await receivePhoto({
    db,
    token: link.token,
    bytes: pngSpelling(marker),
    clientAddress: "203.0.113.9",
    now: at,
    limiter: createUploadLimiter(),
  });
  if (!sent.ok) throw new Error(sent.message);
  return t.id;
}

/** A ticket whose estimate `approval` approved on the status link, ready (invoiced) and paid in full by a check `reference`. */
async function billedTicket(db: DbHandle["db"], email: string, approval: string, reference: string, at: Date): Promise<number> {
  const t = await createTicket(
    db,
    TicketFormSchema.parse({
      customerName: "Pat Payer",
      email,
      phone: "",
      deviceType: "laptop",
      deviceModel: "ThinkPad",
      problem: "No power",
      emailConsent: "",
    }),
    { by: await testActor(db), now: at },
  );
  if (!t.ok) throw new Error("ticket not created");
  const saved = await saveEstimate(db, {
    by: await testActor(db),
    ticketId: t.id,
    baseVersion: 0,
    lines: [labourLine(10_000)],
    now: at,
  });
  if (!saved.ok) throw new Error(saved.reason);
  await sendEstimate(db, {
    by: await testActor(db),
    ticketId: t.id,
    version: saved.version,
    now: at,
    statusUrl: (k) => `https://shop.example/r/${k}`,
  });
  const approved = await decideEstimate(db, {
    by: await testActor(db),
    ticketId: t.id,
    version: saved.version,
    decision: "approve",
    via: "link",
    name: approval,
    note: null,
    address: "203.0.113.7",
    agent: "Test browser",
    recordedBy: "customer",
    now: at,
  });
  if (!approved.ok) throw new Error(approved.reason);
  expect(await moveTicket(db, { by: await testActor(db), ticketId: t.id, to: "ready", now: at })).toMatchObject({ ok: true });
  const paid = await recordPayment(db, {
    by: await testActor(db),
    ticketId: t.id,
    kind: "payment",
    method: "check",
    amountCents: 10_000,
    reference,
    note: null,
    recordedBy: "admin",
    now: at,
  });
  if (!paid.ok) throw new Error(paid.reason);
  return t.id;
}

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("erased rows on PostgreSQL", () => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525" }));
    ({ handle, cleanup } = await openMigratedDatabase(() => makePostgresDatabase(pgUrl!)));
  });
  afterAll(async () => cleanup?.());

  /** How many times each table was vacuumed by hand (not by autovacuum). */
  const vacuums = async () => {
    const { rows } = await sql<{ relname: string; n: string }>`
      select relname, vacuum_count as n from pg_stat_user_tables
      where schemaname = current_schema()
        and relname in ('leads', 'outbox', 'customers', 'customer_keys', 'estimates', 'payments')`.execute(handle.db);
    return Object.fromEntries(rows.map((r) => [r.relname, Number(r.n)]));
  };

  it("vacuums the tables an erasure and a retention run changed, once each is committed", async () => {
    const email = await leadWithMarker(handle.db, `PGERASE${crypto.randomBytes(6).toString("hex")}`, NOW);
    const before = await vacuums();
    const found = await findPerson(handle.db, { email, phone: null });
    expect(
      await erasePerson(handle.db, { email, phone: null }, totalRecords(found.counts), NOW, await testActor(handle.db)),
    ).toMatchObject({ ok: true });
    const afterErase = await vacuums();
    for (const table of ["leads", "outbox", "customers", "customer_keys", "estimates", "payments"])
      expect(afterErase[table], table).toBeGreaterThan(before[table] ?? 0);

    await leadWithMarker(handle.db, `PGRETAIN${crypto.randomBytes(6).toString("hex")}`, new Date("2024-01-10T12:00:00.000Z"));
    expect(await runRetention(handle.db, NOW, POLICY)).toMatchObject({ leads: 1, messages: 1 });
    const afterRetention = await vacuums();
    for (const table of ["leads", "outbox"]) expect(afterRetention[table], table).toBeGreaterThan(afterErase[table]!);
  });
});
