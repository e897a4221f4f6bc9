import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";

import { listServices, saveService } from "./services.server";
import { testActor } from "../../../tests/factories";

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15));

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

const valid = { name: "Fan cleaning", price: "39", priceMax: "", kind: "labour", turnaroundDays: "1", warrantyDays: "30" };

describe.each(testDatabaseKinds())("the price list on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  it("adds a service at the end of the list, offered, with its range, tax, turnaround and warranty", async () => {
    const before = await listServices(handle.db);
    const saved = await saveService(
      handle.db,
      form({ ...valid, name: "  Hinge repair ", price: "$1,049.50", priceMax: "1299", kind: "parts", taxable: "on" }),
      at(2),
      await testActor(handle.db),
    );
    expect(saved).toMatchObject({ ok: true, name: "Hinge repair", created: true, active: true });
    const after = await listServices(handle.db);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({
      id: saved.ok ? saved.id : 0,
      name: "Hinge repair",
      kind: "parts",
      priceCents: 104_950,
      priceMaxCents: 129_900,
      taxable: true,
      turnaroundDays: 1,
      warrantyDays: 30,
      active: true,
    });
  });

  it("writes an audit row naming the user for each save, with the name and price before and after", async () => {
    const by = await testActor(handle.db);
    const added = await saveService(handle.db, form({ ...valid, name: "Screen swap", price: "99" }), at(3), by);
    if (!added.ok) throw new Error("not saved");
    await saveService(handle.db, form({ ...valid, id: String(added.id), name: "Screen swap", price: "119" }), at(4), by);
    const rows = await handle.db
      .selectFrom("audit_log")
      .select(["user_id", "kind", "detail"])
      .where("subject", "=", `service:${added.id}`)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { user_id: by.userId, kind: "price-changed", detail: "Added “Screen swap” at $99.00" },
      { user_id: by.userId, kind: "price-changed", detail: "“Screen swap”: $99.00 → $119.00, retired" },
    ]);
  });

  it("refuses a form with each field's message and keeps what was typed", async () => {
    const typed = { name: "", price: "forty", priceMax: "", kind: "gadgets", turnaroundDays: "400", warrantyDays: "9999" };
    const refused = await saveService(handle.db, form(typed), at(2), await testActor(handle.db));
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      id: null,
      fieldErrors: {
        name: "Write the service's name.",
        price: "Write the price in dollars, such as 49 or 49.99.",
        kind: "Choose labour or parts.",
        turnaroundDays: "Write the usual turnaround in whole days from 0 to 365, or leave it empty.",
        warrantyDays: "Write the warranty in whole days from 0 to 3,650 (0: no warranty).",
      },
    });
    if (!refused.ok) expect(refused.values).toMatchObject(typed);
  });

  it("refuses a highest price below the price, and reads one equal to it as a fixed price", async () => {
    const low = await saveService(
      handle.db,
      form({ ...valid, price: "50", priceMax: "49.99" }),
      at(2),
      await testActor(handle.db),
    );
    expect(low).toMatchObject({
      ok: false,
      fieldErrors: { priceMax: "The highest price must be at least the price, $50.00; leave it empty for a fixed price." },
    });
    const same = await saveService(
      handle.db,
      form({ ...valid, name: "Same", price: "50", priceMax: "50.00" }),
      at(2),
      await testActor(handle.db),
    );
    if (!same.ok) throw new Error("not saved");
    const stored = (await listServices(handle.db)).find((s) => s.id === same.id);
    expect(stored).toMatchObject({ priceCents: 5000, priceMaxCents: null });
  });

  it("retires a service instead of deleting it: it leaves the offered list and stays for old lines", async () => {
    const made = await saveService(handle.db, form({ ...valid, name: "Floppy drive check" }), at(2), await testActor(handle.db));
    if (!made.ok) throw new Error("not saved");
    const retired = await saveService(
      handle.db,
      form({ ...valid, name: "Floppy drive check", id: String(made.id) }),
      at(3),
      await testActor(handle.db),
    );
    expect(retired).toMatchObject({ ok: true, created: false, active: false });
    expect((await listServices(handle.db, { activeOnly: true })).some((s) => s.id === made.id)).toBe(false);
    expect((await listServices(handle.db)).find((s) => s.id === made.id)).toMatchObject({ active: false });

    const back = await saveService(
      handle.db,
      form({ ...valid, name: "Floppy drive check", id: String(made.id), active: "on" }),
      at(4),
      await testActor(handle.db),
    );
    expect(back).toMatchObject({ ok: true, active: true });
    expect((await listServices(handle.db, { activeOnly: true })).some((s) => s.id === made.id)).toBe(true);
  });

  it("lists the seeded price list in its order, and answers 404 for a service that is gone", async () => {
    const all = await listServices(handle.db);
    expect(all[0]).toMatchObject({ name: "Diagnostic fee", priceCents: 4900, priceMaxCents: null, taxable: false });
    const missing = await saveService(handle.db, form({ ...valid, id: "999999" }), at(2), await testActor(handle.db));
    expect(missing).toMatchObject({
      ok: false,
      status: 404,
      id: 999999,
      formError: "This service no longer exists; reload the page.",
    });
    const garbled = await saveService(handle.db, form({ ...valid, id: "1; drop" }), at(2), await testActor(handle.db));
    expect(garbled).toMatchObject({ ok: false, status: 400 });
  });
});
