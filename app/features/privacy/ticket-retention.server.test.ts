import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { signedPickup, testActor } from "../../../tests/factories";
import type { DbHandle } from "~/db/client.server";
import { runRetention } from "~/features/privacy/index.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { loadPublicTicket } from "~/features/tickets/public.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { ticketsCsv } from "~/features/tickets/tickets-csv.server";
import { createTicket, moveTicket } from "~/features/tickets/tickets.server";

const day = (d: number) => new Date(Date.UTC(2026, 0, 1) + d * 24 * 60 * 60 * 1000);

const input = (name: string) =>
  TicketFormSchema.parse({
    customerName: name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
    phone: "(321) 555-0142",
    deviceType: "laptop",
    deviceModel: "Dell XPS 13",
    serial: "SN-123",
    problem: "=cmd|' /C calc'!A0 will not boot",
    accessories: "Charger",
    emailConsent: "on",
  });

describe.each(testDatabaseKinds())("ticket retention and export on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const make1 = async (name: string, closeOn: number | null, to: "picked_up" | "cancelled" = "picked_up") => {
    const t = await createTicket(handle.db, input(name), { by: await testActor(handle.db), now: day(0) });
    if (!t.ok) throw new Error("create failed");
    if (closeOn !== null) {
      if (to === "picked_up")
        await moveTicket(handle.db, {
          by: await testActor(handle.db),
          ticketId: t.id,
          to: "ready",
          publicNote: `Ready, ${name}`,
          now: day(closeOn),
        });
      const moved = await moveTicket(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        to,
        privateNote: `Paid cash, ${name}`,
        pickup: signedPickup(name),
        now: day(closeOn),
      });
      expect(moved.ok).toBe(true);
    }
    return t;
  };

  it("erases the personal fields of tickets closed longer ago than the retention, once, and keeps number and dates", async () => {
    const old = await make1("Olive Old", 10);
    const oldCancelled = await make1("Carl Cancel", 10, "cancelled");
    const recent = await make1("Rita Recent", 300);
    const open = await make1("Oscar Open", null);

    // 365 days after day 10 is day 375: on day 376 only the two closed on day 10 are due.
    const policy = { leadRetentionMonths: 24, ticketRetentionDays: 365 };
    expect(await runRetention(handle.db, day(376), policy)).toMatchObject({ tickets: 2 });
    expect(await runRetention(handle.db, day(376), policy)).toMatchObject({ tickets: 0 });

    const rows = await handle.db.selectFrom("tickets").selectAll().orderBy("id").execute();
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    for (const t of [old, oldCancelled]) {
      expect(byId.get(t.id)).toMatchObject({
        number: t.number,
        customer_name: "",
        email: null,
        phone: null,
        phone_digits: null,
        serial: null,
        problem: "",
        accessories: null,
        token: null,
        token_hash: null,
        erased_at: day(376).toISOString(),
        device_model: "Dell XPS 13",
        created_at: day(0).toISOString(),
      });
      expect(await loadPublicTicket(handle.db, t.token)).toBeNull();
    }
    for (const t of [recent, open]) expect(byId.get(t.id)!.erased_at).toBeNull();
    const notes = await handle.db
      .selectFrom("ticket_events")
      .select(["public_note", "private_note"])
      .where("ticket_id", "in", [old.id, oldCancelled.id])
      .execute();
    expect(notes.every((n) => n.public_note === null && n.private_note === null)).toBe(true);
    const mail = await handle.db.selectFrom("outbox").select("subject_id").where("subject_type", "=", "ticket").execute();
    expect(mail.map((m) => Number(m.subject_id))).not.toContain(old.id);
    expect(mail.map((m) => Number(m.subject_id))).toContain(recent.id);

    // The export: one row per ticket, newest first, formulas defused, nothing left of the erased ones.
    const bytes = new Uint8Array(await new Response(ticketsCsv(handle.db)).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Number","Status","Received","Status since","Closed","Customer","Email","Phone","Device","Make and model","Serial","Problem","Left with it","Estimate","E-mail updates agreed","Details erased"',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"${open.number}","Received"`);
    expect(lines[1]).toContain(`"'=cmd|' /C calc'!A0 will not boot"`);
    expect(csv).not.toContain("Olive");
    expect(csv).not.toContain("Carl");
  });
});
