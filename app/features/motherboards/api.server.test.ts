import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { DbHandle } from "~/db/client.server";
import { runSeeders } from "~/db/seed";
import { SEED_COMPONENTS, SEED_MOTHERBOARDS } from "~/db/seed/motherboards-data";
import { motherboardsSeeder, seedMotherboards } from "~/db/seed/motherboards";

import { answerFetchRequest } from "~/lib/http/request.server";

import * as api from "./api.server";
import type { MotherboardApiDeps } from "./api.server";
import { getMotherboardCatalog, invalidateMotherboardCache } from "./cache.server";
import { loadMotherboardComponentsPage, loadMotherboardMemoryPage } from "./page-data.server";
import { COMPONENT_PRICE_GROUPS, type MotherboardComponentsResponse, type MotherboardModelEntry } from "./schema";
import { selectMemoryComponents } from "./view-model";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";

const TAG = "testtag-20";
const BASE = "http://localhost";

// The handlers answered as a resource route does, so the assertions read a fetch Response.
const respondWithMotherboardModels = (request: Request, deps: MotherboardApiDeps) =>
  answerFetchRequest((r) => api.respondWithMotherboardModels(r, deps), request);
const respondWithMotherboardComponents = (request: Request, deps: MotherboardApiDeps) =>
  answerFetchRequest((r) => api.respondWithMotherboardComponents(r, deps), request);

function get(pathAndQuery: string, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${pathAndQuery}`, { headers });
}

describe.each(testDatabaseKinds())("motherboard API on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let deps: MotherboardApiDeps;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    await runSeeders(handle.db, { seeders: [motherboardsSeeder] });
    deps = { db: handle.db, associateTag: TAG };
  });

  afterAll(async () => {
    invalidateMotherboardCache();
    await cleanup?.();
  });

  beforeEach(() => invalidateMotherboardCache());

  async function components(model: string): Promise<MotherboardComponentsResponse> {
    const res = await respondWithMotherboardComponents(
      get(`/api/get-motherboard-components.php?motherboard_model=${model}`),
      deps,
    );
    expect(res.status).toBe(200);
    return res.json();
  }

  it("lists every board as {model, name, componentCount}", async () => {
    const res = await respondWithMotherboardModels(get("/api/get-motherboard-models.php"), deps);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toContain("s-maxage=");
    expect(res.headers.get("ETag")).toMatch(/^W\/".+"$/);
    const models: MotherboardModelEntry[] = await res.json();
    expect(models.length).toBe(SEED_MOTHERBOARDS.length);
    for (const m of models) expect(Object.keys(m).sort()).toEqual(["componentCount", "model", "name"]);
    expect(models.find((m) => m.model === "ASUS-ROG-Z790")).toEqual({
      model: "ASUS-ROG-Z790",
      name: "ASUS ROG Maximus Z790 Hero",
      componentCount: 21,
    });
    expect(models.find((m) => m.model === "MSI-PRO-B760M-A-WIFI-DDR4")?.componentCount).toBe(22);
  });

  it("answers a board's components keyed by tier, with the documented fields", async () => {
    const body = await components("ASUS-ROG-Z790");
    expect(Object.keys(body)).toEqual([...COMPONENT_PRICE_GROUPS]);
    for (const tier of COMPONENT_PRICE_GROUPS) {
      expect(body[tier].length).toBeGreaterThan(0);
      for (const c of body[tier]) {
        expect(Object.keys(c).sort()).toEqual(
          ["affiliate_link", "description", "id", "image_src", "name", "price", "rating", "text_snippet"].sort(),
        );
        expect(typeof c.id).toBe("number");
        expect(c.price).toMatch(/^\$\d+\.\d\d$/);
        expect(c.image_src).toMatch(/^\/images\/components\/[a-z]+\.svg$/);
        expect(fs.existsSync(path.join("public", c.image_src))).toBe(true);
        const link = new URL(c.affiliate_link);
        expect(link.origin).toBe("https://www.amazon.com");
        expect(link.searchParams.get("k")).toBe(c.name);
        expect(link.searchParams.get("tag")).toBe(TAG);
        expect(c.rating).toBeGreaterThanOrEqual(0);
        expect(c.rating).toBeLessThanOrEqual(5);
      }
    }
    expect(body["High Price"][0]).toMatchObject({
      name: "Intel Core i9-14900K Desktop Processor",
      price: "$439.99",
      rating: 4.6,
    });
  });

  it("lists only parts that fit the Z790: LGA1700 CPUs and DDR5 kits", async () => {
    const names = Object.values(await components("ASUS-ROG-Z790"))
      .flat()
      .map((c) => c.name);
    expect(names).toContain("Intel Core i5-12400F Desktop Processor");
    expect(names).not.toContain("AMD Ryzen 7 7800X3D Desktop Processor");
    expect(names).not.toContain("AMD Ryzen 5 5600 Desktop Processor");
    expect(names).toContain("Corsair Vengeance 32GB (2x16GB) DDR5-6000 CL36 Memory Kit");
    expect(names).not.toContain("Corsair Vengeance LPX 32GB (2x16GB) DDR4-3200 CL16 Memory Kit");
    expect(names).not.toContain("Cooler Master MasterBox Q300L Micro-ATX Case");
    const b760m = Object.values(await components("MSI-PRO-B760M-A-WIFI-DDR4"))
      .flat()
      .map((c) => c.name);
    expect(b760m).toContain("Cooler Master MasterBox Q300L Micro-ATX Case");
    expect(b760m).toContain("Corsair Vengeance LPX 32GB (2x16GB) DDR4-3200 CL16 Memory Kit");
  });

  it("gives every board all three tiers, a count matching its list, and memory the title filter finds", async () => {
    const res = await respondWithMotherboardModels(get("/api/get-motherboard-models.php"), deps);
    const models: MotherboardModelEntry[] = await res.json();
    for (const { model, componentCount } of models) {
      const body = await components(model);
      for (const tier of COMPONENT_PRICE_GROUPS) expect(body[tier].length, `${model} ${tier}`).toBeGreaterThan(0);
      expect(Object.values(body).flat().length).toBe(componentCount);
      const board = SEED_MOTHERBOARDS.find((b) => b.model === model)!;
      const expectedMemory = SEED_COMPONENTS.filter((c) => c.kind === "memory" && c.memoryType === board.memoryType).map(
        (c) => c.name,
      );
      // The title keyword filter (memory, ram, ddr) must find exactly the board's memory kits and nothing else.
      expect(
        selectMemoryComponents(body)
          .map((c) => c.title)
          .sort(),
      ).toEqual(expectedMemory.sort());
    }
  });

  it("keeps the two sample prices and each board's own details", async () => {
    const catalog = await getMotherboardCatalog(handle.db, TAG);
    expect(catalog.details.get("ASUS-ROG-Z790")).toMatchObject({ price: "$579.99", socket: "LGA1700", memoryType: "DDR5" });
    expect(catalog.details.get("MSI-B450-TOMAHAWK-MAX")).toMatchObject({ price: "$109.99", socket: "AM4", memoryType: "DDR4" });
    expect(catalog.details.get("MSI-B450-TOMAHAWK-MAX")!.features.length).toBeGreaterThan(2);
  });

  it("answers 400 with an error when the parameter is missing, blank or malformed", async () => {
    for (const query of ["", "?motherboard_model=", "?motherboard_model=%20%20", "?motherboard_model=%3Cscript%3E"]) {
      const res = await respondWithMotherboardComponents(get(`/api/get-motherboard-components.php${query}`), deps);
      expect(res.status, query).toBe(400);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const body = await res.json();
      expect(Object.keys(body)).toEqual(["error"]);
      expect(body.error).toEqual(expect.any(String));
    }
    const missing = await respondWithMotherboardComponents(get("/api/get-motherboard-components.php"), deps);
    expect(await missing.json()).toEqual({ error: "Missing required parameter: motherboard_model" });
  });

  it("answers 404 with an error for an unknown model", async () => {
    const res = await respondWithMotherboardComponents(
      get("/api/get-motherboard-components.php?motherboard_model=NO-SUCH-BOARD"),
      deps,
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Unknown motherboard model: NO-SUCH-BOARD" });
  });

  it("answers 304 without a body when the ETag still matches", async () => {
    const url = "/api/get-motherboard-components.php?motherboard_model=MSI-B450-TOMAHAWK-MAX";
    const first = await respondWithMotherboardComponents(get(url), deps);
    const etag = first.headers.get("ETag")!;
    const again = await respondWithMotherboardComponents(get(url, { "If-None-Match": etag }), deps);
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
    const stale = await respondWithMotherboardComponents(get(url, { "If-None-Match": 'W/"other"' }), deps);
    expect(stale.status).toBe(200);
    const models = await respondWithMotherboardModels(get("/api/get-motherboard-models.php"), deps);
    const models304 = await respondWithMotherboardModels(
      get("/api/get-motherboard-models.php", { "If-None-Match": `"x", ${models.headers.get("ETag")}` }),
      deps,
    );
    expect(models304.status).toBe(304);
  });

  it("answers from memory until the cache is invalidated", async () => {
    const before = await components("MSI-MAG-B650-TOMAHAWK-WIFI");
    const removed = before["Mid Price"][0];
    await handle.db.deleteFrom("pc_components").where("id", "=", removed.id).execute();
    const cached = await components("MSI-MAG-B650-TOMAHAWK-WIFI");
    expect(cached["Mid Price"].map((c) => c.id)).toContain(removed.id);
    invalidateMotherboardCache();
    const fresh = await components("MSI-MAG-B650-TOMAHAWK-WIFI");
    expect(fresh["Mid Price"].map((c) => c.id)).not.toContain(removed.id);
    // Put it back through the seeder, which adds only what is missing.
    expect(await seedMotherboards(handle.db)).toBe(1);
    expect(await seedMotherboards(handle.db)).toBe(0);
  });

  it("loads the components page for the requested board, falling back to the default for an unknown one", async () => {
    const page = await loadMotherboardComponentsPage(handle.db, TAG, "MSI-B450-TOMAHAWK-MAX");
    expect(page).toMatchObject({ model: "MSI-B450-TOMAHAWK-MAX", unknownModel: null });
    expect(page.boards.map((b) => b.model).sort()).toEqual(SEED_MOTHERBOARDS.map((b) => b.model).sort());
    expect(page.components!["Low Price"].map((c) => c.name)).toContain("AMD Ryzen 5 5600 Desktop Processor");
    expect(await loadMotherboardComponentsPage(handle.db, TAG, null)).toMatchObject({
      model: "ASUS-ROG-Z790",
      unknownModel: null,
    });
    expect(await loadMotherboardComponentsPage(handle.db, TAG, "GONE-BOARD")).toMatchObject({
      model: "ASUS-ROG-Z790",
      unknownModel: "GONE-BOARD",
    });
    const memory = await loadMotherboardMemoryPage(handle.db, TAG);
    expect(memory.model).toBe("ASUS-ROG-Z790");
    expect(memory.components).toEqual(await components("ASUS-ROG-Z790"));
  });

  it("answers 500 with an error when the database cannot be read", async () => {
    const spy = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const broken = { db: handle.db.withSchema("no_such_schema"), associateTag: TAG };
    try {
      const res = await respondWithMotherboardModels(get("/api/get-motherboard-models.php"), broken);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: expect.any(String) });
      expect(String(spy.mock.calls[0]?.[0])).toContain('"msg":"motherboard API failed"');
    } finally {
      spy.mockRestore();
    }
  });
});
