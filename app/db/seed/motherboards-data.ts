import type {
  ComponentKind,
  ComponentPriceGroup,
  FormFactor,
  MemoryType,
  StorageInterface,
} from "~/features/motherboards/schema";

/**
 * Seed catalogue for the motherboard browser: real products, typical US street prices
 * when the list was written, the site's own editorial ratings. Tiers are relative to the
 * component's kind (a $140 CPU is "Low Price" among CPUs). Which board a component
 * appears under is not listed here: features/motherboards/compatibility.ts decides it
 * from the attributes.
 */
export interface SeedMotherboard {
  model: string;
  name: string;
  priceCents: number;
  socket: string;
  chipset: string;
  memoryType: MemoryType;
  memoryMaxSpeed: number;
  formFactor: FormFactor;
  m2Slots: number;
  features: string[];
  compatibility: string[];
}

export interface SeedComponent {
  name: string;
  kind: ComponentKind;
  tier: ComponentPriceGroup;
  priceCents: number;
  rating: number;
  description: string;
  snippet: string;
  socket?: string;
  supportedSockets?: string[];
  memoryType?: MemoryType;
  supportedFormFactors?: FormFactor[];
  storageInterface?: StorageInterface;
}

export const SEED_MOTHERBOARDS: SeedMotherboard[] = [
  {
    model: "ASUS-ROG-Z790",
    name: "ASUS ROG Maximus Z790 Hero",
    priceCents: 57999,
    socket: "LGA1700",
    chipset: "Intel Z790",
    memoryType: "DDR5",
    memoryMaxSpeed: 7800,
    formFactor: "ATX",
    m2Slots: 5,
    features: [
      "Intel LGA1700 socket for 12th, 13th and 14th Gen Core processors",
      "20+1 power stages rated for 90 A",
      "Four DDR5 slots, up to 7800+ MT/s with overclocking",
      "PCIe 5.0 x16 graphics slot",
      "Five M.2 slots, including a PCIe 5.0 slot on the bundled ROG Hyper M.2 card",
      "Two Thunderbolt 4 USB-C ports",
      "Wi-Fi 6E and Intel 2.5 Gb Ethernet",
    ],
    compatibility: [
      "Intel Core 12th, 13th and 14th Gen processors (LGA1700); 14th Gen needs a current BIOS",
      "DDR5 desktop memory only: DDR4 kits do not fit",
      "ATX and larger cases",
      "PCIe graphics cards, including PCIe 5.0",
      "M.2 NVMe SSDs (PCIe 5.0 and 4.0) and SATA drives",
      "ATX power supplies with a 24-pin and two 8-pin CPU connectors",
      "CPU coolers with LGA1700 mounting",
    ],
  },
  {
    model: "MSI-B450-TOMAHAWK-MAX",
    name: "MSI B450 TOMAHAWK MAX",
    priceCents: 10999,
    socket: "AM4",
    chipset: "AMD B450",
    memoryType: "DDR4",
    memoryMaxSpeed: 4133,
    formFactor: "ATX",
    m2Slots: 1,
    features: [
      "AMD AM4 socket for Ryzen 1000 to 5000 series processors",
      "Four DDR4 slots, up to 4133 MT/s with overclocking",
      "One M.2 slot (PCIe 3.0 x4) and six SATA ports",
      "Extended heatsink over the power delivery",
      "Flash BIOS Button: update the firmware without a CPU installed",
      "Realtek Gigabit Ethernet, USB 3.2 Gen 2 Type-A and Type-C",
    ],
    compatibility: [
      "AMD Ryzen processors for socket AM4; Ryzen 5000 needs a current BIOS (the Flash BIOS Button does it without a CPU)",
      "DDR4 desktop memory only",
      "ATX cases",
      "PCIe graphics cards (PCIe 3.0 x16 slot)",
      "One M.2 NVMe SSD (PCIe 4.0 drives run at PCIe 3.0 speed) plus SATA drives",
      "ATX power supplies",
      "CPU coolers with AM4 mounting",
    ],
  },
  {
    model: "MSI-MAG-B650-TOMAHAWK-WIFI",
    name: "MSI MAG B650 TOMAHAWK WIFI",
    priceCents: 18999,
    socket: "AM5",
    chipset: "AMD B650",
    memoryType: "DDR5",
    memoryMaxSpeed: 6400,
    formFactor: "ATX",
    m2Slots: 3,
    features: [
      "AMD AM5 socket for Ryzen 7000, 8000 and 9000 series processors",
      "14+2+1 power stages",
      "Four DDR5 slots, up to 6400+ MT/s with overclocking",
      "Three M.2 slots (PCIe 4.0 x4)",
      "Wi-Fi 6E and Realtek 2.5 Gb Ethernet",
      "Flash BIOS Button",
    ],
    compatibility: [
      "AMD Ryzen processors for socket AM5; Ryzen 9000 needs a current BIOS",
      "DDR5 desktop memory only: DDR4 kits do not fit",
      "ATX cases",
      "PCIe graphics cards (PCIe 4.0 x16 slot)",
      "M.2 NVMe SSDs and SATA drives",
      "ATX power supplies",
      "CPU coolers with AM5 mounting (most AM4 coolers carry over)",
    ],
  },
  {
    model: "MSI-PRO-B760M-A-WIFI-DDR4",
    name: "MSI PRO B760M-A WIFI DDR4",
    priceCents: 12999,
    socket: "LGA1700",
    chipset: "Intel B760",
    memoryType: "DDR4",
    memoryMaxSpeed: 4800,
    formFactor: "Micro-ATX",
    m2Slots: 2,
    features: [
      "Intel LGA1700 socket for 12th, 13th and 14th Gen Core processors",
      "Four DDR4 slots, up to 4800+ MT/s with overclocking",
      "Two M.2 slots (PCIe 4.0 x4)",
      "Wi-Fi 6E and Realtek 2.5 Gb Ethernet",
      "Micro-ATX size for compact towers",
    ],
    compatibility: [
      "Intel Core 12th, 13th and 14th Gen processors (LGA1700); 14th Gen needs a current BIOS",
      "DDR4 desktop memory only: DDR5 kits do not fit",
      "Micro-ATX and ATX cases",
      "PCIe graphics cards (PCIe 4.0 x16 slot)",
      "M.2 NVMe SSDs and SATA drives",
      "ATX power supplies",
      "CPU coolers with LGA1700 mounting",
    ],
  },
];

const COOLER_SOCKETS = ["LGA1700", "LGA1200", "AM5", "AM4"];
const ATX_CASE: FormFactor[] = ["ATX", "Micro-ATX", "Mini-ITX"];

export const SEED_COMPONENTS: SeedComponent[] = [
  // Processors: Intel LGA1700
  {
    name: "Intel Core i9-14900K Desktop Processor",
    kind: "cpu",
    tier: "High Price",
    priceCents: 43999,
    rating: 4.6,
    socket: "LGA1700",
    description: "24 cores (8 performance, 16 efficient), 32 threads, boost up to 6.0 GHz, unlocked. No cooler in the box.",
    snippet: "The fastest chip for this socket; it runs hot, so budget for a strong cooler.",
  },
  {
    name: "Intel Core i5-14600K Desktop Processor",
    kind: "cpu",
    tier: "Mid Price",
    priceCents: 22999,
    rating: 4.7,
    socket: "LGA1700",
    description: "14 cores (6 performance, 8 efficient), 20 threads, boost up to 5.3 GHz, unlocked. No cooler in the box.",
    snippet: "Most of the i9's gaming speed for about half the price.",
  },
  {
    name: "Intel Core i5-12400F Desktop Processor",
    kind: "cpu",
    tier: "Low Price",
    priceCents: 10999,
    rating: 4.6,
    socket: "LGA1700",
    description:
      "6 performance cores, 12 threads, boost up to 4.4 GHz. No integrated graphics, so a graphics card is required. Intel Laminar cooler included.",
    snippet: "A solid budget gaming CPU; remember it needs a graphics card.",
  },
  // Processors: AMD AM5
  {
    name: "AMD Ryzen 7 7800X3D Desktop Processor",
    kind: "cpu",
    tier: "High Price",
    priceCents: 44999,
    rating: 4.9,
    socket: "AM5",
    description: "8 cores, 16 threads, 96 MB L3 cache with 3D V-Cache, boost up to 5.0 GHz. No cooler in the box.",
    snippet: "Among the best gaming processors available, and it stays cool doing it.",
  },
  {
    name: "AMD Ryzen 5 7600X Desktop Processor",
    kind: "cpu",
    tier: "Mid Price",
    priceCents: 19999,
    rating: 4.6,
    socket: "AM5",
    description: "6 cores, 12 threads, boost up to 5.3 GHz, basic integrated graphics. No cooler in the box.",
    snippet: "A quick six-core start on AM5 with room to upgrade later.",
  },
  {
    name: "AMD Ryzen 5 8500G Desktop Processor",
    kind: "cpu",
    tier: "Low Price",
    priceCents: 13999,
    rating: 4.3,
    socket: "AM5",
    description:
      "6 cores, 12 threads, boost up to 5.0 GHz, Radeon 740M integrated graphics, Wraith Stealth cooler included. Older boards need a BIOS update first.",
    snippet: "Runs a home or office PC without a graphics card.",
  },
  // Processors: AMD AM4
  {
    name: "AMD Ryzen 9 5900X Desktop Processor",
    kind: "cpu",
    tier: "High Price",
    priceCents: 27999,
    rating: 4.7,
    socket: "AM4",
    description:
      "12 cores, 24 threads, boost up to 4.8 GHz. No cooler in the box. B450 boards need a BIOS with Ryzen 5000 support.",
    snippet: "Twelve cores for editing and streaming on an AM4 platform.",
  },
  {
    name: "AMD Ryzen 7 5700X Desktop Processor",
    kind: "cpu",
    tier: "Mid Price",
    priceCents: 13999,
    rating: 4.6,
    socket: "AM4",
    description:
      "8 cores, 16 threads, boost up to 4.6 GHz, 65 W. No cooler in the box. B450 boards need a BIOS with Ryzen 5000 support.",
    snippet: "An efficient eight-core upgrade for older AM4 systems.",
  },
  {
    name: "AMD Ryzen 5 5600 Desktop Processor",
    kind: "cpu",
    tier: "Low Price",
    priceCents: 9999,
    rating: 4.7,
    socket: "AM4",
    description:
      "6 cores, 12 threads, boost up to 4.4 GHz, Wraith Stealth cooler included. B450 boards need a BIOS with Ryzen 5000 support.",
    snippet: "The value pick for a budget AM4 gaming build.",
  },
  // CPU coolers
  {
    name: "Noctua NH-D15 chromax.black Dual-Tower CPU Cooler",
    kind: "cooler",
    tier: "High Price",
    priceCents: 11995,
    rating: 4.8,
    supportedSockets: COOLER_SOCKETS,
    description: "Dual-tower air cooler with two 140 mm fans and Noctua NT-H1 paste. 165 mm tall: check your case's clearance.",
    snippet: "Near-silent air cooling that keeps up with most liquid coolers.",
  },
  {
    name: "DeepCool AK620 Dual-Tower CPU Cooler",
    kind: "cooler",
    tier: "Mid Price",
    priceCents: 6499,
    rating: 4.6,
    supportedSockets: COOLER_SOCKETS,
    description: "Dual-tower air cooler with six heat pipes and two 120 mm fans. 160 mm tall.",
    snippet: "Handles hot processors without the price of the big names.",
  },
  {
    name: "Thermalright Peerless Assassin 120 SE CPU Air Cooler",
    kind: "cooler",
    tier: "Low Price",
    priceCents: 3590,
    rating: 4.7,
    supportedSockets: COOLER_SOCKETS,
    description: "Dual-tower air cooler with six heat pipes and two 120 mm fans. 155 mm tall.",
    snippet: "Remarkable cooling for its price; the budget default.",
  },
  // Memory: DDR5
  {
    name: "G.SKILL Trident Z5 RGB 32GB (2x16GB) DDR5-6400 CL32 Memory Kit",
    kind: "memory",
    tier: "High Price",
    priceCents: 12999,
    rating: 4.7,
    memoryType: "DDR5",
    description: "Two 16 GB DDR5 modules rated 6400 MT/s CL32 with an Intel XMP 3.0 profile and an RGB light bar.",
    snippet: "Fast, tight timings for an Intel DDR5 build.",
  },
  {
    name: "Corsair Vengeance 32GB (2x16GB) DDR5-6000 CL36 Memory Kit",
    kind: "memory",
    tier: "Mid Price",
    priceCents: 9999,
    rating: 4.6,
    memoryType: "DDR5",
    description: "Two 16 GB DDR5 modules rated 6000 MT/s CL36 with a low-profile heat spreader that clears large air coolers.",
    snippet: "The sensible 32 GB kit for most DDR5 builds.",
  },
  {
    name: "Crucial Pro 32GB (2x16GB) DDR5-5600 CL46 Memory Kit",
    kind: "memory",
    tier: "Low Price",
    priceCents: 8499,
    rating: 4.5,
    memoryType: "DDR5",
    description: "Two 16 GB DDR5 modules rated 5600 MT/s with Intel XMP 3.0 and AMD EXPO support.",
    snippet: "Plain, dependable DDR5 at a fair price.",
  },
  // Memory: DDR4
  {
    name: "G.SKILL Trident Z Neo 32GB (2x16GB) DDR4-3600 CL16 Memory Kit",
    kind: "memory",
    tier: "High Price",
    priceCents: 9499,
    rating: 4.7,
    memoryType: "DDR4",
    description: "Two 16 GB DDR4 modules rated 3600 MT/s CL16, tuned for AMD Ryzen, with an RGB light bar.",
    snippet: "The sweet spot of speed for Ryzen 5000 systems.",
  },
  {
    name: "Corsair Vengeance LPX 32GB (2x16GB) DDR4-3200 CL16 Memory Kit",
    kind: "memory",
    tier: "Mid Price",
    priceCents: 5999,
    rating: 4.7,
    memoryType: "DDR4",
    description: "Two 16 GB DDR4 modules rated 3200 MT/s CL16 with a low-profile heat spreader.",
    snippet: "A long-time favourite that fits under any cooler.",
  },
  {
    name: "TEAMGROUP T-Force Vulcan Z 16GB (2x8GB) DDR4-3200 CL16 Memory Kit",
    kind: "memory",
    tier: "Low Price",
    priceCents: 3299,
    rating: 4.6,
    memoryType: "DDR4",
    description: "Two 8 GB DDR4 modules rated 3200 MT/s CL16 with a low-profile heat spreader.",
    snippet: "Enough memory for gaming and office work on a tight budget.",
  },
  // Graphics cards
  {
    name: "MSI GeForce RTX 4070 Ti SUPER 16G Ventus 3X OC Graphics Card",
    kind: "gpu",
    tier: "High Price",
    priceCents: 79999,
    rating: 4.7,
    description:
      "NVIDIA RTX 4070 Ti SUPER with 16 GB GDDR6X for 1440p and 4K gaming. One 16-pin power connector (adapter included); 700 W power supply recommended.",
    snippet: "High-refresh 1440p with ray tracing and DLSS.",
  },
  {
    name: "GIGABYTE Radeon RX 7800 XT Gaming OC 16G Graphics Card",
    kind: "gpu",
    tier: "Mid Price",
    priceCents: 49999,
    rating: 4.6,
    description:
      "AMD Radeon RX 7800 XT with 16 GB GDDR6 for 1440p gaming. Two 8-pin power connectors; 700 W power supply recommended.",
    snippet: "Strong 1440p performance and plenty of video memory for the money.",
  },
  {
    name: "Sapphire Pulse Radeon RX 7600 8GB Graphics Card",
    kind: "gpu",
    tier: "Low Price",
    priceCents: 25999,
    rating: 4.5,
    description:
      "AMD Radeon RX 7600 with 8 GB GDDR6 for 1080p gaming. One 8-pin power connector; 550 W power supply recommended.",
    snippet: "A quiet, compact card for 1080p gaming.",
  },
  // Storage
  {
    name: "Samsung 990 PRO 2TB PCIe 4.0 NVMe M.2 SSD",
    kind: "storage",
    tier: "High Price",
    priceCents: 16999,
    rating: 4.8,
    storageInterface: "m2",
    description: "PCIe 4.0 x4 NVMe drive: reads up to 7,450 MB/s, writes up to 6,900 MB/s. 5-year limited warranty.",
    snippet: "Top-tier speed and endurance for a system drive.",
  },
  {
    name: "WD_BLACK SN850X 1TB PCIe 4.0 NVMe M.2 SSD",
    kind: "storage",
    tier: "Mid Price",
    priceCents: 8999,
    rating: 4.8,
    storageInterface: "m2",
    description: "PCIe 4.0 x4 NVMe drive: reads up to 7,300 MB/s, writes up to 6,300 MB/s. 5-year limited warranty.",
    snippet: "Flagship-class speed at a mid-range price.",
  },
  {
    name: "Crucial P3 Plus 1TB PCIe 4.0 NVMe M.2 SSD",
    kind: "storage",
    tier: "Low Price",
    priceCents: 6499,
    rating: 4.5,
    storageInterface: "m2",
    description:
      "PCIe 4.0 NVMe drive without a DRAM cache: reads up to 5,000 MB/s, writes up to 3,600 MB/s. 5-year limited warranty.",
    snippet: "Fast enough for games and everyday use.",
  },
  // Power supplies
  {
    name: "Corsair RM1000x 1000W 80 PLUS Gold Fully Modular ATX Power Supply",
    kind: "psu",
    tier: "High Price",
    priceCents: 18999,
    rating: 4.8,
    description: "1000 W, 80 PLUS Gold, fully modular cables, 135 mm fan that stops at low load. 10-year warranty.",
    snippet: "Headroom for the most power-hungry graphics cards.",
  },
  {
    name: "Corsair RM850e 850W 80 PLUS Gold Fully Modular ATX Power Supply",
    kind: "psu",
    tier: "Mid Price",
    priceCents: 10999,
    rating: 4.7,
    description: "850 W, 80 PLUS Gold, fully modular, ATX 3.0 with a native 12VHPWR cable. 7-year warranty.",
    snippet: "Enough for nearly any single-GPU build.",
  },
  {
    name: "MSI MAG A650BN 650W 80 PLUS Bronze ATX Power Supply",
    kind: "psu",
    tier: "Low Price",
    priceCents: 5999,
    rating: 4.4,
    description: "650 W, 80 PLUS Bronze, fixed cables, 120 mm fan. 5-year warranty.",
    snippet: "A trustworthy budget unit for mid-range graphics cards.",
  },
  // Cases
  {
    name: "Lian Li O11 Dynamic EVO Mid-Tower Case",
    kind: "case",
    tier: "High Price",
    priceCents: 15999,
    rating: 4.7,
    supportedFormFactors: ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"],
    description:
      "Dual-chamber tempered-glass case for E-ATX down to Mini-ITX boards, with room for three 360 mm radiators. No fans included.",
    snippet: "A showpiece case that is also easy to build in.",
  },
  {
    name: "Corsair 4000D Airflow Mid-Tower ATX Case",
    kind: "case",
    tier: "Mid Price",
    priceCents: 9499,
    rating: 4.7,
    supportedFormFactors: ATX_CASE,
    description:
      "Mesh-front ATX case with two 120 mm fans included, graphics cards up to 360 mm and a 360 mm radiator at the front.",
    snippet: "Good airflow and tidy cable routing for a first build.",
  },
  {
    name: "Montech AIR 903 MAX Mid-Tower Case",
    kind: "case",
    tier: "Low Price",
    priceCents: 7499,
    rating: 4.6,
    supportedFormFactors: ATX_CASE,
    description: "Mesh-front ATX case with four 140 mm fans included.",
    snippet: "Four big fans in the box make it a cool-running bargain.",
  },
  {
    name: "Cooler Master MasterBox Q300L Micro-ATX Case",
    kind: "case",
    tier: "Low Price",
    priceCents: 4999,
    rating: 4.4,
    supportedFormFactors: ["Micro-ATX", "Mini-ITX"],
    description:
      "Compact case for Micro-ATX and Mini-ITX boards (not ATX) with magnetic dust filters and one 120 mm fan included.",
    snippet: "Small and inexpensive for a Micro-ATX office or starter PC.",
  },
];

/** Illustrations shipped with the app, one per kind (never a hot-linked product photo). */
export function seedImageFor(kind: ComponentKind | "motherboard"): string {
  return `/images/components/${kind}.svg`;
}
