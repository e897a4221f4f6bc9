import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { startSmtpSink, type SmtpSink } from "../../../scripts/smtp-sink.js";
import { freeLoopbackPort } from "../../../tests/net";
import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { ISSUE_LABELS } from "~/content/diagnosis";
import type { DbHandle } from "~/db/client.server";
import { createLead } from "~/features/leads/index.server";
import { parseConfig, setConfig, type MailConfig } from "~/lib/config.server";

import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "./backoff";
import { queueMessage } from "./queue.server";
import { createOutboxWorker } from "./worker.server";

const T0 = new Date("2026-11-20T14:30:00.000Z");
const SHOP = ["owner@shop.example", "bench@shop.example"];

const lead = (overrides: Partial<Parameters<typeof createLead>[1]> = {}) => ({
  issue: "slow",
  description: "It takes 5 minutes to boot.\n<b>bold</b> <script>alert(1)</script> & <img src=x onerror=alert(2)>",
  name: "Jane Doe",
  email: "jane.doe@example.com",
  phone: "321-555-0142",
  clientTimestamp: "2026-11-20T14:00:00.000Z",
  ...overrides,
});

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));

function mailConfig(url: string): MailConfig {
  const config = parseConfig({
    SMTP_URL: url,
    MAIL_FROM: "Space Coast PC Alerts <alerts@shop.example>",
    SHOP_NOTIFY_TO: SHOP.join(", "),
    SITE_URL: "https://shop.example",
    SMTP_TIMEOUT_MS: "2000",
  });
  setConfig(config);
  return config.mail;
}

describe.each(testDatabaseKinds())("the outbox worker on $kind", ({ kind, make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let sink: SmtpSink;
  let clock = T0;
  const parsed = async (): Promise<ParsedMail[]> => Promise.all(sink.messages.map((raw) => simpleParser(raw)));
  const worker = (mail: MailConfig) =>
    createOutboxWorker({ db: handle.db, postgres: kind === "postgres", mail, pollMs: 60_000, poll: false, clock: () => clock });

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
    await cleanup?.();
  });
  afterEach(async () => {
    sink.messages.length = 0;
    sink.setMode("accept");
    clock = T0;
    await handle.db.deleteFrom("outbox").execute();
  });

  it("delivers a lead's alert to the shop with every field, and the visitor's HTML as text", async () => {
    const mail = mailConfig(sink.url);
    const { id } = await createLead(handle.db, lead(), T0);
    const w = worker(mail);
    expect(await w.drain()).toBe(1);
    await w.stop();

    const [message, ...rest] = await parsed();
    expect(rest).toEqual([]);
    expect(message!.subject).toBe(`New diagnosis lead: ${ISSUE_LABELS.slow} — Jane D.`);
    expect(addresses(message!.from)).toEqual(["alerts@shop.example"]);
    expect(addresses(message!.to)).toEqual(SHOP);
    expect(message!.headers.get("x-outbox-id")).toBeDefined();
    const text = message!.text!;
    for (const fact of [`Issue: ${ISSUE_LABELS.slow}`, "Name: Jane Doe", "E-mail: jane.doe@example.com", "Phone: 321-555-0142"]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain("Received: Nov 20, 2026, 9:30 AM EST");
    expect(text).toContain("It takes 5 minutes to boot.");
    expect(text).toContain(`https://shop.example/admin/leads/${id}`);

    const html = message!.html as string;
    expect(html).toContain(`href="https://shop.example/admin/leads/${id}"`);
    expect(html).toContain("jane.doe@example.com");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(2)&gt;");
    expect(html).not.toMatch(/<script|<img|<b>/i);

    const row = await handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null, claimed_until: null, sent_at: T0.toISOString() });
  });

  it("sends a message with its own recipient to that address only", async () => {
    const mail = mailConfig(sink.url);
    await queueMessage(
      handle.db,
      {
        kind: "test",
        subjectType: "lead",
        subjectId: 1,
        recipient: "one@else.example",
        subject: "Hi",
        text: "Hello",
        html: "<p>Hello</p>",
      },
      T0,
      mail,
    );
    const w = worker(mail);
    await w.drain();
    await w.stop();
    const [message] = await parsed();
    expect(addresses(message!.to)).toEqual(["one@else.example"]);
  });

  it("sends a message's attachment and Reply-To: the customer gets the calendar file, a reply goes where it says", async () => {
    const mail = mailConfig(sink.url);
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:20261124T140000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    await queueMessage(
      handle.db,
      {
        kind: "booking-confirmation",
        subjectType: "booking",
        subjectId: 1,
        recipient: "visitor@else.example",
        replyTo: "desk@shop.example",
        subject: "Your drop-off",
        text: "See you Tuesday",
        html: "<p>See you Tuesday</p>",
        attachments: [{ filename: "drop-off-2026-11-24.ics", contentType: "text/calendar; charset=utf-8", content: ics }],
      },
      T0,
      mail,
    );
    const w = worker(mail);
    expect(await w.drain()).toBe(1);
    await w.stop();
    const [message, ...rest] = await parsed();
    expect(rest).toEqual([]);
    expect(addresses(message!.to)).toEqual(["visitor@else.example"]);
    expect(addresses(message!.replyTo)).toEqual(["desk@shop.example"]);
    expect(message!.text).toContain("See you Tuesday");
    expect(message!.attachments.map((a) => [a.filename, a.contentType])).toEqual([["drop-off-2026-11-24.ics", "text/calendar"]]);
    expect(message!.attachments[0]!.content.toString("utf8")).toBe(ics);
  });

  it("sends an alert without Reply-To when it names none", async () => {
    const mail = mailConfig(sink.url);
    await queueMessage(
      handle.db,
      { kind: "test", subjectType: "lead", subjectId: 1, recipient: null, subject: "No reply", text: "t", html: "<p>t</p>" },
      T0,
      mail,
    );
    const w = worker(mail);
    await w.drain();
    await w.stop();
    const message = (await parsed()).find((m) => m.subject === "No reply")!;
    expect(message.replyTo).toBeUndefined();
    expect(message.attachments).toEqual([]);
  });

  it("refuses to queue attachments past the bounds, and a reply address that is not one plain address", async () => {
    const mail = mailConfig(sink.url);
    const base = {
      kind: "test",
      subjectType: "lead" as const,
      subjectId: 1,
      recipient: null,
      subject: "s",
      text: "t",
      html: "<p>t</p>",
    };
    const file = { filename: "a.ics", contentType: "text/calendar", content: "x" };
    const refused = [
      { ...base, attachments: [file, file, file, file] },
      { ...base, attachments: [{ ...file, content: "x".repeat(64 * 1024 + 1) }] },
      { ...base, attachments: [{ ...file, filename: "../../etc/passwd" }] },
      { ...base, attachments: [{ ...file, contentType: "text/html\r\nBcc: x@y.z" }] },
      { ...base, replyTo: "a@b.example, c@d.example" },
      { ...base, replyTo: "a@b.example\r\nBcc: c@d.example" },
    ];
    for (const message of refused) await expect(queueMessage(handle.db, message, T0, mail)).rejects.toThrow();
    expect(await handle.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("runs the scheduled pass before sending, at most once a minute, and sends what it queued in the same round", async () => {
    const mail = mailConfig(sink.url);
    const runs: string[] = [];
    const w = createOutboxWorker({
      db: handle.db,
      postgres: kind === "postgres",
      mail,
      pollMs: 60_000,
      poll: false,
      clock: () => clock,
      scheduled: async (at) => {
        runs.push(at.toISOString());
        await queueMessage(
          handle.db,
          {
            kind: "booking-reminder",
            subjectType: "booking",
            subjectId: runs.length,
            recipient: "v@else.example",
            subject: `Reminder ${runs.length}`,
            text: "t",
            html: "<p>t</p>",
          },
          at,
          mail,
        );
        return 1;
      },
    });
    expect(await w.drain()).toBe(1);
    clock = new Date(T0.getTime() + 59_000);
    expect(await w.drain()).toBe(0);
    clock = new Date(T0.getTime() + 60_000);
    expect(await w.drain()).toBe(1);
    await w.stop();
    expect(runs).toEqual([T0.toISOString(), new Date(T0.getTime() + 60_000).toISOString()]);
    expect((await parsed()).map((m) => m.subject)).toEqual(["Reminder 1", "Reminder 2"]);
  });

  it("retries a refused or unreachable send after 1, 5, 30 and 120 minutes, then marks it failed, keeping the message", async () => {
    const mail = mailConfig(sink.url);
    const { id } = await createLead(
      handle.db,
      lead({ name: "Retry Person", email: "retry.person@example.com", phone: "321-555-0199" }),
      T0,
    );
    const w = worker(mail);
    const row = () => handle.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();

    // 1st try: 451 (try later); 2nd: 550 (refused); 3rd and 4th: nobody listening; 5th: 451 again.
    const down = worker({ ...mail, smtpUrl: `smtp://127.0.0.1:${await freeLoopbackPort()}` });
    const tries: Array<[ReturnType<typeof worker>, () => void, RegExp]> = [
      [w, () => sink.setMode("tempfail"), /^EENVELOPE 451$/],
      [w, () => sink.setMode("permfail"), /^EENVELOPE 550$/],
      [down, () => {}, /^(ECONNECTION|ESOCKET)$/],
      [down, () => {}, /^(ECONNECTION|ESOCKET)$/],
      [w, () => sink.setMode("tempfail"), /^EENVELOPE 451$/],
    ];
    for (const [attempt, [which, arrange, error]] of tries.entries()) {
      arrange();
      // A moment before it is due, nothing is tried.
      if (attempt > 0) {
        clock = new Date(clock.getTime() + RETRY_DELAYS_MS[attempt - 1]! - 1000);
        expect(await which.drain()).toBe(0);
        clock = new Date(clock.getTime() + 1000);
      }
      expect(await which.drain()).toBe(1);
      const after = await row();
      expect(after.attempts).toBe(attempt + 1);
      expect(after.last_error).toMatch(error);
      if (attempt + 1 < MAX_ATTEMPTS) {
        expect(after.status).toBe("queued");
        expect(after.next_attempt_at).toBe(new Date(clock.getTime() + RETRY_DELAYS_MS[attempt]!).toISOString());
      } else {
        expect(after.status).toBe("failed");
      }
    }
    // Failed stays failed, with everything needed to send it later.
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    expect(await w.drain()).toBe(0);
    const failed = await row();
    expect(failed).toMatchObject({ status: "failed", subject_id: id, sent_at: null });
    expect(failed.text_body).toContain("Retry Person");
    expect(failed.last_error).not.toMatch(/Mailbox|Retry Person|127\.0\.0\.1/);
    expect(sink.messages).toHaveLength(0);
    await w.stop();
    await down.stop();
  });

  it("signs in with a percent-encoded user name and password from SMTP_URL", async () => {
    const mail = mailConfig(sink.url.replace("smtp://", "smtp://api%2Bkey:p%40ss%2Fw%3Ard@"));
    await createLead(handle.db, lead(), T0);
    const w = worker(mail);
    await w.drain();
    await w.stop();
    expect(sink.logins.at(-1)).toEqual({ username: "api+key", password: "p@ss/w:rd" });
    expect(sink.messages).toHaveLength(1);
  });

  it("never sends a message kept as not configured", async () => {
    const off = mailConfig(sink.url);
    await queueMessage(
      handle.db,
      { kind: "test", subjectType: "lead", subjectId: 1, recipient: null, subject: "Kept", text: "t", html: "<p>t</p>" },
      T0,
      { ...off, smtpUrl: undefined },
    );
    const w = worker(off);
    expect(await w.drain()).toBe(0);
    await w.stop();
    expect((await handle.db.selectFrom("outbox").select("status").executeTakeFirstOrThrow()).status).toBe("not_configured");
  });
});
