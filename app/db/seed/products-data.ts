/**
 * Starter catalog: real, current products with the editor's notes. Prices are typical US
 * street prices in cents at the time of writing; the owner updates them in the admin.
 * Links are built at seed time from the name and the configured associate tag (no ASIN is
 * listed unless it is known for certain), and every image is a local illustration.
 * Pure data, no imports: the listing pages' local fallback reads the first three of a category.
 */
export type SeedCategory = "laptops" | "hard-drives" | "monitors" | "keyboards" | "mice" | "memory";

export interface SeedProduct {
  category: SeedCategory;
  name: string;
  description: string;
  priceCents: number;
  rating: number;
  textSnippet: string;
  features: string[];
  priceTier: "budget" | "mid" | "premium";
  modelNumber: string;
  asin?: string;
}

export const SEED_PRODUCTS: SeedProduct[] = [
  // Laptops, in review order.
  {
    category: "laptops",
    name: "Apple MacBook Air 13-inch (M4, 2025) 16GB RAM, 256GB SSD",
    description:
      "Apple's fanless 13.6-inch laptop with the M4 chip and 16GB of unified memory as standard. It runs silent, lasts a full working day and a bit more, and now drives two external displays with the lid open.",
    priceCents: 99900,
    rating: 4.8,
    textSnippet:
      "Silent, light and fast enough for almost anyone: the M4 Air is the laptop we recommend first unless you need Windows or a dedicated graphics card.",
    features: [
      "Apple M4 chip, 10-core CPU and 8-core GPU",
      "16GB unified memory, 256GB SSD",
      "13.6-inch Liquid Retina display, 2560 x 1664",
      "Fanless design, about 2.7 lb",
      "Two Thunderbolt 4 ports plus MagSafe 3 charging",
      "12MP Center Stage camera and Touch ID",
    ],
    priceTier: "mid",
    modelNumber: "MC6T4LL/A",
  },
  {
    category: "laptops",
    name: "Dell XPS 13 (9350) Intel Core Ultra 7 258V, 16GB, 512GB",
    description:
      "Dell's small premium Windows ultraportable built on Intel's Lunar Lake chips. Excellent battery life for an x86 laptop and a sharp 120Hz screen, with only two USB-C ports and no headphone jack.",
    priceCents: 139999,
    rating: 4.5,
    textSnippet:
      "The best-built small Windows laptop we have handled this year, with battery life that finally rivals a MacBook; mind the limited ports.",
    features: [
      "Intel Core Ultra 7 258V with built-in NPU for Copilot+ features",
      "16GB LPDDR5x memory, 512GB PCIe SSD",
      "13.4-inch FHD+ 120Hz display",
      "Two Thunderbolt 4 (USB-C) ports",
      "CNC-machined aluminum chassis, about 2.6 lb",
      "Haptic glass touchpad and capacitive function row",
    ],
    priceTier: "premium",
    modelNumber: "XPS 9350",
  },
  {
    category: "laptops",
    name: "ASUS ROG Zephyrus G14 (2024) Ryzen 9 8945HS, RTX 4060, OLED",
    description:
      "A 14-inch gaming and creator laptop in an aluminum shell, pairing an RTX 4060 with a 3K 120Hz OLED panel. Powerful for its size; memory is soldered, so buy the configuration you need.",
    priceCents: 159999,
    rating: 4.6,
    textSnippet:
      "Real gaming and video-editing power in a bag-friendly 14-inch body, with one of the best OLED screens on any laptop.",
    features: [
      "AMD Ryzen 9 8945HS processor",
      "NVIDIA GeForce RTX 4060 Laptop GPU, 8GB",
      "16GB LPDDR5X memory (soldered), 1TB PCIe 4.0 SSD",
      "14-inch 3K (2880 x 1800) OLED, 120Hz, G-Sync",
      "CNC aluminum chassis, about 3.3 lb",
      "73Wh battery with USB-C charging",
    ],
    priceTier: "premium",
    modelNumber: "GA403UV",
  },
  {
    category: "laptops",
    name: "Acer Aspire 3 A315-24P Ryzen 3 7320U, 8GB, 128GB",
    description:
      "An inexpensive 15.6-inch laptop for browsing, e-mail, schoolwork and streaming. The screen is a 1080p IPS panel, and the small 128GB SSD is the first thing we would upgrade.",
    priceCents: 29999,
    rating: 4.2,
    textSnippet: "A sensible, no-frills laptop for everyday basics at a price that leaves room for a bigger SSD later.",
    features: [
      "AMD Ryzen 3 7320U quad-core processor",
      "8GB LPDDR5 memory (soldered)",
      "128GB NVMe SSD, upgradeable",
      "15.6-inch Full HD IPS display",
      "Wi-Fi 6 and USB-C",
      "Windows 11 Home in S mode (can be switched out free)",
    ],
    priceTier: "budget",
    modelNumber: "A315-24P-R7VH",
  },
  {
    category: "laptops",
    name: "Lenovo Legion Pro 5 Gen 9 Core i9-14900HX, RTX 4070, 32GB",
    description:
      "A 16-inch desktop replacement for serious gaming and 3D work, with a fast 240Hz QHD+ panel and plenty of cooling. Heavy and thirsty on battery, but it holds its clocks under load.",
    priceCents: 189999,
    rating: 4.5,
    textSnippet: "Desktop-class frame rates and a superb 240Hz screen, as long as you are happy to leave it near an outlet.",
    features: [
      "Intel Core i9-14900HX processor",
      "NVIDIA GeForce RTX 4070 Laptop GPU, 8GB",
      "32GB DDR5-5600 memory (two SO-DIMM slots), 1TB SSD",
      "16-inch WQXGA (2560 x 1600) IPS, 240Hz",
      "Full-size keyboard with number pad",
      "Wide port selection including HDMI 2.1 and RJ-45",
    ],
    priceTier: "premium",
    modelNumber: "16IRX9",
  },
  {
    category: "laptops",
    name: "Lenovo IdeaPad Slim 3 15.6-inch Core i3-N305, 8GB, 256GB",
    description:
      "A light, affordable 15.6-inch laptop with an efficient eight-core Intel N-series chip. Fine for office work and video calls; not meant for gaming or heavy multitasking.",
    priceCents: 37999,
    rating: 4.0,
    textSnippet: "A thin, quiet budget laptop with enough SSD space out of the box for everyday files.",
    features: [
      "Intel Core i3-N305, 8 efficient cores",
      "8GB LPDDR5 memory, 256GB SSD",
      "15.6-inch Full HD display",
      "Privacy shutter on the webcam",
      "USB-C with power delivery, HDMI",
      "About 3.4 lb",
    ],
    priceTier: "budget",
    modelNumber: "15IAN8",
  },

  // Hard drives and SSDs.
  {
    category: "hard-drives",
    name: "Samsung 990 PRO 2TB PCIe 4.0 NVMe M.2 SSD",
    description:
      "One of the fastest PCIe 4.0 drives you can buy, with consistent performance under heavy writes and a five-year warranty. Works in desktops, laptops with an M.2 2280 slot and the PlayStation 5 (with a heatsink).",
    priceCents: 16999,
    rating: 4.8,
    textSnippet:
      "Top-tier PCIe 4.0 speed, excellent endurance and Samsung's solid Magician software make this our first choice for a new build or upgrade.",
    features: [
      "Up to 7,450 MB/s sequential read, 6,900 MB/s write",
      "M.2 2280, PCIe 4.0 x4 NVMe",
      "1,200 TBW endurance rating",
      "5-year limited warranty",
      "Samsung Magician for firmware updates and health checks",
    ],
    priceTier: "premium",
    modelNumber: "MZ-V9P2T0B/AM",
  },
  {
    category: "hard-drives",
    name: "WD_BLACK SN850X 2TB PCIe 4.0 NVMe M.2 SSD",
    description:
      "Western Digital's gaming-focused NVMe drive, neck and neck with the 990 PRO in real use. A heatsink version is sold for PS5 and cramped desktops.",
    priceCents: 14999,
    rating: 4.7,
    textSnippet: "Flagship speed for a little less money, and a favorite for game libraries on PC and PS5.",
    features: [
      "Up to 7,300 MB/s sequential read, 6,600 MB/s write",
      "M.2 2280, PCIe 4.0 x4 NVMe",
      "1,200 TBW endurance rating",
      "5-year limited warranty",
      "Game Mode 2.0 in WD_BLACK Dashboard",
    ],
    priceTier: "mid",
    modelNumber: "WDS200T2X0E",
  },
  {
    category: "hard-drives",
    name: "Crucial P3 Plus 2TB PCIe 4.0 NVMe M.2 SSD",
    description:
      "An affordable PCIe 4.0 drive that is still several times faster than any SATA SSD. It uses QLC flash, so long sustained copies slow down once the cache fills.",
    priceCents: 11999,
    rating: 4.4,
    textSnippet: "A low-cost way to get 2TB of NVMe storage; ideal for laptops and everyday desktops.",
    features: [
      "Up to 5,000 MB/s sequential read, 4,200 MB/s write",
      "M.2 2280, PCIe 4.0 x4 NVMe",
      "440 TBW endurance rating",
      "5-year limited warranty",
      "Backward compatible with PCIe 3.0 slots",
    ],
    priceTier: "budget",
    modelNumber: "CT2000P3PSSD8",
  },
  {
    category: "hard-drives",
    name: "Samsung T7 Shield 2TB Portable SSD",
    description:
      "A pocket-sized USB-C SSD in a rubberized, IP65 dust- and water-resistant shell. Good for moving large files between computers and for backups on the go.",
    priceCents: 15999,
    rating: 4.6,
    textSnippet: "Fast, rugged and small enough for a pocket: the portable drive we hand to customers who travel.",
    features: [
      "Up to 1,050 MB/s read and 1,000 MB/s write over USB 3.2 Gen 2",
      "IP65 dust and water resistance",
      "Drop resistant up to 9.8 ft",
      "USB-C to C and USB-C to A cables included",
      "3-year limited warranty",
    ],
    priceTier: "mid",
    modelNumber: "MU-PE2T0S/AM",
  },
  {
    category: "hard-drives",
    name: "WD Red Plus 8TB NAS Internal Hard Drive",
    description:
      "A 3.5-inch CMR hard drive built for home and small-office NAS units running around the clock. Slower than any SSD, but far cheaper per terabyte for backups and media.",
    priceCents: 17999,
    rating: 4.5,
    textSnippet: "Reliable, quiet bulk storage for a NAS or backup box, using CMR recording that rebuilds RAID arrays cleanly.",
    features: [
      "8TB, 3.5-inch SATA 6Gb/s",
      "CMR recording, 5,640 RPM class",
      "256MB cache",
      "Rated for 24/7 use in 1-8 bay NAS systems",
      "3-year limited warranty",
    ],
    priceTier: "mid",
    modelNumber: "WD80EFPX",
  },
  {
    category: "hard-drives",
    name: "Seagate BarraCuda 4TB Internal Hard Drive",
    description:
      "A low-cost 3.5-inch desktop hard drive for bulk storage, such as photo archives or a second drive for games you rarely play. It uses SMR recording, so it is not a good fit for RAID arrays.",
    priceCents: 7999,
    rating: 4.2,
    textSnippet: "Cheap terabytes for a desktop's secondary drive; keep your operating system on an SSD.",
    features: ["4TB, 3.5-inch SATA 6Gb/s", "5,400 RPM, 256MB cache", "SMR recording", "2-year limited warranty"],
    priceTier: "budget",
    modelNumber: "ST4000DM004",
  },
  {
    category: "hard-drives",
    name: "Crucial T500 2TB PCIe 4.0 NVMe M.2 SSD",
    description:
      "A fast TLC PCIe 4.0 drive that runs cool enough for laptops and the PS5, priced between budget and flagship drives.",
    priceCents: 13999,
    rating: 4.6,
    textSnippet: "Near-flagship speed at a mid-range price, and efficient enough for laptops.",
    features: [
      "Up to 7,400 MB/s sequential read, 7,000 MB/s write",
      "M.2 2280, PCIe 4.0 x4 NVMe, TLC flash",
      "1,200 TBW endurance rating",
      "5-year limited warranty",
    ],
    priceTier: "mid",
    modelNumber: "CT2000T500SSD8",
  },

  // Monitors.
  {
    category: "monitors",
    name: "ASUS TUF Gaming VG27AQ1A 27-inch 1440p 170Hz IPS Monitor",
    description:
      "A 27-inch QHD IPS monitor that overclocks to 170Hz. Sharp for spreadsheets, smooth for games and fairly priced; the stand tilts, swivels and adjusts height.",
    priceCents: 20999,
    rating: 4.6,
    textSnippet: "The 27-inch 1440p high-refresh monitor most people should buy: sharp, smooth and affordable.",
    features: [
      "27-inch 2560 x 1440 IPS panel",
      "Up to 170Hz (overclocked), 1ms MPRT",
      "G-Sync compatible and Adaptive-Sync",
      "HDR10 support, ELMB Sync",
      "2x HDMI 2.0, DisplayPort 1.2",
      "Height, tilt and swivel adjustable stand",
    ],
    priceTier: "mid",
    modelNumber: "VG27AQ1A",
  },
  {
    category: "monitors",
    name: "Dell UltraSharp U2723QE 27-inch 4K USB-C Hub Monitor",
    description:
      "A 4K office and creative monitor with an IPS Black panel for deeper contrast than ordinary IPS. One USB-C cable charges a laptop at up to 90W and carries video, network and USB.",
    priceCents: 57999,
    rating: 4.7,
    textSnippet: "A one-cable desk for laptop users, with a crisp 4K panel and contrast that ordinary IPS screens cannot match.",
    features: [
      "27-inch 3840 x 2160 IPS Black, 2000:1 contrast",
      "98% DCI-P3 color coverage",
      "USB-C with 90W power delivery",
      "Built-in KVM, RJ-45 Ethernet and USB hub",
      "DisplayPort daisy chaining",
      "Fully adjustable stand",
    ],
    priceTier: "premium",
    modelNumber: "U2723QE",
  },
  {
    category: "monitors",
    name: "LG UltraGear 27GR95QE-B 27-inch 1440p 240Hz OLED Gaming Monitor",
    description:
      "An OLED gaming monitor with near-instant response, perfect blacks and 240Hz. Like all OLEDs it can suffer burn-in from static content, so it is better for games and films than all-day desk work.",
    priceCents: 64999,
    rating: 4.5,
    textSnippet: "The motion clarity and contrast of OLED at 240Hz; an enthusiast's gaming screen.",
    features: [
      "27-inch 2560 x 1440 OLED panel",
      "240Hz, 0.03ms (GtG) response time",
      "NVIDIA G-Sync compatible, AMD FreeSync Premium",
      "HDR10, 98.5% DCI-P3",
      "Anti-glare, low-reflection coating",
    ],
    priceTier: "premium",
    modelNumber: "27GR95QE-B",
  },
  {
    category: "monitors",
    name: "Sceptre 24-inch 1080p 75Hz Monitor with Built-in Speakers",
    description:
      "A basic 24-inch Full HD monitor for home offices and students. Thin bezels, two HDMI inputs plus VGA and small built-in speakers; the stand only tilts.",
    priceCents: 9999,
    rating: 4.1,
    textSnippet: "An honest, inexpensive second screen or first monitor for everyday work.",
    features: [
      "24-inch 1920 x 1080 display",
      "Up to 75Hz refresh rate",
      "2x HDMI and VGA inputs",
      "Built-in speakers",
      "VESA wall mount compatible",
    ],
    priceTier: "budget",
    modelNumber: "E248W-19203R",
  },
  {
    category: "monitors",
    name: "Samsung Odyssey G5 27-inch 1440p 144Hz Curved Gaming Monitor",
    description:
      "A curved 27-inch QHD gaming monitor with a VA panel for deep contrast. Good value for gaming in darker rooms; dark scenes can show some smearing in fast motion.",
    priceCents: 22999,
    rating: 4.3,
    textSnippet: "A curved, high-contrast 1440p gaming display at an approachable price.",
    features: [
      "27-inch 2560 x 1440 VA panel, 1000R curve",
      "144Hz, 1ms (MPRT)",
      "AMD FreeSync Premium",
      "HDR10",
      "DisplayPort and HDMI inputs",
    ],
    priceTier: "mid",
    modelNumber: "LC27G55TQBNXZA",
  },
  {
    category: "monitors",
    name: "Dell S2722QC 27-inch 4K USB-C Monitor",
    description:
      "A 4K IPS monitor with a USB-C port that charges a laptop at up to 65W, plus built-in speakers. A simple upgrade for sharp text in a home office.",
    priceCents: 27999,
    rating: 4.4,
    textSnippet: "Affordable 4K with USB-C charging for a tidy laptop setup.",
    features: [
      "27-inch 3840 x 2160 IPS panel, 60Hz",
      "USB-C with 65W power delivery",
      "2x HDMI, USB hub",
      "Dual 3W speakers",
      "AMD FreeSync",
    ],
    priceTier: "mid",
    modelNumber: "S2722QC",
  },

  // Keyboards.
  {
    category: "keyboards",
    name: "Logitech MX Keys S Wireless Keyboard",
    description:
      "A full-size, low-profile wireless keyboard with quiet, well-shaped keys and smart backlighting. Pairs with three devices and switches between them with one key.",
    priceCents: 10999,
    rating: 4.7,
    textSnippet:
      "The most comfortable office keyboard we have typed on, and it moves between three computers at the press of a key.",
    features: [
      "Low-profile, spherically dished keys",
      "Smart backlighting that wakes as your hands approach",
      "Bluetooth or Logi Bolt receiver; Easy-Switch between 3 devices",
      "USB-C rechargeable, up to 10 days with backlight",
      "Smart Actions shortcuts in Logi Options+",
    ],
    priceTier: "mid",
    modelNumber: "920-011406",
  },
  {
    category: "keyboards",
    name: "Keychron K2 Pro 75% Wireless Mechanical Keyboard",
    description:
      "A compact 75% mechanical keyboard with hot-swappable switches and full QMK/VIA remapping. Works wired or over Bluetooth with both Mac and Windows layouts.",
    priceCents: 10999,
    rating: 4.5,
    textSnippet: "A mechanical keyboard that grows with you: swap switches, remap every key and use it on Mac or PC.",
    features: [
      "75% layout with function row and arrow keys",
      "Hot-swappable switches",
      "QMK and VIA key remapping",
      "Bluetooth 5.1 (3 devices) or USB-C wired",
      "Mac and Windows keycaps included",
    ],
    priceTier: "mid",
    modelNumber: "K2 Pro",
  },
  {
    category: "keyboards",
    name: "Logitech G915 TKL LIGHTSPEED Wireless Gaming Keyboard",
    description:
      "A slim tenkeyless gaming keyboard with low-profile mechanical switches, an aluminum top plate and lag-free LIGHTSPEED wireless. Expensive, but beautifully made.",
    priceCents: 19999,
    rating: 4.5,
    textSnippet: "Premium, low-profile mechanical gaming with wireless you will never notice.",
    features: [
      "Low-profile GL mechanical switches (tactile, linear or clicky)",
      "LIGHTSPEED 2.4GHz wireless and Bluetooth",
      "Per-key RGB lighting",
      "Aluminum alloy top case",
      "Up to 40 hours of battery with lighting on",
    ],
    priceTier: "premium",
    modelNumber: "G915 TKL",
  },
  {
    category: "keyboards",
    name: "Redragon K552 Kumara Mechanical Gaming Keyboard",
    description:
      "A budget tenkeyless mechanical keyboard with a sturdy metal plate and backlighting. The stock keycaps are basic, but it is a cheap and durable way into mechanical typing.",
    priceCents: 3499,
    rating: 4.3,
    textSnippet: "The cheapest mechanical keyboard we would actually recommend.",
    features: [
      "87-key tenkeyless layout",
      "Mechanical switches (blue or red options)",
      "Metal and ABS construction",
      "LED backlighting",
      "Wired USB, anti-ghosting keys",
    ],
    priceTier: "budget",
    modelNumber: "K552",
  },
  {
    category: "keyboards",
    name: "Razer BlackWidow V4 Pro Wired Mechanical Gaming Keyboard",
    description:
      "A full-size gaming keyboard loaded with extras: a command dial, eight dedicated macro keys, media controls and a magnetic padded wrist rest. Large and wired.",
    priceCents: 22999,
    rating: 4.4,
    textSnippet: "Every control a gamer or streamer could want on one big, solid board.",
    features: [
      "Razer mechanical switches (Green clicky or Yellow linear)",
      "Command dial and 8 dedicated macro keys",
      "Magnetic plush leatherette wrist rest",
      "Razer Chroma RGB with underglow",
      "USB 2.0 passthrough",
    ],
    priceTier: "premium",
    modelNumber: "BlackWidow V4 Pro",
  },
  {
    category: "keyboards",
    name: "Logitech K120 Wired USB Keyboard",
    description: "A plain, full-size wired keyboard that just works. Quiet keys, a spill-resistant design and nothing to charge.",
    priceCents: 1499,
    rating: 4.2,
    textSnippet: "The dependable office basic: plug it in and type.",
    features: ["Full-size layout with number pad", "Quiet, low-profile keys", "Spill-resistant design", "Plug-and-play USB"],
    priceTier: "budget",
    modelNumber: "920-002478",
  },

  // Mice.
  {
    category: "mice",
    name: "Logitech MX Master 3S Wireless Performance Mouse",
    description:
      "A sculpted right-handed productivity mouse with quiet clicks, a fast electromagnetic scroll wheel and a thumb wheel for sideways scrolling. Pairs with three computers.",
    priceCents: 9999,
    rating: 4.8,
    textSnippet: "The best mouse for office work we have used, and the scroll wheel alone is worth it.",
    features: [
      "8,000 DPI sensor that tracks on glass",
      "Quiet clicks",
      "MagSpeed electromagnetic scroll wheel",
      "Bluetooth or Logi Bolt; switch between 3 devices",
      "USB-C rechargeable, up to 70 days per charge",
    ],
    priceTier: "mid",
    modelNumber: "MX Master 3S",
  },
  {
    category: "mice",
    name: "Logitech G305 LIGHTSPEED Wireless Gaming Mouse",
    description:
      "A light, simple wireless gaming mouse with Logitech's accurate HERO sensor and lag-free LIGHTSPEED connection. Runs for months on a single AA battery.",
    priceCents: 3999,
    rating: 4.6,
    textSnippet: "Pro-grade wireless tracking at an entry-level price.",
    features: [
      "HERO sensor, up to 12,000 DPI",
      "LIGHTSPEED 2.4GHz wireless",
      "Up to 250 hours on one AA battery",
      "6 programmable buttons",
      "About 99 g",
    ],
    priceTier: "budget",
    modelNumber: "G305",
  },
  {
    category: "mice",
    name: "Logitech G502 X PLUS Wireless Gaming Mouse",
    description:
      "The latest version of Logitech's most popular gaming shape, now wireless with hybrid optical-mechanical switches, RGB lighting and plenty of programmable buttons.",
    priceCents: 15999,
    rating: 4.6,
    textSnippet: "A feature-packed gaming mouse for players who want a button for everything.",
    features: [
      "HERO 25K sensor",
      "LIGHTFORCE hybrid optical-mechanical switches",
      "LIGHTSPEED wireless, USB-C charging",
      "13 programmable controls",
      "8-zone RGB lighting",
    ],
    priceTier: "premium",
    modelNumber: "G502 X PLUS",
  },
  {
    category: "mice",
    name: "Razer DeathAdder V3 Pro Wireless Gaming Mouse",
    description:
      "An ultra-light ergonomic esports mouse with a top-end optical sensor and long battery life. No extra buttons or lighting, by design.",
    priceCents: 14999,
    rating: 4.6,
    textSnippet: "Featherweight, precise and comfortable for long competitive sessions.",
    features: [
      "Focus Pro 30K optical sensor",
      "About 63 g ergonomic right-handed shape",
      "HyperSpeed 2.4GHz wireless",
      "Up to 90 hours of battery",
      "Optical mouse switches",
    ],
    priceTier: "premium",
    modelNumber: "DeathAdder V3 Pro",
  },
  {
    category: "mice",
    name: "Logitech M185 Wireless Mouse",
    description:
      "A small, ambidextrous wireless mouse with a plug-and-forget USB receiver. A reliable, inexpensive choice for laptops and travel bags.",
    priceCents: 1499,
    rating: 4.3,
    textSnippet: "A tiny, dependable wireless mouse that runs for a year on one battery.",
    features: [
      "2.4GHz wireless with USB nano receiver",
      "Up to 12 months on one AA battery",
      "Ambidextrous compact shape",
      "Plug-and-play, no software needed",
    ],
    priceTier: "budget",
    modelNumber: "M185",
  },
  {
    category: "mice",
    name: "Logitech Lift Vertical Ergonomic Mouse",
    description:
      "A vertical mouse angled at 57 degrees to keep the wrist in a handshake position, sized for small to medium hands. Quiet clicks and a left-handed version are available.",
    priceCents: 6999,
    rating: 4.4,
    textSnippet: "An easy first step into vertical mice for people with wrist strain.",
    features: [
      "57-degree vertical angle",
      "Sized for small to medium hands",
      "Quiet clicks and SmartWheel scrolling",
      "Bluetooth or Logi Bolt; 3 devices",
      "Up to 24 months on one AA battery",
    ],
    priceTier: "mid",
    modelNumber: "Lift",
  },

  // Memory.
  {
    category: "memory",
    name: "Corsair Vengeance DDR5 32GB (2x16GB) 6000MHz CL36",
    description:
      "A plain, low-profile DDR5 kit at 6000MHz, the sweet spot for current Intel and AMD desktops. Fits under large air coolers.",
    priceCents: 9499,
    rating: 4.7,
    textSnippet: "The DDR5 kit we install most often: fast, compatible and sized to clear big coolers.",
    features: [
      "32GB kit (2 x 16GB) DDR5",
      "6000MHz, CL36, 1.35V",
      "Intel XMP 3.0 profile",
      "Low-profile aluminum heatspreader",
      "Limited lifetime warranty",
    ],
    priceTier: "mid",
    modelNumber: "CMK32GX5M2E6000C36",
  },
  {
    category: "memory",
    name: "G.Skill Trident Z5 Neo RGB DDR5 32GB (2x16GB) 6000MHz CL30",
    description:
      "A tight-timing DDR5-6000 kit tuned with AMD EXPO for Ryzen 7000 and 9000 systems, where 6000MHz CL30 is the recognized sweet spot.",
    priceCents: 12499,
    rating: 4.8,
    textSnippet: "The enthusiast's choice for Ryzen builds: low latency at the ideal speed, with tasteful RGB.",
    features: [
      "32GB kit (2 x 16GB) DDR5",
      "6000MHz, CL30-38-38-96, 1.35V",
      "AMD EXPO profile",
      "RGB lighting",
      "Limited lifetime warranty",
    ],
    priceTier: "premium",
    modelNumber: "F5-6000J3038F16GX2-TZ5NR",
  },
  {
    category: "memory",
    name: "Crucial Pro DDR5 32GB (2x16GB) 5600MHz Desktop Memory",
    description:
      "An inexpensive DDR5 kit with both Intel XMP and AMD EXPO profiles. Looser timings than enthusiast kits, but most people will not notice outside benchmarks.",
    priceCents: 8499,
    rating: 4.5,
    textSnippet: "Affordable, dependable DDR5 from a memory maker, with profiles for both Intel and AMD.",
    features: [
      "32GB kit (2 x 16GB) DDR5",
      "5600MHz, CL46, 1.1V",
      "Intel XMP 3.0 and AMD EXPO",
      "Black aluminum heatspreader",
      "Limited lifetime warranty",
    ],
    priceTier: "budget",
    modelNumber: "CP2K16G56C46U5",
  },
  {
    category: "memory",
    name: "Corsair Vengeance LPX DDR4 16GB (2x8GB) 3200MHz CL16",
    description:
      "The classic DDR4 upgrade kit for older desktops. A low 34mm height fits nearly every cooler; check your board supports 3200MHz XMP.",
    priceCents: 3999,
    rating: 4.6,
    textSnippet: "The go-to memory upgrade for DDR4 desktops that feel sluggish.",
    features: [
      "16GB kit (2 x 8GB) DDR4",
      "3200MHz, CL16, 1.35V",
      "Intel XMP 2.0",
      "Low-profile 34mm heatspreader",
      "Limited lifetime warranty",
    ],
    priceTier: "budget",
    modelNumber: "CMK16GX4M2B3200C16",
  },
  {
    category: "memory",
    name: "Kingston FURY Beast DDR5 32GB (2x16GB) 5600MHz CL40",
    description:
      "A low-voltage DDR5 kit with plug-and-play support at 4800MHz and an XMP profile for 5600MHz. A safe choice where compatibility matters most.",
    priceCents: 8999,
    rating: 4.5,
    textSnippet: "A dependable DDR5 kit that runs out of the box and saves its speed for one BIOS click.",
    features: [
      "32GB kit (2 x 16GB) DDR5",
      "5600MHz, CL40, 1.25V",
      "Intel XMP 3.0",
      "Low-profile heatspreader",
      "Limited lifetime warranty",
    ],
    priceTier: "mid",
    modelNumber: "KF556C40BBK2-32",
  },
  {
    category: "memory",
    name: "Crucial 16GB DDR4-3200 SODIMM Laptop Memory",
    description:
      "A single 16GB laptop module that runs at 3200MHz or at whatever lower speed your laptop supports. One of the cheapest ways to speed up an older laptop.",
    priceCents: 3299,
    rating: 4.6,
    textSnippet: "The simplest speed-up for a laptop with a free or upgradeable memory slot.",
    features: [
      "16GB DDR4 SODIMM",
      "3200MHz, CL22, 1.2V",
      "Runs at 2933 or 2666MHz in older laptops",
      "Limited lifetime warranty",
    ],
    priceTier: "budget",
    modelNumber: "CT16G4SFRA32A",
  },
  {
    category: "memory",
    name: "G.Skill Trident Z5 RGB DDR5 32GB (2x16GB) 6400MHz CL32",
    description: "A fast DDR5-6400 kit with an Intel XMP 3.0 profile, for Intel builds that can run memory above 6000MHz.",
    priceCents: 12999,
    rating: 4.6,
    textSnippet: "High-speed DDR5 for Intel enthusiasts chasing every frame.",
    features: [
      "32GB kit (2 x 16GB) DDR5",
      "6400MHz, CL32-39-39-102, 1.40V",
      "Intel XMP 3.0",
      "RGB lighting",
      "Limited lifetime warranty",
    ],
    priceTier: "premium",
    modelNumber: "F5-6400J3239G16GX2-TZ5RK",
  },
];
