import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { approvedEstimate, testActor } from "../../../tests/factories";
import type { DbHandle } from "~/db/client.server";
import { staffCookie } from "../../../tests/staff";
import { createInvoice } from "~/features/money/index.server";
import { createTicket } from "~/features/tickets/index.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { loader } from "./ticket-invoice";

const current: { handle?: DbHandle } = {};
vi.mock("~/db/index.server", () => ({ getDb: () => current.handle!.db }));

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15));

describe.each(testDatabaseKinds())("GET /admin/tickets/:id/invoice on $kind", ({ make }) => {
  let cleanup: () => Promise<void>;
  let cookie = "";
  let invoiced = 0;
  let notInvoiced = 0;
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SHOP_TIMEZONE: "America/New_York" }));
    let handle: DbHandle;
    ({ handle, cleanup } = await openMigratedDatabase(make));
    current.handle = handle;
    const make1 = async () => {
      const r = await createTicket(
        handle.db,
        TicketFormSchema.parse({
          customerName: "Dorothy Vaughan",
          phone: "321 555 0123",
          deviceType: "laptop",
          deviceModel: "HP",
          problem: "Slow",
        }),
        { by: await testActor(handle.db), now: at(2) },
      );
      if (!r.ok) throw new Error("ticket not made");
      return r.id;
    };
    invoiced = await make1();
    notInvoiced = await make1();
    await approvedEstimate(handle.db, invoiced, at(3));
    await createInvoice(handle.db, { by: await testActor(handle.db), ticketId: invoiced, now: at(4) });
    cookie = await staffCookie(handle.db);
  });
  afterAll(async () => cleanup?.());

  const get = (id: string, headers: Record<string, string> = { cookie }) =>
    loader({
      request: new Request(`http://site.test/admin/tickets/${id}/invoice`, { headers }),
      params: { id },
      context: {},
    } as never);

  const thrownBy = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (thrown: unknown) => thrown as { init?: { status?: number }; status?: number; headers?: Headers },
    );

  it("gives a signed-in admin the ticket's invoice to print", async () => {
    const loaded = await get(String(invoiced));
    expect(loaded).toMatchObject({
      ticketId: invoiced,
      billTo: "Dorothy Vaughan",
      invoice: { number: expect.stringMatching(/^INV-2026-\d{4}$/), totalCents: 10_000 },
    });
  });

  it("answers 404 for a ticket without an invoice, and for one that does not exist", async () => {
    for (const id of [String(notInvoiced), "999999", "abc"]) {
      const thrown = await thrownBy(get(id));
      expect(thrown?.init?.status, id).toBe(404);
    }
  });

  it("sends a visitor who is not signed in to the sign-in page", async () => {
    const thrown = await thrownBy(get(String(invoiced), {}));
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers?.get("location")).toBe(
      `/admin/login?redirectTo=${encodeURIComponent(`/admin/tickets/${invoiced}/invoice`)}`,
    );
  });
});
