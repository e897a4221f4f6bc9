import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../../tests/db";
import { GENERAL_SERVICE } from "~/content/diagnosis-catalogue";
import type { Database } from "~/db/types";
import { listServices, saveService, type Service } from "~/features/money/services.server";

import { catalogueEngine } from "./catalogue-engine.server";
import { priceService, runTriage, summarizeTriage } from "./triage.server";
import { testActor } from "../../../../tests/factories";

const now = new Date("2026-11-20T15:00:00.000Z");

/** The owner's edit form for one service of the price list, as it is now with `changes` typed over it. */
async function editService(db: Kysely<Database>, name: string, changes: Record<string, string>) {
  const service = (await listServices(db)).find((s) => s.name === name);
  if (!service) throw new Error(`no service ${name}`);
  const form = new FormData();
  const fields: Record<string, string> = {
    id: String(service.id),
    name: service.name,
    price: (service.priceCents / 100).toFixed(2),
    priceMax: service.priceMaxCents === null ? "" : (service.priceMaxCents / 100).toFixed(2),
    kind: service.kind,
    taxable: service.taxable ? "on" : "",
    turnaroundDays: service.turnaroundDays === null ? "" : String(service.turnaroundDays),
    warrantyDays: String(service.warrantyDays),
    active: service.active ? "on" : "",
    ...changes,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== "") form.set(k, v);
  const saved = await saveService(db, form, now, await testActor(db));
  expect(saved.ok, JSON.stringify(saved)).toBe(true);
}

describe.each(testDatabaseKinds())("the triage priced from the owner's price list on $kind", ({ make }) => {
  let db: Kysely<Database>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openMigratedDatabase(make);
    db = opened.handle.db;
    cleanup = opened.cleanup;
  });
  afterAll(async () => cleanup?.());

  it("answers the engine's causes, steps and question with the service's prices from the active price list", async () => {
    const input = { issue: "slow" as const, description: "It takes five minutes to open a browser.", answers: {} };
    const result = await runTriage(db, input, now);
    const { serviceLink, ...engine } = catalogueEngine().triage(input, now);
    expect(serviceLink?.title).toBe("SSD upgrade");
    expect(result).toEqual({ ...engine, service: expect.any(Object) });
    expect(result.causes[0]!.id).toBe("hdd-bottleneck");
    // The seeded list: labour $89 (2 days) and the drive $79 to $129 (no turnaround of its own).
    expect(result.service).toEqual({
      title: "SSD upgrade",
      fromCents: 16_800,
      toCents: 21_800,
      turnaroundDays: 2,
      lines: [
        { name: "SSD upgrade with data transfer (labour)", fromCents: 8_900, toCents: 8_900 },
        { name: "SSD, 1 TB", fromCents: 7_900, toCents: 12_900 },
      ],
      source: "price-list",
    });
  });

  it("follows the owner's change of a price at once", async () => {
    const input = { issue: "slow" as const, description: "Slow with many browser tabs open and a Zoom call", answers: {} };
    const before = await runTriage(db, input, now);
    expect(before.causes[0]!.id).toBe("low-memory");
    expect(before.service).toMatchObject({ title: "Memory upgrade", fromCents: 7_400, toCents: 15_900, source: "price-list" });
    await editService(db, "RAM upgrade (labour)", { price: "45", turnaroundDays: "3" });
    const after = await runTriage(db, input, now);
    expect(after.service).toMatchObject({ fromCents: 8_000, toCents: 16_500, turnaroundDays: 3, source: "price-list" });
    expect(after.service?.lines[0]).toEqual({ name: "RAM upgrade (labour)", fromCents: 4_500, toCents: 4_500 });
  });

  it("falls back to the catalogue's range when the work's line was renamed, and finds it again by name whatever its case and spaces", async () => {
    const input = { issue: "virus" as const, description: "Pop-ups everywhere and my home page changed", answers: {} };
    await editService(db, "Virus and malware removal", { name: "Malware clean-up", price: "120" });
    const renamed = await runTriage(db, input, now);
    expect(renamed.service).toEqual({
      title: "Virus and malware removal",
      fromCents: 9_900,
      toCents: 9_900,
      turnaroundDays: 2,
      lines: [],
      source: "catalogue",
    });
    await editService(db, "Malware clean-up", { name: "  VIRUS AND MALWARE removal " });
    const found = await runTriage(db, input, now);
    expect(found.service).toMatchObject({
      fromCents: 12_000,
      lines: [{ name: "VIRUS AND MALWARE removal", fromCents: 12_000, toCents: 12_000 }],
      source: "price-list",
    });
  });

  it("falls back when the work is retired, and leaves out a retired part while the work is offered", async () => {
    const spill = { issue: null, description: "I spilled coffee on my laptop", answers: {} };
    expect((await runTriage(db, spill, now)).service?.source).toBe("price-list");
    await editService(db, "Liquid-damage cleaning", { active: "" });
    expect((await runTriage(db, spill, now)).service).toEqual({
      title: "Liquid-damage cleaning",
      fromCents: 12_900,
      toCents: 19_900,
      turnaroundDays: 4,
      lines: [],
      source: "catalogue",
    });

    const screen = { issue: "other" as const, description: "Lines and flicker on the screen, no crack", answers: {} };
    const before = await runTriage(db, screen, now);
    expect(before.service?.lines.map((l) => l.name)).toEqual(["Laptop screen replacement (labour)", "Laptop screen panel"]);
    await editService(db, "Laptop screen panel", { active: "" });
    expect((await runTriage(db, screen, now)).service).toMatchObject({
      fromCents: 8_900,
      toCents: 8_900,
      lines: [{ name: "Laptop screen replacement (labour)", fromCents: 8_900, toCents: 8_900 }],
      source: "price-list",
    });
  });
});

describe("priceService", () => {
  const service = (name: string, over: Partial<Service> = {}): Service => ({
    id: 1,
    name,
    kind: "labour",
    priceCents: 1_000,
    priceMaxCents: null,
    taxable: false,
    turnaroundDays: null,
    warrantyDays: 0,
    active: true,
    ...over,
  });
  const link = { title: "Work", priceListNames: ["Work", "Part"], fallback: { fromCents: 1, toCents: 2, turnaroundDays: 9 } };

  it("takes the longest turnaround among the lines that have one, else none", () => {
    const a = priceService(link, [service("Work", { turnaroundDays: 2 }), service("Part", { turnaroundDays: 5 })]);
    expect(a.turnaroundDays).toBe(5);
    const b = priceService(link, [service("Work"), service("Part")]);
    expect(b).toMatchObject({ turnaroundDays: null, fromCents: 2_000, toCents: 2_000, source: "price-list" });
  });

  it("takes the first of two lines with one name, and ignores a retired one", () => {
    const priced = priceService(link, [
      service("work", { active: false, priceCents: 5 }),
      service("Work", { priceCents: 300 }),
      service("WORK", { priceCents: 700 }),
    ]);
    expect(priced.lines).toEqual([{ name: "Work", fromCents: 300, toCents: 300 }]);
  });

  it("needs the work itself: a part alone is no price-list service", () => {
    expect(priceService(link, [service("Part")])).toEqual({
      title: "Work",
      fromCents: 1,
      toCents: 2,
      turnaroundDays: 9,
      lines: [],
      source: "catalogue",
    });
    expect(priceService(GENERAL_SERVICE, []).source).toBe("catalogue");
  });
});

describe("summarizeTriage", () => {
  it("keeps the engine's own questions, the top five causes, the stop, the clarity and the service offered", () => {
    const answers = { "drive-noise": "yes", "no-such-question": "no", old: "unsure" } as const;
    const result = catalogueEngine().triage({ issue: "slow", description: "It freezes and the files won't open", answers }, now);
    const summary = summarizeTriage({ ...result, service: null }, answers);
    expect(summary).toEqual({
      v: 1,
      answers: { "drive-noise": "yes", old: "unsure" },
      causes: result.causes.slice(0, 5).map((c) => ({ id: c.id, likelihood: c.likelihood })),
      stop: result.stop?.cause ?? null,
      clear: result.clear,
      service: null,
    });
    expect(summary.stop).toBe("failing-drive");
    const priced = {
      title: "SSD upgrade",
      fromCents: 16800,
      toCents: 21800,
      turnaroundDays: 2,
      lines: [],
      source: "price-list" as const,
    };
    expect(summarizeTriage({ ...result, service: priced }, answers).service).toEqual({
      title: "SSD upgrade",
      fromCents: 16800,
      toCents: 21800,
      turnaroundDays: 2,
    });
  });
});
