import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { staffCookie } from "../../../tests/staff";
import { parseConfig, setConfig } from "~/lib/config.server";

import { action, loader } from "./services";

const current: { handle?: DbHandle } = {};
vi.mock("~/db/index.server", () => ({ getDb: () => current.handle!.db }));

describe.each(testDatabaseKinds())("/admin/services on $kind", ({ make }) => {
  let cleanup: () => Promise<void>;
  let cookie = "";
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SHOP_TIMEZONE: "America/New_York" }));
    let handle: DbHandle;
    ({ handle, cleanup } = await openMigratedDatabase(make));
    current.handle = handle;
    cookie = await staffCookie(handle.db);
  });
  afterAll(async () => cleanup?.());

  const post = (fields: Record<string, string>, headers: Record<string, string> = { cookie }) =>
    action({
      request: new Request("http://site.test/admin/services", { method: "POST", headers, body: new URLSearchParams(fields) }),
      params: {},
      context: {},
    } as never) as unknown as Promise<{ data: { ok: boolean; fieldErrors?: Record<string, string> }; init: { status: number } }>;

  const fields = { name: "Fan cleaning", price: "39", priceMax: "", kind: "labour", turnaroundDays: "", warrantyDays: "30" };

  it("adds a service posted from the page, and answers a refused form with 400 and its messages", async () => {
    const saved = await post(fields);
    expect(saved.init.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: true, name: "Fan cleaning", created: true });
    const list = (await loader({
      request: new Request("http://site.test/admin/services", { headers: { cookie } }),
      params: {},
      context: {},
    } as never)) as {
      services: Array<{ name: string }>;
    };
    expect(list.services.at(-1)?.name).toBe("Fan cleaning");

    const refused = await post({ ...fields, price: "" });
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ price: "Write the price in dollars (the lowest price of a range)." });
  });

  it("refuses a form posted from another site, and sends a visitor who is not signed in to sign in", async () => {
    const cross = await post(fields, { cookie, origin: "https://evil.example" });
    expect(cross.init.status).toBe(403);
    expect(cross.data).toMatchObject({ ok: false, formError: "Cross-site request refused." });
    const signedOut = await post(fields, {}).then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(signedOut?.status).toBe(302);
  });
});
