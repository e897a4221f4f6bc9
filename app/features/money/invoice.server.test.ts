import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { approvedEstimate, labourLine, testActor } from "../../../tests/factories";
import type { DbHandle } from "~/db/client.server";
import { currentSettings } from "~/features/settings/index.server";
import { createTicket } from "~/features/tickets/index.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { createInvoice, recordPayment } from "./billing.server";
import { loadInvoicePrint } from "./invoice.server";

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15));

describe.each(testDatabaseKinds())("the printed invoice on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    setConfig(
      parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525", SHOP_TIMEZONE: "America/New_York" }),
    );
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const ticket = async () => {
    const r = await createTicket(
      handle.db,
      TicketFormSchema.parse({
        customerName: "Katherine Johnson",
        phone: "321 555 0111",
        deviceType: "laptop",
        deviceModel: "MacBook Air",
        problem: "Cracked screen",
      }),
      { by: await testActor(handle.db), now: at(2) },
    );
    if (!r.ok) throw new Error("ticket not made");
    return r;
  };

  it("is there only once the ticket has an invoice (the page answers 404 before)", async () => {
    const t = await ticket();
    expect(await loadInvoicePrint(handle.db, t.id)).toBeNull();
    await approvedEstimate(handle.db, t.id, at(3));
    expect(await loadInvoicePrint(handle.db, t.id)).toBeNull();
    expect(await loadInvoicePrint(handle.db, 2_000_000_000)).toBeNull();
  });

  it("bills the approved version's lines and totals, with the payments, the balance and the terms it was given with", async () => {
    const t = await ticket();
    await approvedEstimate(handle.db, t.id, at(3), [
      { ...labourLine(8900, "Screen replacement (labour)"), warrantyDays: 90 },
      { ...labourLine(12_000, "Screen panel"), kind: "parts", taxable: true, warrantyDays: 0 },
    ]);
    const made = await createInvoice(handle.db, { by: await testActor(handle.db), ticketId: t.id, now: at(4) });
    if (!made.ok) throw new Error("no invoice");
    await recordPayment(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      kind: "deposit",
      method: "card",
      amountCents: 5000,
      reference: "slip 7",
      note: null,
      recordedBy: "admin",
      now: at(4),
    });
    const print = await loadInvoicePrint(handle.db, t.id);
    expect(print).toMatchObject({
      ticketId: t.id,
      ticketNumber: t.number,
      billTo: "Katherine Johnson",
      device: "Laptop, MacBook Air",
      invoice: { number: made.number, subtotalCents: 20_900, taxRate: 7000, taxCents: 840, totalCents: 21_740 },
      terms: currentSettings()["money.terms"],
      paidCents: 5000,
      balanceCents: 16_740,
    });
    expect(print!.lines.map((l) => [l.description, l.lineCents, l.warrantyDays])).toEqual([
      ["Screen replacement (labour)", 8900, 90],
      ["Screen panel", 12_000, 0],
    ]);
    expect(print!.payments).toHaveLength(1);

    await handle.db
      .updateTable("tickets")
      .set({ erased_at: at(5).toISOString() })
      .where("id", "=", t.id)
      .execute();
    expect((await loadInvoicePrint(handle.db, t.id))!.billTo).toBeNull();
  });
});
