import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";

import {
  countLeadsByStage,
  type LeadListItem,
  decodeLeadCursor,
  encodeLeadCursor,
  leadBatches,
  loadLeadsPage,
} from "./leads-admin.server";
import { LEADS_PAGE_SIZE, createLead } from "./leads.server";
import { moveLead } from "./pipeline.server";
import { testActor } from "../../../tests/factories";

const request = (name: string) => ({
  issue: "slow",
  description: `${name}'s computer is slow`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: "",
  clientTimestamp: "2026-11-01T10:00:00.000Z",
});

const query = (search: string) => new URLSearchParams(search);
const NOW = new Date("2026-11-05T12:00:00.000Z");

describe.each(testDatabaseKinds())("the leads list on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const ids: number[] = [];

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    // One more than a page, a minute apart; the last is the newest.
    for (let i = 0; i <= LEADS_PAGE_SIZE; i += 1) {
      ids.push((await createLead(handle.db, request(`Visitor${i}`), new Date(Date.UTC(2026, 10, 1, 12, i)))).id);
    }
    const move = async (id: number, to: "contacted" | "quoted" | "booked" | "lost") =>
      moveLead(handle.db, {
        by: await testActor(handle.db),
        leadId: id,
        to,
        lostReason: "went elsewhere",
        actor: "admin",
        now: NOW,
      });
    await move(ids[1]!, "contacted");
    await move(ids[2]!, "quoted");
    await move(ids[3]!, "lost");
    await move(ids[4]!, "booked");
    // Lead 4 has an active booking and an older cancelled one; lead 5 only a cancelled one.
    const booking = (leadId: number, day: string, status: string) => ({
      lead_id: leadId,
      day,
      window_start: "09:00",
      window_end: "12:00",
      status,
      note: null,
      created_at: NOW.toISOString(),
      cancelled_at: status === "cancelled" ? NOW.toISOString() : null,
    });
    await handle.db
      .insertInto("bookings")
      .values([
        booking(ids[4]!, "2026-11-20", "cancelled"),
        booking(ids[4]!, "2026-11-24", "active"),
        booking(ids[5]!, "2026-11-21", "cancelled"),
      ])
      .execute();
  });
  afterAll(async () => cleanup?.());

  it("shows the newest page first, counts every stage, and pages older and back newer by cursor", async () => {
    const first = await loadLeadsPage(handle.db, query(""), NOW);
    expect(first).toMatchObject({
      all: LEADS_PAGE_SIZE + 1,
      total: LEADS_PAGE_SIZE + 1,
      counts: { new: LEADS_PAGE_SIZE - 3, contacted: 1, quoted: 1, booked: 1, done: 0, lost: 1 },
      stage: null,
      newer: null,
      older: expect.any(String),
      notice: null,
      now: NOW.toISOString(),
    });
    expect(first.leads).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.leads[0]!.name).toBe(`Visitor${LEADS_PAGE_SIZE}`);
    const second = await loadLeadsPage(handle.db, query(`before=${first.older}`), NOW);
    expect(second.leads.map((l) => l.name)).toEqual(["Visitor0"]);
    expect(second).toMatchObject({ older: null, newer: expect.any(String) });
    // Back up: the newest page again, whole, with no way further up.
    const back = await loadLeadsPage(handle.db, query(`after=${second.newer}`), NOW);
    expect(back.leads.map((l) => l.id)).toEqual(first.leads.map((l) => l.id));
    expect(back).toMatchObject({ newer: null, older: first.older });
  });

  it("keeps the stage counts equal to a count of the leads after creates and moves", async () => {
    const scanned = await handle.db
      .selectFrom("leads")
      .select(["stage", (eb) => eb.fn.countAll<string | number>().as("n")])
      .groupBy("stage")
      .execute();
    const counts = await countLeadsByStage(handle.db);
    for (const row of scanned) expect(counts[row.stage as keyof typeof counts], row.stage).toBe(Number(row.n));
    // A refused move (not allowed, or someone else moved it first) changes no count.
    await moveLead(handle.db, { by: await testActor(handle.db), leadId: ids[3]!, to: "booked", actor: "admin", now: NOW });
    await moveLead(handle.db, {
      by: await testActor(handle.db),
      leadId: ids[1]!,
      from: "new",
      to: "quoted",
      actor: "admin",
      now: NOW,
    });
    expect(await countLeadsByStage(handle.db)).toEqual(counts);
  });

  it("pages a filtered view by cursor within the stage", async () => {
    const contacted = await loadLeadsPage(handle.db, query("stage=contacted"), NOW);
    expect(contacted.leads.map((l) => l.id)).toEqual([ids[1]]);
    expect(contacted).toMatchObject({ newer: null, older: null, total: 1 });
    const newKeys: number[] = [];
    let page = await loadLeadsPage(handle.db, query("stage=new"), NOW);
    newKeys.push(...page.leads.map((l) => l.id));
    expect(page.older).toBeNull();
    expect(newKeys).toHaveLength(LEADS_PAGE_SIZE - 3);
    expect(page.leads.every((l) => l.stage === "new")).toBe(true);
    // A cursor from the unfiltered list works within the filter: the "new" leads older than it.
    const all = await loadLeadsPage(handle.db, query(""), NOW);
    page = await loadLeadsPage(handle.db, query(`stage=new&before=${encodeLeadCursor(all.leads[9]!)}`), NOW);
    expect(page.leads.map((l) => l.id)).toEqual(
      all.leads
        .slice(10)
        .filter((l) => l.stage === "new")
        .map((l) => l.id)
        .concat(ids[0]!),
    );
  });

  it("shows a lead's active booking only, once per lead", async () => {
    const page = await loadLeadsPage(handle.db, query(""), NOW);
    const byId = new Map(page.leads.map((l) => [l.id, l]));
    expect(byId.get(ids[4]!)!.booking).toEqual({ day: "2026-11-24", windowStart: "09:00", windowEnd: "12:00" });
    expect(byId.get(ids[5]!)!.booking).toBeNull();
    expect(page.leads.filter((l) => l.id === ids[4])).toHaveLength(1);
  });

  it("shows what the diagnosis found on each lead, flags a stop warning, and none once erased or unreadable", async () => {
    const summary = {
      v: 1,
      answers: {},
      causes: [{ id: "liquid-damage", likelihood: 0.92 }],
      stop: "liquid-damage",
      clear: true,
    };
    await handle.db
      .updateTable("leads")
      .set({ triage: JSON.stringify(summary) })
      .where("id", "in", [ids[6]!, ids[7]!])
      .execute();
    await handle.db.updateTable("leads").set({ triage: "{broken" }).where("id", "=", ids[8]!).execute();
    await handle.db.updateTable("leads").set({ erased_at: NOW.toISOString() }).where("id", "=", ids[7]!).execute();
    const page = await loadLeadsPage(handle.db, query(""), NOW);
    const byId = new Map(page.leads.map((l) => [l.id, l]));
    expect(byId.get(ids[6]!)!.triage).toEqual({ headline: "Likely: Liquid got inside, 92 %; stop warning shown", urgent: true });
    expect(byId.get(ids[7]!)!.triage).toBeNull();
    expect(byId.get(ids[8]!)!.triage).toBeNull();
    expect(byId.get(ids[9]!)!.triage).toBeNull();
  });

  it("reads every lead in batches, newest first, each lead once, with its booking", async () => {
    const batches: number[][] = [];
    for await (const batch of leadBatches(handle.db, 7)) batches.push(batch.map((l) => l.id));
    expect(batches.slice(0, -1).every((b) => b.length === 7)).toBe(true);
    expect(batches.flat()).toEqual([...ids].reverse());
    const all: LeadListItem[] = [];
    for await (const batch of leadBatches(handle.db)) all.push(...batch);
    expect(all.find((l) => l.id === ids[4])!.booking?.day).toBe("2026-11-24");
  });

  it("stops reading when the consumer stops asking", async () => {
    const iterator = leadBatches(handle.db, 10);
    expect((await iterator.next()).value).toHaveLength(10);
    await iterator.return(undefined);
    expect((await iterator.next()).done).toBe(true);
  });

  it("reads a bad stage as every lead and a bad cursor as the newest page with a notice", async () => {
    expect(await loadLeadsPage(handle.db, query("stage=archived"), NOW)).toMatchObject({
      stage: null,
      total: LEADS_PAGE_SIZE + 1,
      notice: null,
    });
    const forged = (text: string) => Buffer.from(text).toString("base64url");
    const first = await loadLeadsPage(handle.db, query(""), NOW);
    for (const search of [
      "before=abc",
      "before=",
      "after=%00",
      "before=" + "A".repeat(65),
      `before=${forged("2026-11-01T12:00:00.000Z~0")}`,
      `before=${forged("2026-11-01T12:00:00.000Z~99999999999")}`,
      `before=${forged("2026-11-01~5")}`,
      `before=${forged("2026-11-01T12:00:00.000Z~5~6")}`,
      `before=${forged("x' or 1=1 --~5")}`,
      `before=${first.older}&after=${first.older}`,
      "page=2&before=!!",
    ]) {
      const page = await loadLeadsPage(handle.db, query(search), NOW);
      expect(page.notice, search).toBe("That page link is not valid, so the newest leads are shown.");
      expect(
        page.leads.map((l) => l.id),
        search,
      ).toEqual(first.leads.map((l) => l.id));
    }
    // An old-style ?page= link is ignored, not refused.
    expect(await loadLeadsPage(handle.db, query("page=3"), NOW)).toMatchObject({ notice: null, newer: null });
    // A valid key past the end is an empty page, not an error.
    const past = await loadLeadsPage(handle.db, query(`before=${forged("2000-01-01T00:00:00.000Z~1")}`), NOW);
    expect(past).toMatchObject({ leads: [], older: null, newer: null, notice: null });
  });

  it("round-trips a cursor and refuses anything else", () => {
    const key = { receivedAt: "2026-11-01T12:00:00.000Z", id: 42 };
    expect(decodeLeadCursor(encodeLeadCursor(key))).toEqual(key);
    expect(decodeLeadCursor("2026-11-01T12:00:00.000Z~42")).toBeNull();
  });
});
