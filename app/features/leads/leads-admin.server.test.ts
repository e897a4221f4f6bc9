import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";

import { listAllLeadsWithBookings, loadLeadsPage } from "./leads-admin.server";
import { LEADS_PAGE_SIZE, createLead } from "./leads.server";
import { moveLead } from "./pipeline.server";

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
    const move = (id: number, to: "contacted" | "quoted" | "booked" | "lost") =>
      moveLead(handle.db, { leadId: id, to, lostReason: "went elsewhere", actor: "admin", now: NOW });
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

  it("shows the newest page first, counts every stage and the pages", async () => {
    const first = await loadLeadsPage(handle.db, query(""), NOW);
    expect(first).toMatchObject({
      all: LEADS_PAGE_SIZE + 1,
      total: LEADS_PAGE_SIZE + 1,
      counts: { new: LEADS_PAGE_SIZE - 3, contacted: 1, quoted: 1, booked: 1, done: 0, lost: 1 },
      stage: null,
      page: 1,
      pages: 2,
      now: NOW.toISOString(),
    });
    expect(first.leads).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.leads[0]!.name).toBe(`Visitor${LEADS_PAGE_SIZE}`);
    const second = await loadLeadsPage(handle.db, query("page=2"), NOW);
    expect(second.leads.map((l) => l.name)).toEqual(["Visitor0"]);
  });

  it("filters by stage, keeping the counts of every stage", async () => {
    const lost = await loadLeadsPage(handle.db, query("stage=lost"), NOW);
    expect(lost).toMatchObject({ stage: "lost", total: 1, all: LEADS_PAGE_SIZE + 1, pages: 1 });
    expect(lost.leads.map((l) => [l.id, l.stage, l.lostReason, l.stageChangedAt])).toEqual([
      [ids[3], "lost", "went elsewhere", NOW.toISOString()],
    ]);
    expect((await loadLeadsPage(handle.db, query("stage=done"), NOW)).leads).toEqual([]);
  });

  it("shows a lead's active booking only, once per lead", async () => {
    const page = await loadLeadsPage(handle.db, query(""), NOW);
    const byId = new Map(page.leads.map((l) => [l.id, l]));
    expect(byId.get(ids[4]!)!.booking).toEqual({ day: "2026-11-24", windowStart: "09:00", windowEnd: "12:00" });
    expect(byId.get(ids[5]!)!.booking).toBeNull();
    expect(page.leads.filter((l) => l.id === ids[4])).toHaveLength(1);
    const all = await listAllLeadsWithBookings(handle.db);
    expect(all).toHaveLength(LEADS_PAGE_SIZE + 1);
    expect(all.find((l) => l.id === ids[4])!.booking?.day).toBe("2026-11-24");
  });

  it("reads a bad stage as every lead, a bad page as the first and a page past the end as the last", async () => {
    for (const search of [
      "stage=archived&page=0",
      "page=abc",
      "page=1.5",
      "page=-2",
      "stage=&page=",
      "stage=new&stage=x",
      "page=1e400",
    ]) {
      const page = await loadLeadsPage(handle.db, query(search), NOW);
      expect(page, search).toMatchObject({ page: 1, pages: expect.any(Number) });
    }
    expect(await loadLeadsPage(handle.db, query("stage=archived"), NOW)).toMatchObject({
      stage: null,
      total: LEADS_PAGE_SIZE + 1,
    });
    const past = await loadLeadsPage(handle.db, query("page=99999"), NOW);
    expect(past).toMatchObject({ page: 2, pages: 2 });
    expect(past.leads.map((l) => l.name)).toEqual(["Visitor0"]);
  });
});
