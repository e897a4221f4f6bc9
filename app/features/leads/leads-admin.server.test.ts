import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";

import { changeLeadStage, loadLeadsPage } from "./leads-admin.server";
import { LEADS_PAGE_SIZE, createLead } from "./leads.server";

const request = (name: string) => ({
  issue: "slow",
  description: `${name}'s computer is slow`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: "",
  clientTimestamp: "2026-11-01T10:00:00.000Z",
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const query = (search: string) => new URLSearchParams(search);

describe.each(testDatabaseKinds())("the leads admin on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const ids: number[] = [];

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    // One more than a page, a minute apart; the last is the newest.
    for (let i = 0; i <= LEADS_PAGE_SIZE; i += 1) {
      ids.push((await createLead(handle.db, request(`Visitor${i}`), new Date(Date.UTC(2026, 10, 1, 12, i)))).id);
    }
  });
  afterAll(async () => cleanup?.());

  it("shows the newest page first and counts the pages", async () => {
    const first = await loadLeadsPage(handle.db, query(""));
    expect(first).toMatchObject({ total: LEADS_PAGE_SIZE + 1, stage: null, page: 1, pages: 2 });
    expect(first.leads).toHaveLength(LEADS_PAGE_SIZE);
    expect(first.leads[0]!.name).toBe(`Visitor${LEADS_PAGE_SIZE}`);
    const second = await loadLeadsPage(handle.db, query("page=2"));
    expect(second.leads.map((l) => l.name)).toEqual(["Visitor0"]);
  });

  it("reads a bad status as every lead and a bad page as the first", async () => {
    for (const search of ["stage=archived&page=0", "page=abc", "page=1.5", "page=100001"]) {
      const page = await loadLeadsPage(handle.db, query(search));
      expect(page, search).toMatchObject({ stage: null, page: 1, total: LEADS_PAGE_SIZE + 1 });
    }
  });

  it("marks a lead handled and reopens it, and the status filter follows", async () => {
    const id = ids[3]!;
    expect(await changeLeadStage(handle.db, form({ id: String(id), to: "done" }))).toEqual({ ok: true });
    const handled = await loadLeadsPage(handle.db, query("stage=done"));
    expect(handled).toMatchObject({ stage: "done", total: 1, pages: 1 });
    expect(handled.leads.map((l) => l.id)).toEqual([id]);
    expect((await loadLeadsPage(handle.db, query("stage=new"))).total).toBe(LEADS_PAGE_SIZE);

    expect(await changeLeadStage(handle.db, form({ id: String(id), to: "contacted" }))).toEqual({ ok: true });
    expect((await loadLeadsPage(handle.db, query("stage=done"))).total).toBe(0);
  });

  it("refuses a bad form with 400 and an unknown lead with 404", async () => {
    const invalid = { ok: false, status: 400, error: "That lead or stage is not valid." };
    expect(await changeLeadStage(handle.db, form({ id: "1", to: "archived" }))).toEqual(invalid);
    expect(await changeLeadStage(handle.db, form({ id: "-4", to: "done" }))).toEqual(invalid);
    expect(await changeLeadStage(handle.db, form({ to: "done" }))).toEqual(invalid);
    expect(await changeLeadStage(handle.db, form({ id: "999999", to: "done" }))).toEqual({
      ok: false,
      status: 404,
      error: "That lead no longer exists.",
    });
  });
});
