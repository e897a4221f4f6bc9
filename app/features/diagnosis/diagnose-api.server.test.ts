import crypto from "node:crypto";

import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { Database } from "~/db/types";
import { setLogLevel } from "~/lib/log.server";

import { MAX_BODY_BYTES, handleDiagnoseRequest as handle } from "./diagnose-api.server";
import { runTriage, summarizeTriage } from "./triage/triage.server";
import type { TriageResult } from "./triage/types";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";

const validBody = () => ({
  issue: "slow",
  description: "It takes five minutes to open a browser.",
  userInfo: { name: "Jane Doe", email: "jane@example.com", phone: "(321) 555-0100", timestamp: "2025-04-16T14:03:00.000Z" },
});

function post(body: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/diagnose.php", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}

/** The answer as status, JSON body and the headers a client acts on (Allow, Retry-After). */
async function handleDiagnoseRequest(args: Parameters<typeof handle>[0]) {
  const response = await handle(args);
  const picked: Record<string, string> = {};
  for (const name of ["Allow", "Retry-After"]) {
    const value = response.headers.get(name);
    if (value !== null) picked[name] = value;
  }
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return {
    status: response.status,
    body: (await response.json()) as
      { success: true; bookingKey: string; triage: TriageResult | null } | { success: false; error: string },
    headers: Object.keys(picked).length ? picked : undefined,
  };
}

/** What the server writes to its log while a test runs, at level info; stop() puts the log back. */
function captureLog() {
  setLogLevel("info");
  const writes: string[] = [];
  const record = (chunk: unknown) => (writes.push(String(chunk)), true);
  const spies = [
    vi.spyOn(process.stderr, "write").mockImplementation(record),
    vi.spyOn(process.stdout, "write").mockImplementation(record),
  ];
  return {
    writes,
    stop: () => {
      for (const spy of spies) spy.mockRestore();
      setLogLevel("silent");
    },
  };
}

const countLeads = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Requests stored: new leads and follow-ups on an open one (one visitor's repeats are follow-ups). */
const countRequests = async (db: Kysely<Database>) =>
  (await countLeads(db)) +
  Number(
    (
      await db
        .selectFrom("lead_follow_ups")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(testDatabaseKinds())("POST /api/diagnose.php on $kind", ({ kind, make }) => {
  let cleanup: () => Promise<void>;
  let db: Kysely<Database>;
  const now = () => new Date("2025-04-16T15:00:00.000Z");
  const call = (request: Request, clientAddress = "203.0.113.7") =>
    handleDiagnoseRequest({ request, db, clientAddress, now, limiter: createRateLimiter({ limit: 10, windowMs: 60_000 }) });

  beforeAll(async () => {
    setLogLevel("silent");
    const opened = await openMigratedDatabase(make);
    cleanup = opened.cleanup;
    db = opened.handle.db;
  });
  afterAll(async () => {
    await cleanup();
  });
  const hash = (key: string) => crypto.createHash("sha256").update(key).digest("hex");
  beforeEach(async () => {
    await db.deleteFrom("lead_follow_ups").execute();
    await db.deleteFrom("leads").execute();
  });

  it("stores the request as a new lead and answers 201 with its booking key (no id) and the triage", async () => {
    const result = await call(post(JSON.stringify(validBody())));
    expect(result.status).toBe(201);
    const triage = await runTriage(db, { issue: "slow", description: validBody().description, answers: {} }, now());
    expect(result.body).toEqual({ success: true, bookingKey: expect.stringMatching(/^[\w-]{22}$/), triage });
    expect(triage.causes[0]!.id).toBe("hdd-bottleneck");
    const row = await db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({
      id: expect.any(Number),
      issue: "slow",
      description: "It takes five minutes to open a browser.",
      name: "Jane Doe",
      email: "jane@example.com",
      email_key: "jane@example.com",
      phone: "(321) 555-0100",
      phone_digits: "3215550100",
      client_timestamp: "2025-04-16T14:03:00.000Z",
      received_at: "2025-04-16T15:00:00.000Z",
      stage: "new",
      stage_changed_at: "2025-04-16T15:00:00.000Z",
      lost_reason: null,
      booking_key_hash: crypto
        .createHash("sha256")
        .update((result.body as { bookingKey: string }).bookingKey)
        .digest("hex"),
      erased_at: null,
      customer_id: expect.any(Number),
      triage: expect.any(String),
    });
    // The lead keeps the triage's summary: no answers yet, the top causes, no stop, one cause stood out.
    expect(JSON.parse(row.triage!)).toEqual({
      v: 1,
      answers: {},
      causes: triage.causes.map((c) => ({ id: c.id, likelihood: c.likelihood })),
      stop: null,
      clear: true,
      service: {
        title: triage.service!.title,
        fromCents: triage.service!.fromCents,
        toCents: triage.service!.toCents,
        turnaroundDays: triage.service!.turnaroundDays,
      },
    });
    // The first history row and the shop's alert were written with it.
    expect(await db.selectFrom("lead_events").select(["from_stage", "to_stage", "actor"]).execute()).toEqual([
      { from_stage: null, to_stage: "new", actor: "visitor" },
    ]);
    const alert = await db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(alert).toMatchObject({ kind: "lead-alert", subject_type: "lead", recipient: null, status: "not_configured" });
    expect(alert.subject).toBe("New diagnosis lead: Computer is running slow — Jane D.");
  });

  it("stores an 'other' request without a phone, trimmed, as its own lead with its own key", async () => {
    const body = validBody();
    const first = await call(post(JSON.stringify(body)));
    const second = await call(
      post(
        JSON.stringify({
          ...body,
          issue: "other",
          description: "  Printer jams  ",
          userInfo: { ...body.userInfo, email: "sam@example.com", phone: "" },
        }),
      ),
    );
    expect(second.status).toBe(201);
    expect(await countLeads(db)).toBe(2);
    expect((second.body as { bookingKey: string }).bookingKey).not.toBe((first.body as { bookingKey: string }).bookingKey);
    const row = await db.selectFrom("leads").selectAll().where("issue", "=", "other").executeTakeFirstOrThrow();
    expect(row.description).toBe("Printer jams");
    expect(row.phone).toBeNull();
  });

  it("answers a second request from the same e-mail, while the lead is open, exactly as a new one (no id, a new key): one follow-up, one alert", async () => {
    const first = await call(post(JSON.stringify(validBody())));
    const again = await call(
      post(
        JSON.stringify({
          ...validBody(),
          description: "Now it also beeps.",
          userInfo: { ...validBody().userInfo, email: "JANE@example.com" },
        }),
      ),
    );
    expect(again.status).toBe(201);
    // The same shape as the first answer: nothing tells the visitor it joined an earlier lead.
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(again.body).toEqual({ success: true, bookingKey: expect.stringMatching(/^[\w-]{22}$/), triage: expect.any(Object) });
    expect(await countLeads(db)).toBe(1);
    const lead = await db.selectFrom("leads").select(["id", "booking_key_hash"]).executeTakeFirstOrThrow();
    // The lead keeps its first key; the follow-up has its own.
    expect(lead.booking_key_hash).toBe(hash((first.body as { bookingKey: string }).bookingKey));
    expect(
      await db
        .selectFrom("lead_follow_ups")
        .select(["issue", "description", "source", "name", "email", "phone", "booking_key_hash", "triage"])
        .execute(),
    ).toEqual([
      {
        issue: "slow",
        description: "Now it also beeps.",
        source: "diagnosis",
        name: "Jane Doe",
        email: "JANE@example.com",
        phone: "(321) 555-0100",
        booking_key_hash: hash((again.body as { bookingKey: string }).bookingKey),
        // The follow-up keeps the triage of its own words.
        triage: JSON.stringify(summarizeTriage((again.body as { triage: TriageResult }).triage, {})),
      },
    ]);
    const alerts = await db
      .selectFrom("outbox")
      .select(["kind", "subject"])
      .where("subject_id", "=", Number(lead.id))
      .orderBy("id")
      .execute();
    expect(alerts.map((a) => a.kind)).toEqual(["lead-alert", "lead-follow-up"]);
  });

  it("answers a request naming another customer's phone with another e-mail as a new lead of a new customer", async () => {
    const first = await call(post(JSON.stringify(validBody())));
    const other = await call(
      post(
        JSON.stringify({
          ...validBody(),
          description: "Mine is slow too.",
          userInfo: { ...validBody().userInfo, email: "mallory@example.com" },
        }),
      ),
    );
    expect(other.status).toBe(201);
    expect(Object.keys(other.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(await countLeads(db)).toBe(2);
    expect(await db.selectFrom("lead_follow_ups").select("id").execute()).toEqual([]);
    const leads = await db.selectFrom("leads").select(["email", "customer_id"]).orderBy("id").execute();
    expect(leads[0]!.customer_id).not.toBe(leads[1]!.customer_id);
    // The first customer keeps only its own keys: the phone stays theirs, the other address is not added.
    const keys = await db
      .selectFrom("customer_keys")
      .select(["kind", "value", "customer_id"])
      .where("customer_id", "in", [leads[0]!.customer_id!, leads[1]!.customer_id!])
      .orderBy("kind")
      .orderBy("value")
      .execute();
    expect(keys).toEqual([
      { kind: "email", value: "jane@example.com", customer_id: leads[0]!.customer_id },
      { kind: "email", value: "mallory@example.com", customer_id: leads[1]!.customer_id },
      { kind: "phone", value: "3215550100", customer_id: leads[0]!.customer_id },
    ]);
  });

  it("keeps text with markup and non-Latin letters as typed", async () => {
    const body = { ...validBody(), description: "<script>alert(1)</script> — écran bleu 蓝屏" };
    expect((await call(post(JSON.stringify(body)))).status).toBe(201);
    const row = await db.selectFrom("leads").select("description").executeTakeFirstOrThrow();
    expect(row.description).toBe("<script>alert(1)</script> — écran bleu 蓝屏");
  });

  const bad: Array<[string, string, string]> = [
    ["bad JSON", "{issue: slow", "body: must be valid JSON"],
    ["an empty body", "", "body: must be valid JSON"],
    ["a JSON array", "[]", "body: must be a JSON object"],
    ["a missing issue", JSON.stringify({ ...validBody(), issue: undefined }), "issue: Please select an issue type"],
    ["an unknown issue", JSON.stringify({ ...validBody(), issue: "printer" }), "issue: Please select an issue type"],
    [
      "blank details",
      JSON.stringify({ ...validBody(), description: "   " }),
      "description: Please provide additional details about your issue",
    ],
    [
      "details over 5000 characters",
      JSON.stringify({ ...validBody(), description: "x".repeat(5001) }),
      "description: Details must be at most 5000 characters",
    ],
    ["no visitor info", JSON.stringify({ ...validBody(), userInfo: undefined }), "userInfo: Visitor info is required"],
    [
      "a short name",
      JSON.stringify({ ...validBody(), userInfo: { ...validBody().userInfo, name: "Jo" } }),
      "userInfo.name: Name and email must be at least 5 characters long",
    ],
    [
      "a malformed email",
      JSON.stringify({ ...validBody(), userInfo: { ...validBody().userInfo, email: "jane.example.com" } }),
      "userInfo.email: Please enter a valid email address",
    ],
    [
      "a phone over 40 characters",
      JSON.stringify({ ...validBody(), userInfo: { ...validBody().userInfo, phone: "5".repeat(41) } }),
      "userInfo.phone: Phone number must be at most 40 characters",
    ],
    [
      "a missing timestamp",
      JSON.stringify({ ...validBody(), userInfo: { ...validBody().userInfo, timestamp: undefined } }),
      "userInfo.timestamp: Timestamp must be an ISO date and time",
    ],
    [
      "a timestamp that is not ISO",
      JSON.stringify({ ...validBody(), userInfo: { ...validBody().userInfo, timestamp: "April 16" } }),
      "userInfo.timestamp: Timestamp must be an ISO date and time",
    ],
  ];

  it.each(bad)("answers 400 for %s and stores nothing", async (_label, body, error) => {
    const result = await call(post(body));
    expect(result).toEqual({ status: 400, body: { success: false, error }, headers: undefined });
    expect(await countLeads(db)).toBe(0);
  });

  it("answers 413 for a body over 16 KB and stores nothing", async () => {
    const body = JSON.stringify({ ...validBody(), padding: "x".repeat(MAX_BODY_BYTES) });
    const result = await call(post(body));
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ success: false, error: "body: must be at most 16 KB" });
    expect(await countLeads(db)).toBe(0);
  });

  it("answers 413 when a streamed body without a length grows past 16 KB", async () => {
    const chunk = new TextEncoder().encode("x".repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request("http://localhost/api/diagnose.php", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      // @ts-expect-error Node's fetch needs this for a streamed body
      duplex: "half",
    });
    const result = await call(request);
    expect(result.status).toBe(413);
    expect(sent).toBeLessThan(10);
    expect(await countLeads(db)).toBe(0);
  });

  it("accepts a body of exactly 16 KB", async () => {
    const base = JSON.stringify(validBody());
    const body = base.slice(0, -1) + `,"padding":"${"x".repeat(MAX_BODY_BYTES - base.length - 13)}"}`;
    expect(new TextEncoder().encode(body).byteLength).toBe(MAX_BODY_BYTES);
    expect((await call(post(body))).status).toBe(201);
  });

  it("answers 429 with Retry-After after 10 requests a minute from one address, storing nothing more", async () => {
    let clock = new Date("2025-04-16T15:00:00.000Z").getTime();
    const limiter = createRateLimiter({ limit: 10, windowMs: 60_000 });
    const send = (address: string) =>
      handleDiagnoseRequest({
        request: post(JSON.stringify(validBody())),
        db,
        clientAddress: address,
        limiter,
        now: () => new Date(clock),
      });
    for (let i = 0; i < 10; i++) {
      expect((await send("198.51.100.1")).status).toBe(201);
      clock += 1000;
    }
    const refused = await send("198.51.100.1");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: "Too many requests. Please wait a minute and try again." });
    expect(refused.headers).toEqual({ "Retry-After": "50" });
    expect(await countRequests(db)).toBe(10);

    expect((await send("198.51.100.2")).status).toBe(201);
    clock += 50_000;
    expect((await send("198.51.100.1")).status).toBe(201);
    expect(await countRequests(db)).toBe(12);
  });

  it("refuses a request over the limit even when it is invalid, without reading it", async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    await handleDiagnoseRequest({ request: post("{}"), db, clientAddress: "a", limiter, now });
    const result = await handleDiagnoseRequest({ request: post("not json"), db, clientAddress: "a", limiter, now });
    expect(result.status).toBe(429);
  });

  it("refuses another site's post, and a body not sent as application/json, storing nothing", async () => {
    const body = JSON.stringify(validBody());
    expect(await call(post(body, { Origin: "https://evil.example" }))).toEqual({
      status: 403,
      body: { success: false, error: "Cross-site request refused" },
      headers: undefined,
    });
    expect((await call(post(body, { "Sec-Fetch-Site": "cross-site" }))).status).toBe(403);
    expect(await call(post(body, { "Content-Type": "text/plain;charset=UTF-8" }))).toEqual({
      status: 415,
      body: { success: false, error: "body: must be sent as application/json" },
      headers: undefined,
    });
    expect((await call(post(body, { Origin: "http://localhost" }))).status).toBe(201);
    expect(await countLeads(db)).toBe(1);
  });

  it("answers 405 for other methods", async () => {
    const result = await call(new Request("http://localhost/api/diagnose.php"));
    expect(result).toEqual({
      status: 405,
      body: { success: false, error: "method: only POST is accepted" },
      headers: { Allow: "POST" },
    });
  });

  it("logs the stored lead without what the words showed (that is the visitor's to erase)", async () => {
    const { writes, stop: stopCapture } = captureLog();
    const result = await handleDiagnoseRequest({
      request: post(JSON.stringify({ ...validBody(), description: "I spilled coffee on my laptop" })),
      db,
      clientAddress: "log-check",
      limiter: createRateLimiter({ limit: 10, windowMs: 60_000 }),
      now,
    });
    stopCapture();
    expect(result.status).toBe(201);
    const line = writes.map((w) => w.trim()).find((w) => w.includes('"msg":"diagnosis lead stored"'));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/liquid|cause|coffee/);
  });

  it("stores the lead without a triage when the triage fails, answering triage null and logging no visitor text", async () => {
    const { writes, stop: stopCapture } = captureLog();
    // The price list cannot be read; every other query goes through.
    const noPriceList = new Proxy(db, {
      get(target, property) {
        if (property === "selectFrom")
          return (table: string) => {
            if (table === "services") throw new Error("no such table: services (five minutes to open a browser)");
            return target.selectFrom(table as "leads");
          };
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await handleDiagnoseRequest({
      request: post(JSON.stringify(validBody())),
      db: noPriceList,
      clientAddress: "f",
      limiter: createRateLimiter({ limit: 10, windowMs: 60_000 }),
      now,
    });
    stopCapture();
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ success: true, bookingKey: expect.stringMatching(/^[\w-]{22}$/), triage: null });
    const row = await db.selectFrom("leads").select(["description", "triage"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ description: validBody().description, triage: null });
    expect(writes.join("")).toContain("diagnosis triage failed");
    expect(writes.join("")).toContain('"msg":"diagnosis lead stored"');
    expect(writes.join("")).not.toMatch(/five minutes|jane/i);
  });

  it("answers 500 without visitor data in the log when the insert fails, and stores nothing", async () => {
    setLogLevel("info");
    const writes: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: unknown) => (writes.push(String(chunk)), true));
    const broken = { ...validBody(), description: "x" };
    const fail = () => {
      throw new Error("insert failed for jane@example.com");
    };
    const failing = { isTransaction: false, transaction: fail, insertInto: fail } as unknown as Kysely<Database>;
    const result = await handleDiagnoseRequest({
      request: post(JSON.stringify(broken)),
      db: failing,
      clientAddress: "c",
      limiter: createRateLimiter({ limit: 10, windowMs: 60_000 }),
    });
    spy.mockRestore();
    setLogLevel("silent");
    expect(result).toEqual({
      status: 500,
      body: { success: false, error: "Could not save your request. Please try again later." },
      headers: undefined,
    });
    expect(writes.join("")).toContain("diagnosis lead could not be stored");
    expect(writes.join("")).not.toContain("jane");
    expect(await countLeads(db)).toBe(0);
  });

  it("answers 503 with Retry-After when the database cannot be reached", async () => {
    const refuse = () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    };
    const unreachable = { isTransaction: false, transaction: refuse, insertInto: refuse } as unknown as Kysely<Database>;
    const result = await handleDiagnoseRequest({
      request: post(JSON.stringify(validBody())),
      db: unreachable,
      clientAddress: "d",
      limiter: createRateLimiter({ limit: 10, windowMs: 60_000 }),
    });
    expect(result).toEqual({
      status: 503,
      body: { success: false, error: "Could not save your request. Please try again later." },
      headers: { "Retry-After": "10" },
    });
  });

  it("on this database, keeps the per-address count where every server sees it (PostgreSQL) or in memory (SQLite)", async () => {
    const serverA = createAddressLimiter({ name: "diagnose", limit: 10, windowMs: 60_000 });
    const serverB = createAddressLimiter({ name: "diagnose", limit: 10, windowMs: 60_000 });
    const send = (limiter: typeof serverA) =>
      handleDiagnoseRequest({ request: post(JSON.stringify(validBody())), db, clientAddress: "198.51.100.77", limiter, now });
    for (let i = 0; i < 5; i++) {
      expect((await send(serverA)).status).toBe(201);
      expect((await send(serverB)).status).toBe(201);
    }
    expect((await send(serverB)).status).toBe(kind === "postgres" ? 429 : 201);
  });

  it("answers 503 with Retry-After when the limit's store cannot be reached, storing nothing", async () => {
    const result = await handleDiagnoseRequest({
      request: post(JSON.stringify(validBody())),
      db,
      clientAddress: "e",
      limiter: {
        check: async () => {
          throw Object.assign(new Error("Connection terminated unexpectedly"), {});
        },
      },
    });
    expect(result).toEqual({
      status: 503,
      body: { success: false, error: "Could not save your request. Please try again later." },
      headers: { "Retry-After": "10" },
    });
    expect(await countLeads(db)).toBe(0);
  });
});
