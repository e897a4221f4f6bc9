import { describe, expect, expectTypeOf, it } from "vitest";

import {
  SEED_COMPONENTS,
  SEED_MOTHERBOARDS,
  type SeedComponentKind,
  type SeedFormFactor,
  type SeedMemoryType,
  type SeedPriceTier,
  type SeedStorageInterface,
} from "~/db/seed/motherboards-data";

import {
  COMPONENT_KINDS,
  FORM_FACTORS,
  MEMORY_TYPES,
  COMPONENT_PRICE_GROUPS,
  STORAGE_INTERFACES,
  type ComponentKind,
  type FormFactor,
  type MemoryType,
  type ComponentPriceGroup,
  type StorageInterface,
} from "./schema";

// The seed data spells the vocabulary out itself (it imports nothing), so these hold it to the pages'.
describe("motherboard seed data", () => {
  it("names the same kinds, tiers, memory types, form factors and storage interfaces as the pages", () => {
    expectTypeOf<SeedComponentKind>().toEqualTypeOf<ComponentKind>();
    expectTypeOf<SeedPriceTier>().toEqualTypeOf<ComponentPriceGroup>();
    expectTypeOf<SeedMemoryType>().toEqualTypeOf<MemoryType>();
    expectTypeOf<SeedFormFactor>().toEqualTypeOf<FormFactor>();
    expectTypeOf<SeedStorageInterface>().toEqualTypeOf<StorageInterface>();

    const kinds: readonly string[] = COMPONENT_KINDS;
    const tiers: readonly string[] = COMPONENT_PRICE_GROUPS;
    const memoryTypes: readonly string[] = MEMORY_TYPES;
    const formFactors: readonly string[] = FORM_FACTORS;
    const storage: readonly string[] = STORAGE_INTERFACES;
    for (const board of SEED_MOTHERBOARDS) {
      expect(memoryTypes, board.model).toContain(board.memoryType);
      expect(formFactors, board.model).toContain(board.formFactor);
    }
    for (const c of SEED_COMPONENTS) {
      expect(kinds, c.name).toContain(c.kind);
      expect(tiers, c.name).toContain(c.tier);
      if (c.memoryType) expect(memoryTypes, c.name).toContain(c.memoryType);
      for (const f of c.supportedFormFactors ?? []) expect(formFactors, c.name).toContain(f);
      if (c.storageInterface) expect(storage, c.name).toContain(c.storageInterface);
    }
  });
});
