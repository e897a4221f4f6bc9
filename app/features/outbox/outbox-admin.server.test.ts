import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrateTo, openMigratedDatabase, testDatabaseKinds, whileMigrating } from "../../../tests/db";
import { migrateToLatest } from "~/db/migrate.server";
import type { DbHandle } from "~/db/client.server";
import type { MailConfig } from "~/lib/config.server";

import { OUTBOX_PAGE_SIZE, TEXT_SHOWN, loadMailStatus, loadOutboxPage, retryOutboxMessage } from "./outbox-admin.server";
import { queueMessage } from "./queue.server";

const T0 = new Date("2026-11-20T12:00:00.000Z");
const MAIL: MailConfig = {
  smtpUrl: "smtp://127.0.0.1:2525",
  from: "a@shop.example",
  notifyTo: ["b@shop.example"],
  timeoutMs: 1000,
};
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe.each(testDatabaseKinds())("the outbox admin on $kind", ({ kind, make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    for (const status of ["queued", "sending", "sent", "failed", "not_configured"] as const) {
      const id = await queueMessage(
        handle.db,
        {
          kind: "lead-alert",
          subjectType: "lead",
          subjectId: 1,
          recipient: null,
          subject: `A ${status} one`,
          text: "t",
          html: "<p>t</p>",
        },
        T0,
        MAIL,
      );
      await handle.db
        .updateTable("outbox")
        .set({ status, attempts: 5, last_error: "EENVELOPE 550" })
        .where("id", "=", id)
        .execute();
      ids[status] = id;
    }
  });
  afterAll(async () => cleanup?.());

  it("counts every status and lists newest first, filtered by status", async () => {
    const all = await loadOutboxPage(handle.db, new URLSearchParams(), MAIL);
    expect(all.counts).toEqual({ queued: 1, sending: 1, sent: 1, failed: 1, not_configured: 1 });
    expect(all.messages.map((m) => m.id)).toEqual(Object.values(ids).sort((a, b) => b - a));
    expect(all.messages.find((m) => m.status === "sending")!.retryable).toBe(false);
    const failed = await loadOutboxPage(handle.db, new URLSearchParams("status=failed"), MAIL);
    expect(failed.messages.map((m) => m.subject)).toEqual(["A failed one"]);
    expect((await loadOutboxPage(handle.db, new URLSearchParams("status=bogus&page=x"), MAIL)).messages).toHaveLength(5);
    expect(await loadMailStatus(handle.db, MAIL)).toEqual({ mailConfigured: true, failed: 1 });
    expect(await loadMailStatus(handle.db, { ...MAIL, smtpUrl: undefined })).toEqual({ mailConfigured: false, failed: 1 });
  });

  it("queues a failed or not-configured message again, due now, with a fresh set of tries", async () => {
    const at = new Date("2026-11-21T08:00:00.000Z");
    for (const status of ["failed", "not_configured", "queued"]) {
      expect(await retryOutboxMessage(handle.db, form({ id: String(ids[status]) }), at, MAIL)).toEqual({ ok: true });
      const row = await handle.db.selectFrom("outbox").selectAll().where("id", "=", ids[status]!).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "queued", attempts: 0, next_attempt_at: at.toISOString() });
    }
  });

  it("refuses to retry a sent or sending message, a missing one, bad input, or while e-mail is off", async () => {
    expect(await retryOutboxMessage(handle.db, form({ id: String(ids.sent) }), T0, MAIL)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await retryOutboxMessage(handle.db, form({ id: String(ids.sending) }), T0, MAIL)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await retryOutboxMessage(handle.db, form({ id: "999999" }), T0, MAIL)).toMatchObject({ ok: false, status: 404 });
    for (const bad of [{}, { id: "abc" }, { id: "-1" }, { id: "1e99" }] as Array<Record<string, string>>) {
      expect(await retryOutboxMessage(handle.db, form(bad), T0, MAIL)).toMatchObject({ ok: false, status: 400 });
    }
    const off = await retryOutboxMessage(handle.db, form({ id: String(ids.failed) }), T0, { ...MAIL, smtpUrl: undefined });
    expect(off).toMatchObject({ ok: false, status: 409, error: expect.stringContaining("SMTP_URL") });
  });

  it("lists a message's attachment names and the start of a long text without reading the files", async () => {
    const ics = "BEGIN:VCALENDAR\r\n" + "X".repeat(60_000);
    const id = await queueMessage(
      handle.db,
      {
        kind: "booking-confirmation",
        subjectType: "booking",
        subjectId: 7,
        recipient: "ann@example.com",
        subject: "Your drop-off",
        text: "é".repeat(TEXT_SHOWN + 50),
        html: "<p>t</p>",
        attachments: [
          { filename: "drop-off-2026-11-24.ics", contentType: "text/calendar", content: ics },
          { filename: "map.txt", contentType: "text/plain", content: "x" },
        ],
      },
      T0,
      MAIL,
    );
    const stored = await handle.db.selectFrom("outbox").select("attachment_names").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.attachment_names).toBe("drop-off-2026-11-24.ics/map.txt");
    const shown = (await loadOutboxPage(handle.db, new URLSearchParams(), MAIL)).messages.find((m) => m.id === id)!;
    expect(shown.attachments).toEqual(["drop-off-2026-11-24.ics", "map.txt"]);
    expect(shown.text).toBe("é".repeat(TEXT_SHOWN));
    expect(shown.textCut).toBe(true);
    await handle.db.deleteFrom("outbox").where("id", "=", id).execute();
  });

  it("the migration names the attachments of messages queued before it, and marks a damaged list", async () => {
    const test = make();
    const own = await test.open();
    try {
      const db = own.db as unknown as Kysely<any>;
      await whileMigrating(kind, () => migrateTo(db, "0020-messages"));
      const row = (attachments: string | null, subject_id: number) => ({
        kind: "booking-confirmation",
        subject_type: "booking",
        subject_id,
        recipient: "ann@example.com",
        subject: "s",
        text_body: "t",
        html_body: "<p>t</p>",
        status: "sent",
        attempts: 1,
        next_attempt_at: T0.toISOString(),
        created_at: T0.toISOString(),
        attachments,
      });
      await db
        .insertInto("outbox")
        .values([
          row(JSON.stringify([{ filename: "a.ics", contentType: "text/calendar", content: "x" }]), 1),
          row("not json", 2),
          row(null, 3),
        ])
        .execute();
      await whileMigrating(kind, () => migrateToLatest(own.db));
      const names = await db.selectFrom("outbox").select(["subject_id", "attachment_names"]).orderBy("subject_id").execute();
      expect(names.map((r) => r.attachment_names)).toEqual(["a.ics", "", null]);
      const listed = (await loadOutboxPage(own.db, new URLSearchParams(), MAIL)).messages.map((m) => m.attachments);
      expect(listed).toEqual([[], ["(unreadable attachment list)"], ["a.ics"]]);
    } finally {
      await own.destroy();
      await test.drop();
    }
  });
});

describe.each(testDatabaseKinds())("the outbox list's pages on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let ids: number[] = [];

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    await handle.db
      .insertInto("outbox")
      .values(
        Array.from({ length: OUTBOX_PAGE_SIZE * 2 + 7 }, (_, i) => ({
          kind: "lead-alert",
          subject_type: "lead",
          subject_id: i + 1,
          recipient: null,
          subject: `Message ${i}`,
          text_body: "t",
          html_body: "<p>t</p>",
          status: i % 2 === 0 ? "sent" : "failed",
          attempts: 1,
          next_attempt_at: T0.toISOString(),
          created_at: T0.toISOString(),
        })),
      )
      .execute();
    ids = (await handle.db.selectFrom("outbox").select("id").orderBy("id", "desc").execute()).map((r) => Number(r.id));
  });
  afterAll(async () => cleanup?.());

  const load = (query: string) => loadOutboxPage(handle.db, new URLSearchParams(query), MAIL);

  it("walks older by keyset to the last message and newer back to the top, newest first on every page", async () => {
    const seen: number[] = [];
    let page = await load("");
    expect(page.newer).toBeNull();
    for (;;) {
      seen.push(...page.messages.map((m) => m.id));
      if (page.older === null) break;
      page = await load(`before=${page.older}`);
    }
    expect(seen).toEqual(ids);
    // From the last page back up: each "Newer" page is the one before it, the top has no cursor.
    const back: number[][] = [page.messages.map((m) => m.id)];
    while (page.newer !== null) {
      page = await load(`after=${page.newer}`);
      back.unshift(page.messages.map((m) => m.id));
    }
    expect(back.flat()).toEqual(ids);
    expect(back[0]).toEqual(ids.slice(0, OUTBOX_PAGE_SIZE));
    expect(page.newer).toBeNull();
  });

  it("keeps the status filter across pages and shows the newest page for a cursor it cannot read", async () => {
    const failed = ids.filter((_, i) => (ids.length - 1 - i) % 2 === 1);
    const first = await load("status=failed");
    expect(first.messages.map((m) => m.id)).toEqual(failed.slice(0, OUTBOX_PAGE_SIZE));
    const second = await load(`status=failed&before=${first.older}`);
    expect(second.messages.map((m) => m.id)).toEqual(failed.slice(OUTBOX_PAGE_SIZE));
    expect(second.older).toBeNull();
    for (const bad of ["before=abc", "before=-3", "after=1e99", "page=2"]) {
      const p = await load(bad);
      expect(p.messages.map((m) => m.id)).toEqual(ids.slice(0, OUTBOX_PAGE_SIZE));
      expect(p.newer).toBeNull();
    }
  });
});
