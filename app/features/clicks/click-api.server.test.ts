import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { runSeeders } from "~/db/seed";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import { createRateLimiter } from "~/lib/rate-limit.server";

import { handleClickRequest } from "./click-api.server";
import { countRecentClicks, recordClick } from "./clicks.server";

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://site.test/api/affiliate-click.php", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });

describe.each(testDatabaseKinds())("affiliate clicks on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let productId: number;
  let componentId: number;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    await runSeeders(handle.db);
    componentId = Number((await handle.db.selectFrom("pc_components").select("id").orderBy("id").executeTakeFirstOrThrow()).id);
    productId = Number((await handle.db.selectFrom("products").select("id").orderBy("id").executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => cleanup?.());

  const call = (request: Request, limit = 1000) =>
    handleClickRequest({
      request,
      db: handle.db,
      clientAddress: "192.0.2.1",
      limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    });

  it("counts clicks per item and day, and sums the last 30 days", async () => {
    const day1 = new Date("2026-11-01T12:00:00Z");
    const day2 = new Date("2026-11-20T12:00:00Z");
    expect(await recordClick(handle.db, { kind: "component", id: componentId }, day1)).toBe(true);
    expect(await recordClick(handle.db, { kind: "component", id: componentId }, day2)).toBe(true);
    expect(await recordClick(handle.db, { kind: "component", id: componentId }, day2)).toBe(true);
    expect((await countRecentClicks(handle.db, "component", 30, day2)).get(componentId)).toBe(3);
    expect((await countRecentClicks(handle.db, "component", 10, day2)).get(componentId)).toBe(2);
    expect((await countRecentClicks(handle.db, "product", 30, day2)).get(componentId)).toBeUndefined();
    const rows = await handle.db.selectFrom("affiliate_clicks").selectAll().execute();
    expect(Object.keys(rows[0]!).sort()).toEqual(["clicks", "day", "item_id", "kind"]);
  });

  it("answers 204 for a real product or component and 404 for an unknown one", async () => {
    expect((await call(post(JSON.stringify({ kind: "product", id: productId })))).status).toBe(204);
    expect((await call(post(JSON.stringify({ kind: "component", id: componentId })))).status).toBe(204);
    const missing = await call(post(JSON.stringify({ kind: "product", id: 999_999 })));
    expect(missing.status).toBe(404);
  });

  it.each([
    ["not json", "{", 400, "Body must be JSON"],
    ["an unknown kind", JSON.stringify({ kind: "user", id: 1 }), 400, "kind: must be product or component"],
    ["a negative id", JSON.stringify({ kind: "product", id: -4 }), 400, "id: must be positive"],
    ["a fractional id", JSON.stringify({ kind: "product", id: 1.5 }), 400, "id: must be a whole number"],
    ["an oversized body", JSON.stringify({ kind: "product", id: 1, pad: "x".repeat(2000) }), 413, "Body too large"],
  ])("refuses %s", async (_label, body, status, error) => {
    const before = await handle.db
      .selectFrom("affiliate_clicks")
      .select((eb) => eb.fn.sum<number>("clicks").as("n"))
      .executeTakeFirst();
    const r = await call(post(body));
    expect(r.status).toBe(status);
    expect(await r.json()).toEqual({ error });
    const after = await handle.db
      .selectFrom("affiliate_clicks")
      .select((eb) => eb.fn.sum<number>("clicks").as("n"))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it("refuses another site's post and a body not sent as application/json", async () => {
    const body = JSON.stringify({ kind: "product", id: productId });
    const cross = await call(post(body, { origin: "https://evil.example" }));
    expect([cross.status, await cross.json()]).toEqual([403, { error: "Cross-site request refused" }]);
    const plain = await call(post(body, { "content-type": "text/plain" }));
    expect([plain.status, await plain.json()]).toEqual([415, { error: "Body must be sent as application/json" }]);
    expect((await call(post(body, { origin: "http://site.test", "sec-fetch-site": "same-origin" }))).status).toBe(204);
  });

  it("limits each address and refuses other methods", async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    const once = () =>
      handleClickRequest({
        request: post(JSON.stringify({ kind: "component", id: componentId })),
        db: handle.db,
        clientAddress: "198.51.100.7",
        limiter,
      });
    expect((await once()).status).toBe(204);
    expect((await once()).status).toBe(204);
    const limited = await once();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    const get = await call(new Request("http://site.test/api/affiliate-click.php"));
    expect(get.status).toBe(405);
  });

  it("on PostgreSQL, two servers share one count per address; on SQLite each keeps its own", async () => {
    const serverA = createAddressLimiter({ name: "clicks", limit: 4, windowMs: 60_000 });
    const serverB = createAddressLimiter({ name: "clicks", limit: 4, windowMs: 60_000 });
    const click = (limiter: typeof serverA) =>
      handleClickRequest({
        request: post(JSON.stringify({ kind: "component", id: componentId })),
        db: handle.db,
        clientAddress: "198.51.100.8",
        limiter,
      });
    for (let i = 0; i < 2; i++) {
      expect((await click(serverA)).status).toBe(204);
      expect((await click(serverB)).status).toBe(204);
    }
    expect((await click(serverA)).status).toBe(handle.kind === "postgres" ? 429 : 204);
  });

  it("answers 503 with Retry-After when the limit's store cannot be reached", async () => {
    const res = await handleClickRequest({
      request: post(JSON.stringify({ kind: "component", id: componentId })),
      db: handle.db,
      clientAddress: "198.51.100.9",
      limiter: {
        check: async () => {
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
        },
      },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("10");
    expect(await res.json()).toEqual({ error: "Clicks cannot be counted right now" });
  });
});
