import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { staffCookie } from "../../../tests/staff";
import { createTicket } from "~/features/tickets/index.server";
import { forgetPasscodeKey } from "~/lib/secret-box.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { action, headers } from "./ticket";
import { testActor } from "../../../tests/factories";

const current: { handle?: DbHandle } = {};
vi.mock("~/db/index.server", () => ({ getDb: () => current.handle!.db }));

describe.each(testDatabaseKinds())("the ticket page's passcode forms on $kind", ({ make }) => {
  let cleanup: () => Promise<void>;
  let cookie = "";
  let ticketId = 0;
  const db = () => current.handle!.db;

  beforeAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({ SITE_URL: "https://shop.example", TICKET_SECRET_KEY: "c4".repeat(32) }));
    let handle: DbHandle;
    ({ handle, cleanup } = await openMigratedDatabase(make));
    current.handle = handle;
    const t = await createTicket(
      handle.db,
      TicketFormSchema.parse({
        customerName: "Ada Byron",
        phone: "321 555 0199",
        deviceType: "tablet",
        deviceModel: "iPad",
        problem: "Will not charge",
      }),
      { by: await testActor(handle.db), now: new Date("2026-11-23T15:00:00.000Z") },
    );
    if (!t.ok) throw new Error("ticket not made");
    ticketId = t.id;
    cookie = await staffCookie(handle.db);
  });
  afterAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({}));
    await cleanup?.();
  });

  const post = (fields: Record<string, string>, extra: Record<string, string> = { cookie, origin: "http://site.test" }) =>
    action({
      request: new Request(`http://site.test/admin/tickets/${ticketId}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...extra },
        body: new URLSearchParams(fields).toString(),
      }),
      params: { id: String(ticketId) },
      context: {},
    } as never) as Promise<{ data: unknown; init: { status?: number } | null }>;
  const viewed = async () =>
    (
      await db()
        .selectFrom("ticket_events")
        .select("id")
        .where("ticket_id", "=", ticketId)
        .where("private_note", "=", "Passcode viewed")
        .execute()
    ).length;

  it("answers the passcode to the signed-in owner's same-origin POST, noting the view, never cached", async () => {
    expect(headers({} as never)).toEqual({ "Cache-Control": "private, no-store" });
    expect((await post({ intent: "setPasscode", mode: "given", passcode: "0000-route" })).data).toMatchObject({
      intent: "passcode",
      outcome: { ok: true, form: "set" },
    });
    const shown = await post({ intent: "showPasscode" });
    expect(shown.data).toEqual({ intent: "passcode", outcome: { ok: true, form: "show", passcode: "0000-route" } });
    expect(shown.init?.status).toBe(200);
    expect(await viewed()).toBe(1);
  });

  it("refuses a POST from another site, and one without a session, without showing or noting anything", async () => {
    const before = await viewed();
    const crossSite = await post({ intent: "showPasscode" }, { cookie, origin: "https://evil.example" });
    expect(crossSite.init?.status).toBe(403);
    expect(JSON.stringify(crossSite.data)).not.toContain("0000-route");
    const signedOut = await post({ intent: "showPasscode" }, { origin: "http://site.test" }).then(
      () => null,
      (thrown: { status?: number }) => thrown,
    );
    expect(signedOut?.status).toBe(302);
    expect(await viewed()).toBe(before);
  });
});
