import type { Kysely } from "kysely";

import type { Database } from "../types";

import { SEED_COMPONENTS, SEED_MOTHERBOARDS, seedImageFor } from "./motherboards-data";
import type { Seeder } from "./index";

/** Inserts the boards and components that are missing, matched by model and by name. */
export async function seedMotherboards(db: Kysely<Database>): Promise<number> {
  const now = new Date().toISOString();
  let inserted = 0;

  const boardModels = new Set((await db.selectFrom("motherboards").select("model").execute()).map((r) => r.model));
  for (const b of SEED_MOTHERBOARDS) {
    if (boardModels.has(b.model)) continue;
    await db
      .insertInto("motherboards")
      .values({
        model: b.model,
        name: b.name,
        price_cents: b.priceCents,
        socket: b.socket,
        chipset: b.chipset,
        memory_type: b.memoryType,
        memory_max_speed: b.memoryMaxSpeed,
        form_factor: b.formFactor,
        m2_slots: b.m2Slots,
        image_src: seedImageFor("motherboard"),
        features: JSON.stringify(b.features),
        compatibility: JSON.stringify(b.compatibility),
        created_at: now,
        updated_at: now,
      })
      .execute();
    inserted++;
  }

  const componentNames = new Set((await db.selectFrom("pc_components").select("name").execute()).map((r) => r.name));
  for (const c of SEED_COMPONENTS) {
    if (componentNames.has(c.name)) continue;
    await db
      .insertInto("pc_components")
      .values({
        name: c.name,
        kind: c.kind,
        description: c.description,
        price_cents: c.priceCents,
        image_src: seedImageFor(c.kind),
        affiliate_link: null,
        rating_tenths: Math.round(c.rating * 10),
        text_snippet: c.snippet,
        price_tier: c.tier,
        socket: c.socket ?? null,
        supported_sockets: c.supportedSockets ? JSON.stringify(c.supportedSockets) : null,
        memory_type: c.memoryType ?? null,
        supported_form_factors: c.supportedFormFactors ? JSON.stringify(c.supportedFormFactors) : null,
        storage_interface: c.storageInterface ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    inserted++;
  }
  return inserted;
}

export const motherboardsSeeder: Seeder = { name: "motherboards", run: seedMotherboards };
