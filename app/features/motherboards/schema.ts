import { z } from "zod";

/** Spec §9: the three tiers, in the order the page shows them. */
export const PRICE_TIERS = ["High Price", "Mid Price", "Low Price"] as const;
export type PriceTierKey = (typeof PRICE_TIERS)[number];

export const COMPONENT_KINDS = ["cpu", "cooler", "memory", "gpu", "storage", "psu", "case"] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

export const MEMORY_TYPES = ["DDR4", "DDR5"] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

/** Board sizes of the ATX family: all take an ATX power supply and a full-length PCIe graphics card. */
export const FORM_FACTORS = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

export const STORAGE_INTERFACES = ["m2", "sata"] as const;
export type StorageInterface = (typeof STORAGE_INTERFACES)[number];

export const DEFAULT_MOTHERBOARD_MODEL = "ASUS-ROG-Z790";

/** Spec §2: the memory page's title filter. */
export const MEMORY_KEYWORDS = ["memory", "ram", "ddr"] as const;

/** A board's model id as it appears in `?model=` and `?motherboard_model=`. */
export const MotherboardModelSchema = z
  .string()
  .trim()
  .min(1, "motherboard_model is required")
  .max(64, "motherboard_model is too long")
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, "motherboard_model may contain only letters, digits and dashes");

export const MotherboardModelEntrySchema = z.object({
  model: z.string(),
  name: z.string(),
  componentCount: z.number().int().nonnegative(),
});
export type MotherboardModelEntry = z.infer<typeof MotherboardModelEntrySchema>;
export const MotherboardModelsResponseSchema = z.array(MotherboardModelEntrySchema);

export const ApiComponentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  image_src: z.string(),
  affiliate_link: z.string(),
  rating: z.number().nullable(),
  text_snippet: z.string(),
});
export type ApiComponent = z.infer<typeof ApiComponentSchema>;

export const MotherboardComponentsResponseSchema = z.object({
  "High Price": z.array(ApiComponentSchema),
  "Mid Price": z.array(ApiComponentSchema),
  "Low Price": z.array(ApiComponentSchema),
});
export type MotherboardComponentsResponse = z.infer<typeof MotherboardComponentsResponseSchema>;

/** An answer carrying an error field is a failure, whatever its other content (spec §7). */
export const ApiErrorSchema = z.object({ error: z.unknown() });

/** What the details view shows; built from the board's own row. */
export interface MotherboardDetails {
  model: string;
  name: string;
  price: string;
  socket: string;
  chipset: string;
  memoryType: MemoryType;
  memoryMaxSpeed: number;
  formFactor: FormFactor;
  m2Slots: number;
  imageSrc: string;
  features: string[];
  compatibility: string[];
}
