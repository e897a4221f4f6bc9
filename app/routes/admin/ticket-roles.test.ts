import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { approvedEstimate, testActor } from "../../../tests/factories";
import { staffCookie } from "../../../tests/staff";
import type { DbHandle } from "~/db/client.server";
import { createTicket, moveTicket } from "~/features/tickets/index.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { parseConfig, setConfig } from "~/lib/config.server";
import type { Role } from "~/lib/roles";

import { loader as dashboardLoader } from "./dashboard";
import { action as privacyAction } from "./privacy";
import { action, loader } from "./ticket";

const current: { handle?: DbHandle } = {};
vi.mock("~/db/index.server", () => ({ getDb: () => current.handle!.db }));

const NOW = new Date("2026-11-23T15:00:00.000Z");
const ROLE_REFUSAL = "Your role does not allow this.";

describe.each(testDatabaseKinds())("what each role may do on the ticket page on $kind", ({ make }) => {
  let cleanup: () => Promise<void>;
  const cookies = {} as Record<Role, string>;
  const db = () => current.handle!.db;

  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SHOP_TIMEZONE: "America/New_York" }));
    let handle: DbHandle;
    ({ handle, cleanup } = await openMigratedDatabase(make));
    current.handle = handle;
    for (const role of ["owner", "technician", "front_desk"] as const) cookies[role] = await staffCookie(handle.db, role);
  });
  afterAll(async () => cleanup?.());

  const newTicket = async () => {
    const made = await createTicket(
      db(),
      TicketFormSchema.parse({
        customerName: "Ada Byron",
        phone: "321 555 0199",
        deviceType: "laptop",
        deviceModel: "ThinkPad",
        problem: "Fan noise",
      }),
      { by: await testActor(db()), now: NOW },
    );
    if (!made.ok) throw new Error("ticket not made");
    return made.id;
  };
  const args = (id: number, role: Role, init: RequestInit = {}) =>
    ({
      request: new Request(`http://site.test/admin/tickets/${id}`, {
        ...init,
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies[role], origin: "http://site.test" },
      }),
      params: { id: String(id) },
      context: { clientAddress: "203.0.113.7" },
    }) as never;
  const post = (id: number, role: Role, fields: Record<string, string>) =>
    action(args(id, role, { method: "POST", body: new URLSearchParams(fields).toString() })) as Promise<{
      data: { intent: string; outcome: { ok: boolean; status?: number; formError?: string } };
      init: { status?: number } | null;
    }>;
  const auditRows = (id: number) =>
    db()
      .selectFrom("audit_log")
      .innerJoin("staff_users", "staff_users.id", "audit_log.user_id")
      .select(["audit_log.kind", "staff_users.role"])
      .where("audit_log.subject", "=", `ticket:${id}`)
      .orderBy("audit_log.id")
      .execute();

  it("refuses a technician's payment with 403 and writes nothing", async () => {
    const id = await newTicket();
    await approvedEstimate(db(), id, NOW);
    const before = await auditRows(id);
    const refused = await post(id, "technician", { intent: "recordPayment", kind: "payment", method: "cash", amount: "40" });
    expect(refused.init?.status).toBe(403);
    expect(refused.data).toMatchObject({
      intent: "money",
      outcome: { ok: false, form: "payment", status: 403, formError: ROLE_REFUSAL, values: { amount: "40" } },
    });
    expect(await db().selectFrom("payments").select("id").where("ticket_id", "=", id).execute()).toEqual([]);
    expect(await auditRows(id)).toEqual(before);
    // Nor an invoice; the front desk takes the money.
    expect((await post(id, "technician", { intent: "createInvoice" })).init?.status).toBe(403);
    const paid = await post(id, "front_desk", { intent: "recordPayment", kind: "payment", method: "cash", amount: "40" });
    expect(paid.init?.status).toBe(200);
    expect((await auditRows(id)).slice(before.length)).toEqual([{ kind: "payment", role: "front_desk" }]);
  });

  it("refuses the front desk a move to diagnosing with 403, and lets it hand the machine back", async () => {
    const id = await newTicket();
    const status = async () =>
      (await db().selectFrom("tickets").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
    const refused = await post(id, "front_desk", { intent: "move", from: "received", to: "diagnosing" });
    expect(refused.init?.status).toBe(403);
    expect(refused.data.outcome).toMatchObject({ ok: false, status: 403, formError: ROLE_REFUSAL });
    expect(await status()).toBe("received");
    expect((await auditRows(id)).map((r) => r.kind)).toEqual(["ticket-created"]);
    // A note needs no move.
    expect((await post(id, "front_desk", { intent: "note", from: "received", privateNote: "Called" })).init?.status).toBe(200);

    await moveTicket(db(), { ticketId: id, to: "ready", by: await testActor(db()), now: NOW });
    const pickedUp = await post(id, "front_desk", {
      intent: "move",
      from: "ready",
      to: "picked_up",
      confirmFinal: "on",
      pickupDevice: "on",
      pickupSignedName: "Ada Byron",
    });
    expect(pickedUp.init?.status).toBe(200);
    expect(pickedUp.data.outcome).toMatchObject({ ok: true, to: "picked_up" });
    expect(await status()).toBe("picked_up");
    expect((await auditRows(id)).slice(-1)).toEqual([{ kind: "ticket-moved", role: "front_desk" }]);
  });

  it("lets a technician move the bench's statuses and write estimates, and offers each role only its forms", async () => {
    const id = await newTicket();
    expect((await post(id, "technician", { intent: "move", from: "received", to: "diagnosing" })).init?.status).toBe(200);
    const saved = await post(id, "technician", {
      intent: "saveEstimate",
      baseVersion: "0",
      "line-0-description": "Fan cleaning",
      "line-0-unit": "39",
    });
    expect(saved.data.outcome).toMatchObject({ ok: true });
    expect((await post(id, "front_desk", { intent: "saveEstimate", baseVersion: "1" })).init?.status).toBe(403);

    const can = async (role: Role) => (await loader(args(id, role))).can;
    expect(await can("technician")).toEqual({ work: true, pickup: true, estimates: true, payments: false, decide: true });
    expect(await can("front_desk")).toEqual({ work: false, pickup: true, estimates: false, payments: true, decide: true });
    expect(await can("owner")).toEqual({ work: true, pickup: true, estimates: true, payments: true, decide: true });
  });

  it("reads the dashboard's money only for a role with the money capability", async () => {
    const dashboard = async (role: Role) =>
      ((await dashboardLoader(args(0, role))) as { dashboard: { money: unknown } }).dashboard.money;
    expect(await dashboard("owner")).not.toBeNull();
    expect(await dashboard("technician")).toBeNull();
    expect(await dashboard("front_desk")).toBeNull();
  });

  it("lets the front desk find a person but not erase them", async () => {
    const privacy = (role: Role, fields: Record<string, string>) =>
      privacyAction({
        request: new Request("http://site.test/admin/privacy", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies[role], origin: "http://site.test" },
          body: new URLSearchParams(fields).toString(),
        }),
        params: {},
        context: { clientAddress: "203.0.113.7" },
      } as never) as Promise<unknown>;
    const found = (await privacy("front_desk", { intent: "find", phone: "321 555 0199" })) as { kind: string };
    expect(found.kind).toBe("found");
    const erase = (await privacy("front_desk", { intent: "erase", phone: "321 555 0199", expected: "1" })) as {
      data: unknown;
      init: { status?: number };
    };
    expect(erase.init.status).toBe(403);
    expect(erase.data).toEqual({ kind: "refused", status: 403, error: ROLE_REFUSAL });
    const tickets = await db().selectFrom("tickets").select("erased_at").where("customer_name", "=", "Ada Byron").execute();
    expect(tickets.every((t) => t.erased_at === null)).toBe(true);
  });
});
