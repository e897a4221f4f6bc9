/**
 * The components API's three price groups: the keys of its answer, in the order the page shows
 * them. Unrelated to the catalog's budget/mid/premium price tiers.
 */
export const COMPONENT_PRICE_GROUPS = ["High Price", "Mid Price", "Low Price"] as const;
export type ComponentPriceGroup = (typeof COMPONENT_PRICE_GROUPS)[number];

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

/** The memory page shows the components whose title holds one of these words. */
export const MEMORY_KEYWORDS = ["memory", "ram", "ddr"] as const;

/** One entry of GET /api/get-motherboard-models.php. */
export interface MotherboardModelEntry {
  model: string;
  name: string;
  componentCount: number;
}

/** One component in GET /api/get-motherboard-components.php. */
export interface ApiComponent {
  id: number;
  name: string;
  description: string;
  price: string;
  image_src: string;
  affiliate_link: string;
  rating: number | null;
  text_snippet: string;
}

export type MotherboardComponentsResponse = Record<ComponentPriceGroup, ApiComponent[]>;

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
