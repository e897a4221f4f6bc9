import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { Database } from "~/db/types";
import { hashBookingKey } from "~/features/leads/index.server";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import { setLogLevel } from "~/lib/log.server";
import { createRateLimiter, type RateLimiter } from "~/lib/rate-limit.server";

import { handleDiagnoseRequest } from "./diagnose-api.server";
import { TRIAGE_RATE_LIMIT, TRIAGE_RATE_WINDOW_MS, handleTriageAnswersRequest, handleTriageRequest } from "./triage-api.server";
import { runTriage } from "./triage/triage.server";
import type { TriageResult } from "./triage/types";

const NOW = new Date("2026-11-20T15:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const SLOW = "It takes five minutes to open a browser.";

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

type Answer = { status: number; body: any; headers: Record<string, string> };

/** The answer as status, JSON body and the headers a client acts on; never cached. */
async function read(response: Response): Promise<Answer> {
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const headers: Record<string, string> = {};
  for (const name of ["Allow", "Retry-After"]) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, body: await response.json(), headers };
}

const roomy = () => createRateLimiter({ limit: 1000, windowMs: 60_000 });

describe.each(testDatabaseKinds())("the triage endpoints on $kind", ({ kind, make }) => {
  let db: Kysely<Database>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    setLogLevel("silent");
    const opened = await openMigratedDatabase(make);
    db = opened.handle.db;
    cleanup = opened.cleanup;
  });
  afterAll(async () => cleanup?.());

  const triage = async (
    body: unknown,
    {
      headers = {},
      limiter = roomy(),
      address = "203.0.113.9",
      at = NOW,
    }: { headers?: Record<string, string>; limiter?: RateLimiter; address?: string; at?: Date } = {},
  ) =>
    read(
      await handleTriageRequest({
        request: post("/api/diagnose/triage", body, headers),
        db,
        clientAddress: address,
        limiter,
        now: () => at,
      }),
    );
  const answer = async (
    body: unknown,
    { headers = {}, limiter = roomy(), at = NOW }: { headers?: Record<string, string>; limiter?: RateLimiter; at?: Date } = {},
  ) =>
    read(
      await handleTriageAnswersRequest({
        request: post("/api/diagnose/answers", body, headers),
        db,
        clientAddress: "203.0.113.10",
        limiter,
        now: () => at,
      }),
    );

  /** Everything a request could have written. */
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of ["leads", "lead_follow_ups", "lead_events", "customers", "customer_keys", "outbox"] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  };

  let people = 0;
  /** A diagnosis request as the page sends it (a person of its own unless `email` is given); its booking key. */
  async function sendRequest(description = SLOW, { email, at = NOW }: { email?: string; at?: Date } = {}) {
    people += 1;
    const response = await handleDiagnoseRequest({
      request: post("/api/diagnose.php", {
        issue: "slow",
        description,
        userInfo: { name: "Jane Doe", email: email ?? `jane${people}@example.com`, phone: "", timestamp: at.toISOString() },
      }),
      db,
      clientAddress: "203.0.113.11",
      limiter: roomy(),
      now: () => at,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { bookingKey: string }).bookingKey;
  }

  const storedTriage = async (table: "leads" | "lead_follow_ups", bookingKey: string) => {
    const row = await db
      .selectFrom(table)
      .select("triage")
      .where("booking_key_hash", "=", hashBookingKey(bookingKey))
      .executeTakeFirstOrThrow();
    return row.triage === null ? null : JSON.parse(row.triage);
  };

  describe("POST /api/diagnose/triage", () => {
    it("answers 200 with the engine's answer, priced from the price list, and stores nothing", async () => {
      await sendRequest();
      const before = await counts();
      const result = await triage({ issue: "slow", description: SLOW });
      expect(result.status).toBe(200);
      expect(Object.keys(result.body).sort()).toEqual([
        "answered",
        "causes",
        "clear",
        "nextQuestion",
        "service",
        "steps",
        "stop",
      ]);
      expect(result.body).toEqual(await runTriage(db, { issue: "slow", description: SLOW, answers: {} }, NOW));
      const body = result.body as TriageResult;
      expect(body.causes[0]).toMatchObject({ id: "hdd-bottleneck", title: expect.any(String), stop: false });
      expect(body.causes.length).toBeGreaterThanOrEqual(3);
      expect(body.service).toMatchObject({ title: "SSD upgrade", fromCents: 16_800, toCents: 21_800, source: "price-list" });
      expect(body.nextQuestion).toEqual({ id: expect.any(String), text: expect.any(String), options: ["yes", "no", "unsure"] });
      expect(body.answered).toBe(0);
      expect(await counts()).toEqual(before);
    });

    it("ranks again with the answers, counting only the engine's own questions", async () => {
      const first = (await triage({ issue: "slow", description: SLOW })).body as TriageResult;
      const likelihoodOf = (r: TriageResult, id: string) => r.causes.find((c) => c.id === id)?.likelihood ?? 0;
      const yes = (await triage({ issue: "slow", description: SLOW, answers: { popups: "yes", "no-such-question": "yes" } }))
        .body as TriageResult;
      const no = (await triage({ issue: "slow", description: SLOW, answers: { popups: "no" } })).body as TriageResult;
      expect(yes.answered).toBe(1);
      expect(no.answered).toBe(1);
      expect(likelihoodOf(yes, "adware-hijack")).toBeGreaterThan(likelihoodOf(first, "adware-hijack"));
      expect(likelihoodOf(no, "adware-hijack")).toBeLessThan(likelihoodOf(first, "adware-hijack"));
      expect(yes.nextQuestion?.id).not.toBe("popups");
      // "Not sure" is counted as answered and tells the engine nothing.
      const unsure = (await triage({ issue: "slow", description: SLOW, answers: { popups: "unsure" } })).body as TriageResult;
      expect(unsure.answered).toBe(1);
      expect(unsure.causes).toEqual(first.causes);
    });

    it("takes no issue, as null or left out", async () => {
      const none = await triage({ issue: null, description: "I spilled coffee on my laptop" });
      expect(none.status).toBe(200);
      expect(none.body.stop).toEqual({ cause: "liquid-damage", message: expect.any(String) });
      expect((await triage({ description: "I spilled coffee on my laptop" })).body).toEqual(none.body);
    });

    const bad: Array<[string, unknown, string]> = [
      ["bad JSON", "{issue: slow", "body: must be valid JSON"],
      ["a JSON array", "[]", "body: must be a JSON object"],
      ["an unknown issue", { issue: "printer", description: SLOW }, "issue: Must be one of the listed issues, or null"],
      ["no description", { issue: "slow" }, "description: Please provide additional details about your issue"],
      [
        "a blank description",
        { issue: "slow", description: "  \n " },
        "description: Please provide additional details about your issue",
      ],
      [
        "a description over 5000 characters",
        { issue: "slow", description: "x".repeat(5001) },
        "description: Details must be at most 5000 characters",
      ],
      [
        "answers that are a list",
        { description: SLOW, answers: ["yes"] },
        "answers: Must be an object of question ids and answers",
      ],
      [
        "eleven answers",
        { description: SLOW, answers: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`q${i}`, "yes"])) },
        "answers: At most 10 answers",
      ],
      [
        "a question id that is not one",
        { description: SLOW, answers: { "Popups!": "yes" } },
        "answers: Question ids are 1 to 40 lower-case letters, digits or hyphens",
      ],
      [
        "a question id over 40 characters",
        { description: SLOW, answers: { ["q".repeat(41)]: "yes" } },
        "answers: Question ids are 1 to 40 lower-case letters, digits or hyphens",
      ],
      [
        "an answer that is not yes, no or unsure",
        { description: SLOW, answers: { popups: "maybe" } },
        "answers.popups: Each answer must be yes, no or unsure",
      ],
    ];

    it.each(bad)("answers 400 for %s, naming the field", async (_label, body, error) => {
      expect(await triage(body)).toEqual({ status: 400, body: { success: false, error }, headers: {} });
    });

    it("refuses another site's post (403), a body not sent as JSON (415), over 16 KB (413) and other methods (405)", async () => {
      const body = { issue: "slow", description: SLOW };
      expect(await triage(body, { headers: { Origin: "https://evil.example" } })).toEqual({
        status: 403,
        body: { success: false, error: "Cross-site request refused" },
        headers: {},
      });
      expect((await triage(body, { headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(403);
      expect((await triage(body, { headers: { Origin: "http://localhost" } })).status).toBe(200);
      expect(await triage(body, { headers: { "Content-Type": "text/plain" } })).toEqual({
        status: 415,
        body: { success: false, error: "body: must be sent as application/json" },
        headers: {},
      });
      expect((await triage({ ...body, padding: "x".repeat(16 * 1024) })).status).toBe(413);
      const get = await read(
        await handleTriageRequest({ request: new Request("http://localhost/api/diagnose/triage"), db, clientAddress: "a" }),
      );
      expect(get).toEqual({
        status: 405,
        body: { success: false, error: "method: only POST is accepted" },
        headers: { Allow: "POST" },
      });
    });

    it("lets exactly the limit through a parallel burst from one IPv6 /64, then answers 429 with Retry-After", async () => {
      const limiter = createAddressLimiter({
        name: `triage-burst-${kind}`,
        limit: TRIAGE_RATE_LIMIT,
        windowMs: TRIAGE_RATE_WINDOW_MS,
      });
      const burst = await Promise.all(
        Array.from({ length: TRIAGE_RATE_LIMIT + 10 }, (_, i) =>
          triage({ issue: "slow", description: SLOW }, { limiter, address: `2001:db8:7:9::${(i + 1).toString(16)}` }),
        ),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(TRIAGE_RATE_LIMIT);
      const refused = burst.filter((r) => r.status === 429);
      expect(refused).toHaveLength(10);
      for (const r of refused) {
        expect(r.body).toEqual({ success: false, error: "Too many requests. Please wait a minute and try again." });
        // Every request came at the same instant, so the whole window is left to wait.
        expect(r.headers["Retry-After"]).toBe(String(TRIAGE_RATE_WINDOW_MS / 1000));
      }
      // Another /64 has its own budget; the window's end lets the first one in again.
      expect((await triage({ issue: "slow", description: SLOW }, { limiter, address: "2001:db8:7:a::1" })).status).toBe(200);
      const later = new Date(NOW.getTime() + TRIAGE_RATE_WINDOW_MS + 1);
      expect(
        (await triage({ issue: "slow", description: SLOW }, { limiter, address: "2001:db8:7:9::1", at: later })).status,
      ).toBe(200);
    });

    it("answers 503 with Retry-After when the limit's store or the price list cannot be reached", async () => {
      const down = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      const storeDown: RateLimiter = {
        check: async () => {
          throw down();
        },
      };
      const expected = {
        status: 503,
        body: { success: false, error: "Could not work out the causes just now. Please try again later." },
        headers: { "Retry-After": "10" },
      };
      expect(await triage({ issue: "slow", description: SLOW }, { limiter: storeDown })).toEqual(expected);
      const unreachable = {
        selectFrom: () => {
          throw down();
        },
      } as unknown as Kysely<Database>;
      const response = await handleTriageRequest({
        request: post("/api/diagnose/triage", { issue: "slow", description: SLOW }),
        db: unreachable,
        clientAddress: "b",
        limiter: roomy(),
        now: () => NOW,
      });
      expect(await read(response)).toEqual(expected);
    });

    it("logs one line with the issue and the top cause, never the visitor's words", async () => {
      setLogLevel("info");
      const writes: string[] = [];
      const record = (chunk: unknown) => (writes.push(String(chunk)), true);
      const spies = [
        vi.spyOn(process.stdout, "write").mockImplementation(record),
        vi.spyOn(process.stderr, "write").mockImplementation(record),
      ];
      try {
        await triage({ issue: "slow", description: `${SLOW} My name is Zelda Quux.`, answers: { popups: "no" } });
      } finally {
        for (const spy of spies) spy.mockRestore();
        setLogLevel("silent");
      }
      expect(writes).toHaveLength(1);
      expect(JSON.parse(writes[0]!)).toEqual({
        time: expect.any(String),
        level: "info",
        msg: "triage answered",
        issue: "slow",
        cause: "hdd-bottleneck",
      });
    });
  });

  describe("POST /api/diagnose/answers", () => {
    it("ranks the stored request again with the answers, keeps the new summary on the lead and answers the triage", async () => {
      const bookingKey = await sendRequest();
      expect(await storedTriage("leads", bookingKey)).toMatchObject({ answers: {}, causes: expect.any(Array) });
      const before = await counts();
      // Words sent now are not the request's: the stored description is what is ranked.
      const result = await answer({ bookingKey, answers: { popups: "yes" }, description: "I spilled coffee on it" });
      expect(result.status).toBe(200);
      const expected = await runTriage(db, { issue: "slow", description: SLOW, answers: { popups: "yes" } }, NOW);
      expect(result.body).toEqual(expected);
      expect(await storedTriage("leads", bookingKey)).toEqual({
        v: 1,
        answers: { popups: "yes" },
        causes: expected.causes.slice(0, 5).map((c) => ({ id: c.id, likelihood: c.likelihood })),
        stop: null,
        clear: expected.clear,
        service: expect.objectContaining({ title: expected.service!.title, fromCents: expected.service!.fromCents }),
      });
      // A second set replaces the first; nothing else is written.
      const again = await answer({ bookingKey, answers: { popups: "no", old: "yes" } });
      expect(again.body.answered).toBe(2);
      expect((await storedTriage("leads", bookingKey)).answers).toEqual({ popups: "no", old: "yes" });
      expect(await counts()).toEqual(before);
    });

    it("keeps a follow-up's answers on the follow-up, leaving its lead's as they were", async () => {
      people += 1;
      const email = `follow${people}@example.com`;
      const leadKey = await sendRequest(SLOW, { email });
      const followKey = await sendRequest("I spilled coffee on my laptop", { email, at: new Date(NOW.getTime() + HOUR) });
      const leadSummary = await storedTriage("leads", leadKey);
      const result = await answer(
        { bookingKey: followKey, answers: { spill: "yes" } },
        { at: new Date(NOW.getTime() + 2 * HOUR) },
      );
      expect(result.status).toBe(200);
      expect(result.body.stop).toEqual({ cause: "liquid-damage", message: expect.any(String) });
      expect(await storedTriage("lead_follow_ups", followKey)).toMatchObject({
        answers: { spill: "yes" },
        stop: "liquid-damage",
      });
      expect(await storedTriage("leads", leadKey)).toEqual(leadSummary);
    });

    it("answers 404 for a key no request has, one from more than 24 hours ago, and an erased request", async () => {
      const gone = {
        status: 404,
        body: { success: false, error: "bookingKey: no request from the last 24 hours has this key" },
        headers: {},
      };
      expect(await answer({ bookingKey: "A".repeat(22), answers: { popups: "yes" } })).toEqual(gone);

      const bookingKey = await sendRequest();
      const summary = await storedTriage("leads", bookingKey);
      expect(await answer({ bookingKey, answers: { old: "yes" } }, { at: new Date(NOW.getTime() + 24 * HOUR + 1000) })).toEqual(
        gone,
      );
      expect(await storedTriage("leads", bookingKey)).toEqual(summary);
      expect((await answer({ bookingKey, answers: { old: "yes" } }, { at: new Date(NOW.getTime() + 23 * HOUR) })).status).toBe(
        200,
      );

      const erasedKey = await sendRequest();
      await db
        .updateTable("leads")
        .set({ erased_at: NOW.toISOString() })
        .where("booking_key_hash", "=", hashBookingKey(erasedKey))
        .execute();
      expect(await answer({ bookingKey: erasedKey, answers: { popups: "yes" } })).toEqual(gone);
    });

    const bad: Array<[string, unknown, string]> = [
      ["no key", { answers: { popups: "yes" } }, "bookingKey: Must be the booking key this browser was given with the request"],
      [
        "a key of the wrong shape",
        { bookingKey: "abc", answers: {} },
        "bookingKey: Must be the booking key this browser was given with the request",
      ],
      [
        "a bad answer",
        { bookingKey: "A".repeat(22), answers: { popups: 1 } },
        "answers.popups: Each answer must be yes, no or unsure",
      ],
      [
        "a bad question id",
        { bookingKey: "A".repeat(22), answers: { "": "yes" } },
        "answers: Question ids are 1 to 40 lower-case letters, digits or hyphens",
      ],
    ];

    it.each(bad)("answers 400 for %s, naming the field", async (_label, body, error) => {
      expect(await answer(body)).toEqual({ status: 400, body: { success: false, error }, headers: {} });
    });

    it("refuses another site's post and other methods, and answers 429 over its limit", async () => {
      const bookingKey = await sendRequest();
      const body = { bookingKey, answers: { popups: "yes" } };
      expect((await answer(body, { headers: { Origin: "https://evil.example" } })).status).toBe(403);
      expect(await storedTriage("leads", bookingKey)).toMatchObject({ answers: {} });
      const get = await read(
        await handleTriageAnswersRequest({
          request: new Request("http://localhost/api/diagnose/answers"),
          db,
          clientAddress: "a",
        }),
      );
      expect(get.status).toBe(405);
      const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
      expect((await answer(body, { limiter })).status).toBe(200);
      const refused = await answer({ ...body, answers: { popups: "no" } }, { limiter });
      expect(refused.status).toBe(429);
      expect(refused.headers["Retry-After"]).toBe("60");
      expect(await storedTriage("leads", bookingKey)).toMatchObject({ answers: { popups: "yes" } });
    });
  });
});
