import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { simpleParser } from "mailparser";

import { startSmtpSink, type SmtpSink } from "../../scripts/smtp-sink.js";
import { createSchema, diagnosisBody, postJson, startOwnServer } from "./fault-helpers";
import { expect, test } from "./fixtures";

/** The lead ids the sink's messages are about, one entry per delivered message. */
async function deliveredLeadIds(sink: SmtpSink): Promise<number[]> {
  const parsed = await Promise.all(sink.messages.map((raw) => simpleParser(raw)));
  return parsed.map((m) => Number(/\/admin\/leads\/(\d+)/.exec(m.text ?? "")?.[1] ?? NaN));
}

/** A mail server that takes the connection and never says a word. */
async function startSilentSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on("error", () => {});
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

test.describe("the outbox across crashes and servers", () => {
  test("kill -9 between the lead's commit and its alert's send: the alert goes out after the restart", async () => {
    test.setTimeout(60_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-outbox-crash-"));
    const dbFile = path.join(dir, "site.db");
    const silent = await startSilentSmtp();
    const sink = await startSmtpSink();
    // Each SMTP step may take 3 s, so a claim's lease is 12 s.
    const mailEnv = { SHOP_NOTIFY_TO: "shop@crash.example", SMTP_TIMEOUT_MS: "3000", OUTBOX_POLL_MS: "200" };
    try {
      const first = await startOwnServer(`file:${dbFile}`, { ...mailEnv, SMTP_URL: silent.url });
      const res = await postJson(first.base, "/api/diagnose.php", diagnosisBody("Crash between commit and send"));
      expect(res.status).toBe(201);
      // The worker has claimed the alert and is waiting on the silent server: pull the plug now.
      const db = new Database(dbFile, { readonly: true });
      // The API answers the visitor no id: this fresh database holds the one lead.
      const { id } = db.prepare("select id from leads").get() as { id: number };
      const status = () =>
        (db.prepare("select status from outbox where subject_id = ?").get(id) as { status: string } | undefined)?.status;
      await expect.poll(status, { timeout: 2_500, intervals: [25] }).toBe("sending");
      first.child.kill("SIGKILL");
      await first.exited;
      expect(status()).toBe("sending");
      db.close();

      const second = await startOwnServer(`file:${dbFile}`, { ...mailEnv, SMTP_URL: sink.url });
      try {
        // Sent once the crashed server's lease has lapsed.
        await expect.poll(() => deliveredLeadIds(sink), { timeout: 30_000, intervals: [250] }).toEqual([id]);
      } finally {
        second.child.kill("SIGTERM");
        expect(await second.exited).toBe(0);
      }
      const after = new Database(dbFile, { readonly: true });
      const row = after.prepare("select status, attempts, last_error from outbox where subject_id = ?").get(id);
      after.close();
      expect(row).toEqual({ status: "sent", attempts: 2, last_error: null });
    } finally {
      await silent.close();
      await sink.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test.describe("on PostgreSQL", () => {
    test.skip(!process.env.TEST_DATABASE_URL, "needs the test PostgreSQL (TEST_DATABASE_URL)");

    test("two app servers sharing one outbox deliver each of 200 leads' alerts exactly once", async () => {
      test.setTimeout(120_000);
      const schema = await createSchema("outbox2");
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set("options", `-c search_path=${schema.name}`);
      const sink = await startSmtpSink();
      const env = { SMTP_URL: sink.url, SHOP_NOTIFY_TO: "shop@pair.example", OUTBOX_POLL_MS: "100" };
      const a = await startOwnServer(url.toString(), env);
      const b = await startOwnServer(url.toString(), env);
      try {
        const ids: number[] = [];
        let next = 0;
        await Promise.all(
          Array.from({ length: 8 }, async () => {
            while (next < 200) {
              const n = next++;
              const res = await postJson(n % 2 ? b.base : a.base, "/api/diagnose.php", diagnosisBody(`Pair lead ${n}`));
              expect(res.status).toBe(201);
              expect(((await res.json()) as { success: boolean }).success).toBe(true);
              ids.push(n);
            }
          }),
        );
        expect(new Set(ids).size).toBe(200);
        // Every message marked sent, then both servers stopped (each finishes what it is sending
        // before it exits): whatever either server sent, twice or not, is in the sink now.
        await expect
          .poll(
            async () => (await schema.query(`select status, count(*)::int as n from ${schema.name}.outbox group by status`)).rows,
            {
              timeout: 60_000,
              intervals: [250],
            },
          )
          .toEqual([{ status: "sent", n: 200 }]);
        a.child.kill("SIGTERM");
        b.child.kill("SIGTERM");
        expect(await a.exited).toBe(0);
        expect(await b.exited).toBe(0);
        const delivered = await deliveredLeadIds(sink);
        expect(delivered).toHaveLength(200);
        // The answers name no lead (see docs/leads.md): the stored leads are the ones delivered.
        const stored = (await schema.query(`select id from ${schema.name}.leads order by id`)).rows.map((r: { id: number }) =>
          Number(r.id),
        );
        expect([...delivered].sort((x, y) => x - y)).toEqual(stored);
      } finally {
        a.child.kill("SIGTERM");
        b.child.kill("SIGTERM");
        expect(await a.exited).toBe(0);
        expect(await b.exited).toBe(0);
        await sink.close();
        await schema.drop();
      }
    });
  });
});
