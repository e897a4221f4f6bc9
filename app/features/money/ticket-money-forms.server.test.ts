import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { approvedEstimate, labourLine, testActor } from "../../../tests/factories";
import type { DbHandle } from "~/db/client.server";
import { createTicket } from "~/features/tickets/index.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { submitTicketPage } from "~/features/tickets/ticket-forms.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { recordPayment } from "./billing.server";
import { loadTicketMoney } from "./ledger.server";
import { listServices } from "./services.server";
import { submitTicketMoney, type MoneyIntent, type TicketMoneyOutcome } from "./ticket-money-forms.server";

const at = (day: number, hour = 15) => new Date(Date.UTC(2026, 10, day, hour));
const NY = "America/New_York";
const statusUrl = (token: string) => `https://shop.example/repair/${token}`;

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe.each(testDatabaseKinds())("the ticket page's money forms on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525", SHOP_TIMEZONE: NY }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const ticket = async () => {
    const r = await createTicket(
      handle.db,
      TicketFormSchema.parse({
        customerName: "Grace Hopper",
        phone: "321 555 0199",
        deviceType: "desktop",
        deviceModel: "Tower",
        problem: "Fans loud",
      }),
      { by: await testActor(handle.db), now: at(2) },
    );
    if (!r.ok) throw new Error("ticket not made");
    return r.id;
  };

  const submit = async (id: number, intent: MoneyIntent, fields: Record<string, string>, now = at(3)) =>
    submitTicketMoney(handle.db, id, intent, form(fields), now, { by: await testActor(handle.db), statusUrl, timeZone: NY });

  const refused = (outcome: TicketMoneyOutcome) => {
    if (outcome.ok) throw new Error(`not refused: ${outcome.message}`);
    return outcome;
  };

  it("fills a row from the service picked, keeps typed rows as typed and leaves empty rows out", async () => {
    const id = await ticket();
    const ssd = (await listServices(handle.db)).find((s) => s.name === "SSD, 1 TB")!;
    const outcome = await submit(id, "saveEstimate", {
      baseVersion: "0",
      "line-0-service": String(ssd.id),
      "line-0-description": "",
      "line-0-quantity": "2",
      "line-0-unit": "",
      "line-1-description": "Bench labour",
      "line-1-quantity": "1",
      "line-1-unit": "45.50",
      "line-1-warranty": "",
      "line-2-description": "",
      "line-2-quantity": "1",
      "line-2-unit": "",
    });
    expect(outcome).toEqual({
      ok: true,
      form: "estimate",
      message: "Saved as v1, a draft. The customer sees it once you send it.",
    });
    const money = await loadTicketMoney(handle.db, id);
    expect(money.draft?.lines.map(({ id: _id, ...l }) => l)).toEqual([
      {
        position: 1,
        serviceId: ssd.id,
        description: "SSD, 1 TB",
        kind: "parts",
        taxable: true,
        quantity: 2,
        unitCents: 7900,
        lineCents: 15_800,
        warrantyDays: 365,
      },
      {
        position: 2,
        serviceId: null,
        description: "Bench labour",
        kind: "labour",
        taxable: false,
        quantity: 1,
        unitCents: 4550,
        lineCents: 4550,
        warrantyDays: 0,
      },
    ]);
  });

  it("names the row of a half-written line and keeps everything typed", async () => {
    const id = await ticket();
    const typed = {
      baseVersion: "0",
      "line-0-description": "Cleaning",
      "line-0-unit": "30",
      "line-1-description": "Thermal paste",
      "line-1-unit": "",
      "line-2-quantity": "0",
      "line-2-unit": "12.345",
    };
    const outcome = refused(await submit(id, "saveEstimate", typed));
    expect(outcome.status).toBe(400);
    expect(outcome.fieldErrors).toEqual({
      "line-1-unit": "Line 2: write the price in dollars, such as 49 or 49.99.",
      "line-2-quantity": "Line 3: write the quantity as a whole number from 1 to 999.",
      "line-2-unit": "Line 3: write the price in dollars, such as 49 or 49.99.",
    });
    expect(outcome.values).toMatchObject({ "line-0-description": "Cleaning", "line-1-description": "Thermal paste" });
    expect((await loadTicketMoney(handle.db, id)).estimates).toHaveLength(0);

    const empty = refused(await submit(id, "saveEstimate", { baseVersion: "0", "line-0-quantity": "1" }));
    expect(empty.formError).toBe("Write at least one line: pick a service, or write a description and a price.");
  });

  it("refuses a save from a page drawn before someone else's, with 409, keeping the lines typed", async () => {
    const id = await ticket();
    await submit(id, "saveEstimate", { baseVersion: "0", "line-0-description": "First", "line-0-unit": "10" });
    const stale = refused(
      await submit(id, "saveEstimate", { baseVersion: "0", "line-0-description": "Mine", "line-0-unit": "20" }),
    );
    expect(stale.status).toBe(409);
    expect(stale.formError).toMatch(/^Someone changed this estimate meanwhile/);
    expect(stale.values["line-0-description"]).toBe("Mine");
    expect((await loadTicketMoney(handle.db, id)).draft?.lines[0]?.description).toBe("First");
  });

  it("sends the draft with the lines on the form, then a change makes the next version; a draft can be discarded", async () => {
    const id = await ticket();
    await submit(id, "saveEstimate", { baseVersion: "0", "line-0-description": "Cleaning", "line-0-unit": "30" });
    const sent = await submit(id, "sendEstimate", {
      baseVersion: "1",
      "line-0-description": "Deep cleaning",
      "line-0-unit": "35",
    });
    expect(sent).toEqual({
      ok: true,
      form: "estimate",
      message: "Estimate v1 sent: it is on the customer's status page. They get no e-mail updates, so tell them by phone.",
    });
    let money = await loadTicketMoney(handle.db, id);
    expect(money.current).toMatchObject({ version: 1, status: "sent", totalCents: 3500 });

    const next = await submit(id, "saveEstimate", {
      baseVersion: "1",
      "line-0-description": "Deep cleaning",
      "line-0-unit": "40",
    });
    expect(next).toMatchObject({
      ok: true,
      message: "Saved as v2, a draft; v1 stays as the customer was given it. The customer sees it once you send it.",
    });
    expect(await submit(id, "discardDraft", { baseVersion: "2" })).toMatchObject({ ok: true, message: "Draft v2 discarded." });
    money = await loadTicketMoney(handle.db, id);
    expect(money.estimates.map((e) => e.version)).toEqual([1]);
  });

  it("records an answer by phone at the shop's time, refuses a time to come, and approval is final", async () => {
    const id = await ticket();
    await submit(id, "sendEstimate", { baseVersion: "0", "line-0-description": "Cleaning", "line-0-unit": "30" });
    const later = refused(
      await submit(id, "decideEstimate", { version: "1", decision: "approve", name: "Grace", at: "2026-11-03T11:30", note: "" }),
    );
    expect(later.fieldErrors).toEqual({ at: "That time is later than now: write when they answered." });
    const nameless = refused(await submit(id, "decideEstimate", { version: "1", decision: "", name: "", at: "", note: "" }));
    expect(nameless.fieldErrors).toEqual({
      decision: "Choose whether they approved or declined.",
      name: "Write who gave the answer.",
    });

    // 09:30 in New York on 3 November (standard time) is 14:30 UTC; now is 15:00 UTC.
    const ok = await submit(id, "decideEstimate", {
      version: "1",
      decision: "approve",
      name: "Grace Hopper",
      at: "2026-11-03T09:30",
      note: "Go ahead",
    });
    expect(ok).toEqual({ ok: true, form: "decision", message: "Recorded: Grace Hopper approved estimate v1 by phone." });
    expect((await loadTicketMoney(handle.db, id)).current).toMatchObject({
      status: "approved",
      decidedAt: "2026-11-03T14:30:00.000Z",
      decidedVia: "phone",
      recordedBy: "Test Owner",
      decisionName: "Grace Hopper",
      decisionNote: "Go ahead",
    });
    const again = refused(
      await submit(id, "decideEstimate", { version: "1", decision: "decline", name: "Grace", at: "", note: "" }),
    );
    expect(again).toMatchObject({ status: 409 });
    expect(again.formError).toBe(
      "Estimate v1 is already approved, which is final. For a change, write a new version and send it.",
    );
  });

  it("records payments up to the balance and refunds with their reason, saying the amounts", async () => {
    const id = await ticket();
    await approvedEstimate(handle.db, id, at(3), [labourLine(5000)]);
    const nothing = { kind: "payment", method: "cash", amount: "", reference: "", note: "" };
    expect(refused(await submit(id, "recordPayment", nothing)).fieldErrors).toEqual({
      amount: "Write the amount in dollars, such as 49 or 49.99.",
    });
    const over = refused(await submit(id, "recordPayment", { ...nothing, amount: "60" }));
    expect(over).toMatchObject({ status: 409, fieldErrors: { amount: "This is more than the $50.00 still due." } });
    expect(over.values).toMatchObject({ amount: "60", method: "cash" });

    expect(
      await submit(id, "recordPayment", { ...nothing, kind: "deposit", method: "card", amount: "20", reference: "slip 4" }),
    ).toEqual({
      ok: true,
      form: "payment",
      message: "Deposit of $20.00 (card) recorded. Balance: $30.00 due.",
    });
    const reasonless = refused(await submit(id, "recordPayment", { ...nothing, kind: "refund", amount: "5" }));
    expect(reasonless.fieldErrors).toEqual({ note: "Write why the money is given back." });
    const tooMuch = refused(await submit(id, "recordPayment", { ...nothing, kind: "refund", amount: "25", note: "Overcharged" }));
    expect(tooMuch.fieldErrors).toEqual({ amount: "A refund can be at most the $20.00 paid so far." });
    expect(await submit(id, "recordPayment", { ...nothing, kind: "refund", amount: "5", note: "Overcharged" })).toMatchObject({
      ok: true,
      message: "Refund of $5.00 (cash) recorded. Balance: $35.00 due.",
    });
  });

  it("makes the invoice on request once the estimate is approved, through the ticket page's action", async () => {
    const id = await ticket();
    const early = await submitTicketPage(handle.db, id, form({ intent: "createInvoice" }), at(3), await testActor(handle.db));
    expect(early).toMatchObject({
      intent: "money",
      outcome: { ok: false, status: 409, formError: "The current estimate is not approved, so there is nothing to bill yet." },
    });
    await approvedEstimate(handle.db, id, at(3));
    const made = await submitTicketPage(handle.db, id, form({ intent: "createInvoice" }), at(4), await testActor(handle.db));
    expect(made.intent).toBe("money");
    expect(made.outcome).toMatchObject({ ok: true, message: expect.stringMatching(/^Invoice INV-2026-\d{4} made\.$/) });
    const money = await loadTicketMoney(handle.db, id);
    expect(money.invoice?.totalCents).toBe(10_000);
    // Once invoiced, the estimate no longer changes.
    const frozen = refused(
      await submit(id, "saveEstimate", { baseVersion: "1", "line-0-description": "More", "line-0-unit": "1" }),
    );
    expect(frozen.formError).toBe("The invoice is made, so the estimate no longer changes.");
    expect(
      (
        await recordPayment(handle.db, {
          by: await testActor(handle.db),
          ticketId: id,
          kind: "payment",
          method: "cash",
          amountCents: 10_000,
          reference: null,
          note: null,
          recordedBy: "admin",
          now: at(4),
        })
      ).ok,
    ).toBe(true);
  });
});
