import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { insertPaymentRow, insertTicketRow } from "../../../tests/money-rows";
import type { DbHandle } from "~/db/client.server";
import { staffCookie } from "../../../tests/staff";
import { parseConfig, setConfig } from "~/lib/config.server";

import { loader } from "./money-csv";

const current: { handle?: DbHandle } = {};
vi.mock("~/db/index.server", () => ({ getDb: () => current.handle!.db }));

describe.each(testDatabaseKinds())("GET /admin/money.csv on $kind", ({ make }) => {
  let cleanup: () => Promise<void>;
  let cookie = "";
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SHOP_TIMEZONE: "America/New_York" }));
    let handle: DbHandle;
    ({ handle, cleanup } = await openMigratedDatabase(make));
    current.handle = handle;
    const ticket = await insertTicketRow(handle.db);
    // 23:30 on 31 January in the shop, already 1 February in UTC.
    await insertPaymentRow(handle.db, ticket.id, 4_200, "2026-02-01T04:30:00.000Z", { method: "cash" });
    cookie = await staffCookie(handle.db);
  });
  afterAll(async () => cleanup?.());

  const get = (query: string, headers: Record<string, string> = { cookie }) =>
    loader({ request: new Request(`http://site.test/admin/money.csv${query}`, { headers }), params: {}, context: {} } as never);

  it("downloads the range's rows, in the shop's days, for a signed-in admin", async () => {
    const response = (await get("?from=2026-01-01&to=2026-01-31")) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="money-2026-01-01-to-2026-01-31.csv"');
    const text = await response.text();
    expect(text).toContain('"payment","2026-01-31","",');
    expect(text).toContain('"Cash","","","","","","42.00"');
  });

  it("answers a missing, malformed or backwards range with 400 and says what is wrong", async () => {
    const cases: Array<[string, string]> = [
      ["", "Give the first date as from=YYYY-MM-DD. Give the last date as to=YYYY-MM-DD."],
      ["?from=2026-01-01", "Give the last date as to=YYYY-MM-DD."],
      ["?from=2026-13-01&to=2026-12-31", "The first date must be a real date written YYYY-MM-DD, such as 2026-01-31."],
      ["?from=2026-02-01&to=2026-01-31", "The first date must be on or before the last date."],
      ["?from=2020-01-01&to=2026-01-31", "One file covers at most 5 years: choose a shorter range."],
    ];
    for (const [query, message] of cases) {
      const response = (await get(query)) as Response;
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect((await response.text()).trim(), query).toBe(message);
    }
  });

  it("sends a visitor who is not signed in to the sign-in page", async () => {
    const refused = await get("?from=2026-01-01&to=2026-01-31", {}).then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(refused?.status).toBe(302);
    expect(refused?.headers.get("location")).toBe(
      `/admin/login?redirectTo=${encodeURIComponent("/admin/money.csv?from=2026-01-01&to=2026-01-31")}`,
    );
  });
});
