import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import type { MailConfig } from "~/lib/config.server";

import { claimDueMessages, markFailedTry, markSent } from "./claim.server";
import { queueMessage } from "./queue.server";

const T0 = new Date("2026-11-20T12:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);
const MAIL: MailConfig = {
  smtpUrl: "smtp://127.0.0.1:2525",
  from: "a@shop.example",
  notifyTo: ["b@shop.example"],
  timeoutMs: 1000,
};
const LEASE = 120_000;

describe.each(testDatabaseKinds())("claiming outbox messages on $kind", ({ kind, make }) => {
  let handles: DbHandle[] = [];
  let cleanup: () => Promise<void>;
  const postgres = kind === "postgres";

  const queue = async (n: number, at = T0) => {
    for (let i = 0; i < n; i += 1) {
      await queueMessage(
        handles[0]!.db,
        { kind: "test", subjectType: "lead", subjectId: i, recipient: null, subject: `m${i}`, text: "t", html: "<p>t</p>" },
        at,
        MAIL,
      );
    }
  };

  beforeAll(async () => {
    const opened = await openMigratedDatabase(make);
    cleanup = opened.cleanup;
    handles = [opened.handle];
    // Further connections to the same database: separate pools on PostgreSQL, as two servers have.
    for (let i = 0; i < 3; i += 1) handles.push(await opened.test.open());
  });
  afterAll(async () => {
    for (const h of handles.slice(1)) await h.destroy();
    await cleanup?.();
  });
  afterEach(async () => {
    await handles[0]!.db.deleteFrom("outbox").execute();
  });

  it("hands each due message to exactly one of several racing claimers", async () => {
    await queue(60);
    const takes: number[][] = handles.map(() => []);
    await Promise.all(
      handles.map(async (h, i) => {
        for (;;) {
          const claimed = await claimDueMessages(h.db, { now: T0, leaseMs: LEASE, limit: 3, postgres });
          if (claimed.length === 0) return;
          takes[i]!.push(...claimed.map((c) => Number(c.row.id)));
        }
      }),
    );
    const all = takes.flat();
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
    const rows = await handles[0]!.db.selectFrom("outbox").select(["status", "attempts", "claimed_until"]).execute();
    expect(rows.every((r) => r.status === "sending" && r.attempts === 1 && r.claimed_until === later(LEASE).toISOString())).toBe(
      true,
    );
  });

  it("leaves messages not yet due, sent, failed or not configured alone", async () => {
    await queue(1, later(60_000));
    await queueMessage(
      handles[0]!.db,
      { kind: "test", subjectType: "lead", subjectId: 9, recipient: null, subject: "off", text: "t", html: "<p>t</p>" },
      T0,
      { ...MAIL, smtpUrl: undefined },
    );
    expect(await claimDueMessages(handles[0]!.db, { now: T0, leaseMs: LEASE, limit: 10, postgres })).toEqual([]);
    expect(await claimDueMessages(handles[0]!.db, { now: later(60_000), leaseMs: LEASE, limit: 10, postgres })).toHaveLength(1);
  });

  it("takes back a message whose sender's lease lapsed, and the late sender's result no longer counts", async () => {
    await queue(1);
    const [first] = await claimDueMessages(handles[0]!.db, { now: T0, leaseMs: LEASE, limit: 10, postgres });
    expect(first).toBeDefined();
    // While the lease holds, nobody else gets it.
    expect(await claimDueMessages(handles[1]!.db, { now: later(LEASE - 1), leaseMs: LEASE, limit: 10, postgres })).toEqual([]);
    const [second] = await claimDueMessages(handles[1]!.db, { now: later(LEASE + 1), leaseMs: LEASE, limit: 10, postgres });
    expect(second!.row.attempts).toBe(2);
    expect(await markFailedTry(handles[0]!.db, first!, "ETIMEDOUT", later(LEASE + 2))).toBe("lost-claim");
    expect(await markSent(handles[1]!.db, second!, later(LEASE + 3))).toBe(true);
    expect(await markSent(handles[0]!.db, first!, later(LEASE + 4))).toBe(false);
    const row = await handles[0]!.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", attempts: 2, sent_at: later(LEASE + 3).toISOString(), last_error: null });
  });
});
