/**
 * Each seeded product's own review, written for that model, keyed by the product's seed name.
 * brand and cardModel are set on its picture with the first three spec values. Pure data, no
 * imports.
 */
export interface SeedReview {
  brand: string;
  cardModel: string;
  teaser: string;
  verdict: string;
  pros: string[];
  cons: string[];
  bestFor: string;
  /** Label, value; the first three go on the product's picture. */
  specs: Array<[string, string]>;
}

export const SEED_REVIEWS: Record<string, SeedReview> = {
  // Laptops
  "Apple MacBook Air 13-inch (M4, 2025) 16GB RAM, 256GB SSD": {
    brand: "Apple",
    cardModel: "MacBook Air 13 (M4)",
    teaser: "No fan, no noise and a battery that outlasts the workday: the M4 Air is the laptop we recommend first.",
    verdict:
      "The M4 MacBook Air does everything most people ask of a laptop without ever making a sound. 16GB of memory is now the base, so it stays quick with dozens of browser tabs and photo edits, and it finally drives two external displays with the lid open. The 256GB SSD is the one thing to think about: if you keep a large photo library on the machine, pay for more storage now, because it cannot be upgraded later.",
    pros: [
      "Completely silent fanless design",
      "16GB unified memory as standard",
      "Battery life that lasts a full day and more",
      "Two external displays with the lid open",
    ],
    cons: ["256GB SSD fills quickly and cannot be upgraded", "Only two Thunderbolt ports, both on the left side"],
    bestFor: "Students, writers and office workers who want a quiet laptop that lasts for years",
    specs: [
      ["Chip", "Apple M4, 10-core CPU"],
      ["Memory", "16GB unified"],
      ["Display", "13.6 in, 2560 x 1664"],
      ["Storage", "256GB SSD"],
      ["Weight", "About 2.7 lb"],
    ],
  },
  "Dell XPS 13 (9350) Intel Core Ultra 7 258V, 16GB, 512GB": {
    brand: "Dell",
    cardModel: "XPS 13 9350",
    teaser: "Lunar Lake gives this small Windows laptop the battery life it always lacked; the ports are the price.",
    verdict:
      "Intel's Core Ultra 7 258V turns the XPS 13 into a Windows ultraportable that can go a full day away from the charger. The machined aluminum body feels as solid as anything we repair, the 120Hz screen is sharp and smooth, and the NPU unlocks Copilot+ features. Plan on a USB-C dock or dongle: there are only two Thunderbolt ports and no headphone jack, and the memory is part of the chip package, so 16GB is what it will always have.",
    pros: [
      "Excellent battery life for an x86 laptop",
      "Rigid CNC-machined aluminum build",
      "Smooth 120Hz display",
      "Copilot+ PC with a capable NPU",
    ],
    cons: ["Two USB-C ports and no headphone jack", "Capacitive function row is easy to brush by accident"],
    bestFor: "Business travelers who need Windows in the smallest, longest-lasting package",
    specs: [
      ["CPU", "Core Ultra 7 258V"],
      ["Memory", "16GB LPDDR5x"],
      ["Display", "13.4 in FHD+ 120Hz"],
      ["Storage", "512GB SSD"],
      ["Ports", "2x Thunderbolt 4"],
    ],
  },
  "ASUS ROG Zephyrus G14 (2024) Ryzen 9 8945HS, RTX 4060, OLED": {
    brand: "ASUS ROG",
    cardModel: "Zephyrus G14 (2024)",
    teaser: "A real gaming laptop in a 14-inch aluminum body, with a 3K OLED screen that is a joy to use.",
    verdict:
      "The 2024 Zephyrus G14 fits an RTX 4060 and a Ryzen 9 8945HS into a 3.3 lb aluminum chassis that does not look like a gaming laptop. Its 2880 x 1800 OLED panel runs at 120Hz with G-Sync and makes games and video look superb. The 16GB of memory is soldered, so buy it with the amount you need, and expect the fans to be clearly audible under a full gaming load.",
    pros: [
      "Gorgeous 3K 120Hz OLED display",
      "RTX 4060 performance in a 14-inch body",
      "Premium aluminum build at about 3.3 lb",
      "Charges over USB-C when traveling",
    ],
    cons: ["16GB memory is soldered and cannot be upgraded", "Fans get loud under sustained load"],
    bestFor: "Gamers and creators who want one portable laptop for class, work and play",
    specs: [
      ["CPU", "Ryzen 9 8945HS"],
      ["GPU", "RTX 4060 8GB"],
      ["Display", "14 in 3K OLED 120Hz"],
      ["Memory", "16GB LPDDR5X"],
      ["Storage", "1TB PCIe 4.0 SSD"],
    ],
  },
  "Acer Aspire 3 A315-24P Ryzen 3 7320U, 8GB, 128GB": {
    brand: "Acer",
    cardModel: "Aspire 3 A315-24P",
    teaser: "A full-size 15.6-inch laptop for about $300 that handles school work and streaming without fuss.",
    verdict:
      "The Aspire 3 is the laptop we suggest when the budget is firm. The Ryzen 3 7320U handles web apps, documents and video calls, the 15.6-inch IPS screen is Full HD, and Wi-Fi 6 keeps it connected. The 128GB SSD is tight once Windows updates pile up, but the M.2 drive can be swapped for a larger one, a cheap upgrade we do in the shop all the time. Switch it out of S mode if you need apps from outside the Microsoft Store; it is free.",
    pros: ["Very low price for a 15.6-inch Full HD laptop", "SSD is upgradeable", "Wi-Fi 6 and a USB-C port"],
    cons: ["8GB memory is soldered", "128GB of storage fills up quickly", "Plastic build flexes"],
    bestFor: "Students and families who need a dependable laptop for school work on a tight budget",
    specs: [
      ["CPU", "Ryzen 3 7320U"],
      ["Memory", "8GB LPDDR5"],
      ["Display", "15.6 in Full HD IPS"],
      ["Storage", "128GB NVMe SSD"],
      ["OS", "Windows 11 Home in S mode"],
    ],
  },
  "Lenovo Legion Pro 5 Gen 9 Core i9-14900HX, RTX 4070, 32GB": {
    brand: "Lenovo",
    cardModel: "Legion Pro 5 Gen 9",
    teaser: "Desktop-class Core i9 power, an RTX 4070 and a 240Hz screen in a laptop built to be upgraded.",
    verdict:
      "The Legion Pro 5 is for people who want desktop gaming performance they can carry. The Core i9-14900HX and RTX 4070 run at high power without throttling badly, the 16-inch 2560 x 1600 panel runs at 240Hz, and it comes with 32GB of DDR5 in two SO-DIMM slots plus a 1TB SSD, so it is easy to service and expand. It is heavy, the power brick is large, and the battery runs down quickly when you game away from the wall.",
    pros: [
      "Top-tier CPU and RTX 4070 with strong cooling",
      "Fast 240Hz 2560 x 1600 display",
      "32GB DDR5 in upgradeable SO-DIMM slots",
      "Full-size keyboard with number pad and plenty of ports",
    ],
    cons: ["Heavy, with a large power brick", "Short battery life while gaming"],
    bestFor: "Serious gamers and streamers who want a desktop replacement they can still move",
    specs: [
      ["CPU", "Core i9-14900HX"],
      ["GPU", "RTX 4070 8GB"],
      ["Display", "16 in 2560 x 1600 240Hz"],
      ["Memory", "32GB DDR5-5600"],
      ["Storage", "1TB SSD"],
    ],
  },
  "Lenovo IdeaPad Slim 3 15.6-inch Core i3-N305, 8GB, 256GB": {
    brand: "Lenovo",
    cardModel: "IdeaPad Slim 3 15",
    teaser: "An affordable everyday laptop with twice the storage of most at its price and a webcam privacy shutter.",
    verdict:
      "The IdeaPad Slim 3 with the eight-core Core i3-N305 is a sensible laptop for browsing, email, documents and video calls. It has a 256GB SSD, USB-C charging, HDMI out and a physical shutter over the webcam. The N305 is an efficient-core chip, so heavy multitasking or photo editing will feel slow, and the screen is only average in brightness.",
    pros: ["256GB SSD at an entry-level price", "Physical webcam privacy shutter", "USB-C charging and HDMI output"],
    cons: ["Efficient-core CPU slows with heavy multitasking", "Dim display outdoors"],
    bestFor: "Home users and seniors who need email, browsing and video calls on a budget",
    specs: [
      ["CPU", "Core i3-N305, 8 cores"],
      ["Memory", "8GB LPDDR5"],
      ["Display", "15.6 in Full HD"],
      ["Storage", "256GB SSD"],
      ["Weight", "About 3.4 lb"],
    ],
  },

  // Hard drives and SSDs
  "Samsung 990 PRO 2TB PCIe 4.0 NVMe M.2 SSD": {
    brand: "Samsung",
    cardModel: "990 PRO 2TB",
    teaser: "One of the fastest PCIe 4.0 drives you can buy, with the endurance and software to match.",
    verdict:
      "The 990 PRO reads at up to 7,450 MB/s and writes at up to 6,900 MB/s, close to the ceiling of PCIe 4.0, and keeps its speed well during long transfers. The 1,200 TBW rating and five-year warranty cover years of heavy use, and Samsung Magician makes firmware updates and health checks easy. It costs more than drives that feel just as fast in everyday use, so buy it when you move big files, not just to boot Windows.",
    pros: [
      "Near the top of PCIe 4.0 speeds",
      "1,200 TBW endurance on the 2TB model",
      "Samsung Magician for firmware and health checks",
    ],
    cons: ["Costs more than drives that feel as fast day to day", "Runs warm without a heatsink"],
    bestFor: "Video editors, gamers and workstation users who move large files every day",
    specs: [
      ["Read", "7,450 MB/s"],
      ["Write", "6,900 MB/s"],
      ["Interface", "PCIe 4.0 x4 NVMe"],
      ["Endurance", "1,200 TBW"],
      ["Warranty", "5 years"],
    ],
  },
  "WD_BLACK SN850X 2TB PCIe 4.0 NVMe M.2 SSD": {
    brand: "WD_BLACK",
    cardModel: "SN850X 2TB",
    teaser: "Flagship PCIe 4.0 speed for less than the 990 PRO, and a favorite drive for PS5 upgrades.",
    verdict:
      "The SN850X reads at up to 7,300 MB/s and writes at up to 6,600 MB/s, which puts it within a whisker of the fastest PCIe 4.0 drives, and it usually costs less. It carries the same 1,200 TBW rating on the 2TB model and a five-year warranty. Game Mode 2.0 in the WD_BLACK Dashboard is Windows only, and for a PS5 you will want the heatsink version or a heatsink of your own.",
    pros: [
      "Flagship speed at a lower price",
      "1,200 TBW endurance and five-year warranty",
      "Works well as a PS5 storage upgrade",
    ],
    cons: ["Dashboard software is Windows only", "No heatsink on this version"],
    bestFor: "Gamers upgrading a PC or PS5 who want top speed without the top price",
    specs: [
      ["Read", "7,300 MB/s"],
      ["Write", "6,600 MB/s"],
      ["Interface", "PCIe 4.0 x4 NVMe"],
      ["Endurance", "1,200 TBW"],
      ["Warranty", "5 years"],
    ],
  },
  "Crucial P3 Plus 2TB PCIe 4.0 NVMe M.2 SSD": {
    brand: "Crucial",
    cardModel: "P3 Plus 2TB",
    teaser: "The cheapest sensible way to put 2TB of fast NVMe storage in a PC or laptop.",
    verdict:
      "The P3 Plus reads at up to 5,000 MB/s, slower on paper than flagship drives but far faster than any SATA SSD, and at this price it is the upgrade we install most. It uses QLC flash, so long copies slow down once its cache fills, and its 440 TBW rating is lower than premium drives, though still plenty for a home PC. It also runs at full PCIe 3.0 speed in older machines.",
    pros: [
      "Lowest cost per terabyte of our picks",
      "Much faster than SATA for booting and loading",
      "Works in older PCIe 3.0 systems",
    ],
    cons: ["QLC flash slows during long transfers", "440 TBW is modest for heavy workloads"],
    bestFor: "Budget builds and laptop upgrades where capacity matters more than peak speed",
    specs: [
      ["Read", "5,000 MB/s"],
      ["Write", "4,200 MB/s"],
      ["Interface", "PCIe 4.0 x4 NVMe"],
      ["Endurance", "440 TBW"],
      ["Warranty", "5 years"],
    ],
  },
  "Samsung T7 Shield 2TB Portable SSD": {
    brand: "Samsung",
    cardModel: "T7 Shield 2TB",
    teaser: "A rugged pocket SSD that shrugs off rain, dust and drops while copying ten times faster than a hard drive.",
    verdict:
      "The T7 Shield reads at up to 1,050 MB/s over USB 3.2 Gen 2, so a full phone backup or a folder of raw photos copies in minutes. Its rubberized shell is IP65 rated against dust and water and survives drops of up to 9.8 feet, which matters for a drive that rides in a backpack. Both USB-C to C and USB-C to A cables come in the box. It needs a 10Gbps port to reach full speed.",
    pros: [
      "IP65 dust and water resistance",
      "Survives drops of up to 9.8 feet",
      "Fast USB 3.2 Gen 2 speeds, both cables included",
    ],
    cons: ["Full speed needs a 10Gbps USB port", "Three-year warranty is shorter than internal SSDs"],
    bestFor: "Photographers, students and travelers who carry their files everywhere",
    specs: [
      ["Read", "1,050 MB/s"],
      ["Connection", "USB 3.2 Gen 2 (USB-C)"],
      ["Rugged", "IP65, 9.8 ft drops"],
      ["Warranty", "3 years"],
    ],
  },
  "WD Red Plus 8TB NAS Internal Hard Drive": {
    brand: "WD",
    cardModel: "Red Plus 8TB",
    teaser: "A CMR hard drive made for a home NAS running around the clock, with room for years of backups.",
    verdict:
      "WD Red Plus uses conventional magnetic recording (CMR), which matters in a NAS: RAID rebuilds stay predictable, unlike with SMR drives. The 8TB model runs in the 5,640 RPM class, so it stays cool and fairly quiet in a closet, and it is rated for 24/7 use in systems with up to eight bays. It is not a fast drive for a desktop's main storage; pair it with an SSD for that.",
    pros: ["CMR recording, safe for RAID rebuilds", "Rated for 24/7 use in 1-8 bay NAS", "Cool and quiet in operation"],
    cons: ["Slower than 7,200 RPM drives", "Three-year warranty"],
    bestFor: "Home and small-office NAS owners storing backups, photos and media",
    specs: [
      ["Capacity", "8TB"],
      ["Recording", "CMR"],
      ["Speed", "5,640 RPM class"],
      ["Cache", "256MB"],
      ["Interface", "SATA 6Gb/s, 3.5 in"],
    ],
  },
  "Seagate BarraCuda 4TB Internal Hard Drive": {
    brand: "Seagate",
    cardModel: "BarraCuda 4TB",
    teaser: "Cheap bulk space for a desktop's games, videos and backups, at a price SSDs cannot touch.",
    verdict:
      "The 4TB BarraCuda is the lowest-cost way to add a lot of room to a desktop. It spins at 5,400 RPM and uses SMR recording, which is fine for storing media and backups but makes it a poor choice for a RAID array or as the drive Windows runs from. Put the operating system on an SSD and use this for everything you keep but rarely open.",
    pros: ["Very low cost per terabyte", "Plenty of room for media and backups", "Quiet at 5,400 RPM"],
    cons: ["SMR recording: avoid it for RAID and NAS", "Slow as a boot drive", "Two-year warranty"],
    bestFor: "Desktop owners who need inexpensive space for media and backups",
    specs: [
      ["Capacity", "4TB"],
      ["Speed", "5,400 RPM"],
      ["Recording", "SMR"],
      ["Cache", "256MB"],
      ["Warranty", "2 years"],
    ],
  },
  "Crucial T500 2TB PCIe 4.0 NVMe M.2 SSD": {
    brand: "Crucial",
    cardModel: "T500 2TB",
    teaser: "TLC flash and 7,400 MB/s reads put the T500 in flagship territory for a mid-range price.",
    verdict:
      "The T500 reads at up to 7,400 MB/s and writes at up to 7,000 MB/s, and because it uses TLC flash rather than QLC it keeps its pace through long copies far better than budget drives. The 1,200 TBW rating and five-year warranty match the premium names. It is an easy recommendation for a new build or a laptop with a PCIe 4.0 slot.",
    pros: ["Flagship-class speed", "TLC flash holds speed through long copies", "1,200 TBW and five-year warranty"],
    cons: ["Bare drive with no heatsink", "Needs a PCIe 4.0 slot for full speed"],
    bestFor: "Builders who want top-tier speed and endurance at a fair price",
    specs: [
      ["Read", "7,400 MB/s"],
      ["Write", "7,000 MB/s"],
      ["Flash", "TLC, PCIe 4.0 x4"],
      ["Endurance", "1,200 TBW"],
      ["Warranty", "5 years"],
    ],
  },

  // Monitors
  "ASUS TUF Gaming VG27AQ1A 27-inch 1440p 170Hz IPS Monitor": {
    brand: "ASUS TUF",
    cardModel: "VG27AQ1A",
    teaser: "1440p at up to 170Hz on an IPS panel, with a stand that adjusts every way, for about $200.",
    verdict:
      "The VG27AQ1A is the sweet spot for PC gaming: 2560 x 1440 on 27 inches is sharp, and 170Hz (overclocked) with G-Sync compatibility keeps fast games smooth. Colors on the IPS panel are good out of the box, and the stand adjusts for height, tilt and swivel, which is rare at this price. HDR10 is listed but the panel is not bright enough for HDR to look special.",
    pros: ["Sharp 1440p IPS with up to 170Hz", "G-Sync compatible and Adaptive-Sync", "Height, tilt and swivel stand"],
    cons: ["HDR is in name only", "IPS glow in dark rooms"],
    bestFor: "PC gamers who want a fast, sharp monitor without spending a fortune",
    specs: [
      ["Size", "27 in IPS"],
      ["Resolution", "2560 x 1440"],
      ["Refresh", "Up to 170Hz"],
      ["Inputs", "2x HDMI 2.0, DP 1.2"],
    ],
  },
  "Dell UltraSharp U2723QE 27-inch 4K USB-C Hub Monitor": {
    brand: "Dell",
    cardModel: "UltraSharp U2723QE",
    teaser: "A 4K IPS Black panel with one-cable USB-C docking, KVM and Ethernet: the office monitor to beat.",
    verdict:
      "The U2723QE pairs a sharp 27-inch 4K panel using IPS Black technology, with about 2000:1 contrast, against a full docking station in the stand. One USB-C cable charges a laptop at up to 90W and carries video, USB and wired Ethernet, and the built-in KVM lets two computers share one keyboard and mouse. It is 60Hz, so gamers should look elsewhere.",
    pros: ["Sharp 4K with deeper blacks than typical IPS", "USB-C with 90W charging and Ethernet", "Built-in KVM and USB hub"],
    cons: ["60Hz only", "Expensive next to plain 4K monitors"],
    bestFor: "Laptop users and designers who want one cable to power a whole desk",
    specs: [
      ["Size", "27 in IPS Black"],
      ["Resolution", "3840 x 2160"],
      ["USB-C", "90W power delivery"],
      ["Color", "98% DCI-P3"],
    ],
  },
  "LG UltraGear 27GR95QE-B 27-inch 1440p 240Hz OLED Gaming Monitor": {
    brand: "LG UltraGear",
    cardModel: "27GR95QE-B",
    teaser: "OLED contrast and near-instant 0.03ms response at 240Hz: motion looks clearer than on any LCD.",
    verdict:
      "The 27GR95QE-B uses an OLED panel, so every pixel lights itself: blacks are truly black and its 0.03ms response time makes fast motion look sharp at 240Hz. It covers 98.5% of DCI-P3 and supports G-Sync compatible and FreeSync Premium. The anti-glare coating keeps reflections down, but full-screen brightness is modest, and like all OLEDs it needs some care with static images such as taskbars.",
    pros: ["Perfect blacks and instant pixel response", "240Hz with G-Sync and FreeSync Premium", "Wide 98.5% DCI-P3 color"],
    cons: ["Modest full-screen brightness", "Static images risk burn-in over time"],
    bestFor: "Competitive and cinematic gamers who want the best motion clarity",
    specs: [
      ["Size", "27 in OLED"],
      ["Resolution", "2560 x 1440"],
      ["Refresh", "240Hz, 0.03ms"],
      ["Color", "98.5% DCI-P3"],
    ],
  },
  "Sceptre 24-inch 1080p 75Hz Monitor with Built-in Speakers": {
    brand: "Sceptre",
    cardModel: "E248W-19203R",
    teaser: "A 24-inch Full HD screen with speakers for under $100: the cheapest sensible second monitor.",
    verdict:
      "The Sceptre E248W is a no-frills 24-inch 1080p monitor that covers the basics: two HDMI inputs, VGA for older computers, a 75Hz refresh that is a touch smoother than 60Hz, and small built-in speakers. It can be wall mounted with a VESA bracket. The stand only tilts and the speakers are thin, but for email, spreadsheets and a second screen it is fine value.",
    pros: ["Very low price", "Two HDMI inputs plus VGA", "Built-in speakers and VESA mount"],
    cons: ["Stand only tilts", "Thin sound from the speakers"],
    bestFor: "Home offices and students who need a second screen on a budget",
    specs: [
      ["Size", "24 in"],
      ["Resolution", "1920 x 1080"],
      ["Refresh", "Up to 75Hz"],
      ["Inputs", "2x HDMI, VGA"],
    ],
  },
  "Samsung Odyssey G5 27-inch 1440p 144Hz Curved Gaming Monitor": {
    brand: "Samsung",
    cardModel: "Odyssey G5 27",
    teaser: "A deep 1000R curve and VA contrast make this 1440p 144Hz screen feel bigger than its price.",
    verdict:
      "The Odyssey G5 wraps a 27-inch 2560 x 1440 VA panel into a tight 1000R curve that fills your view in racing and flight games. VA gives it much deeper blacks than IPS at this price, and 144Hz with FreeSync Premium keeps play smooth. Dark scenes can smear a little in fast motion, and the stand only tilts.",
    pros: ["Immersive 1000R curve", "Deep VA contrast", "1440p at 144Hz with FreeSync Premium"],
    cons: ["Dark-scene smearing in fast motion", "Tilt-only stand"],
    bestFor: "Gamers who want an immersive curved 1440p screen on a mid-range budget",
    specs: [
      ["Size", "27 in VA, 1000R"],
      ["Resolution", "2560 x 1440"],
      ["Refresh", "144Hz, 1ms MPRT"],
      ["Sync", "FreeSync Premium"],
    ],
  },
  "Dell S2722QC 27-inch 4K USB-C Monitor": {
    brand: "Dell",
    cardModel: "S2722QC",
    teaser: "Crisp 4K text and single-cable USB-C charging at a price well below Dell's UltraSharp line.",
    verdict:
      "The S2722QC gives a laptop a sharp 27-inch 4K screen, 65W of USB-C charging, two HDMI ports and a small USB hub through one cable. Text is very crisp, colors are good for office and photo work, and the dual 3W speakers are better than most. It runs at 60Hz and has no Ethernet or KVM, which is where the UltraSharp earns its higher price.",
    pros: ["Crisp 4K on 27 inches", "USB-C with 65W charging", "Better-than-usual built-in speakers"],
    cons: ["60Hz only", "65W may not fully charge larger laptops"],
    bestFor: "Laptop owners who want a sharp 4K screen and one-cable setup at home",
    specs: [
      ["Size", "27 in IPS"],
      ["Resolution", "3840 x 2160"],
      ["USB-C", "65W power delivery"],
      ["Audio", "2x 3W speakers"],
    ],
  },

  // Keyboards
  "Logitech MX Keys S Wireless Keyboard": {
    brand: "Logitech",
    cardModel: "MX Keys S",
    teaser: "Quiet, precise low-profile keys and three-device switching make this the office keyboard we type on.",
    verdict:
      "The MX Keys S has spherically dished keys that guide your fingertips, a quiet and stable typing feel, and backlighting that turns on as your hands approach. It pairs with three devices over Bluetooth or the Logi Bolt receiver and switches with one key, and Smart Actions in Logi Options+ automate common shortcuts. It is not mechanical and the battery lasts about ten days with the backlight on.",
    pros: ["Quiet, precise low-profile keys", "Easy-Switch between three devices", "Smart backlighting"],
    cons: ["About 10 days per charge with the backlight on", "Not for mechanical-switch fans"],
    bestFor: "Office workers and programmers who type all day on more than one computer",
    specs: [
      ["Keys", "Low-profile scissor"],
      ["Wireless", "Bluetooth or Logi Bolt"],
      ["Battery", "Up to 10 days lit"],
      ["Devices", "3, Easy-Switch"],
    ],
  },
  "Keychron K2 Pro 75% Wireless Mechanical Keyboard": {
    brand: "Keychron",
    cardModel: "K2 Pro",
    teaser: "A compact 75% mechanical board with hot-swap switches and full QMK/VIA remapping, for Mac or PC.",
    verdict:
      "The K2 Pro keeps the function row and arrow keys in a compact 75% layout, and its hot-swappable sockets let you change switches without soldering. QMK and VIA let you remap every key from a browser, and it connects to three devices over Bluetooth 5.1 or by USB-C cable. Mac and Windows keycaps are in the box. It is tall, so most people will want a wrist rest.",
    pros: ["Hot-swappable switches", "QMK and VIA remapping", "Mac and Windows keycaps included"],
    cons: ["Tall profile needs a wrist rest", "Heavier than it looks"],
    bestFor: "Mac and PC users who want a customizable mechanical keyboard in a small footprint",
    specs: [
      ["Layout", "75%, 84 keys"],
      ["Switches", "Hot-swappable"],
      ["Wireless", "Bluetooth 5.1, 3 devices"],
      ["Software", "QMK and VIA"],
    ],
  },
  "Logitech G915 TKL LIGHTSPEED Wireless Gaming Keyboard": {
    brand: "Logitech G",
    cardModel: "G915 TKL",
    teaser: "A slim aluminum wireless gaming keyboard with low-profile mechanical switches and per-key RGB.",
    verdict:
      "The G915 TKL combines a thin aluminum top case with low-profile GL mechanical switches in tactile, linear or clicky versions. LIGHTSPEED wireless is as responsive as a cable for gaming, Bluetooth covers a laptop, and the battery lasts up to 40 hours with the lighting on. It is expensive, and its GL switches and keycaps are not standard, so you cannot swap in your own.",
    pros: ["Lag-free LIGHTSPEED wireless plus Bluetooth", "Slim aluminum build", "Per-key RGB, about 40 hours lit"],
    cons: ["High price", "Non-standard switches and keycaps"],
    bestFor: "Gamers who want a premium, clutter-free wireless keyboard",
    specs: [
      ["Switches", "Low-profile GL"],
      ["Wireless", "LIGHTSPEED + Bluetooth"],
      ["Battery", "Up to 40 hours lit"],
      ["Layout", "Tenkeyless"],
    ],
  },
  "Redragon K552 Kumara Mechanical Gaming Keyboard": {
    brand: "Redragon",
    cardModel: "K552 Kumara",
    teaser: "Real mechanical switches in a tough tenkeyless frame for the price of a takeout dinner.",
    verdict:
      "The K552 Kumara is the cheapest keyboard we would call a genuine mechanical board. It has an 87-key tenkeyless layout, blue (clicky) or red (linear) switches, a metal top plate and anti-ghosting for gaming. The keycaps are thin and the lighting is basic, but it is sturdy and a good first step into mechanical keyboards.",
    pros: ["True mechanical switches at a budget price", "Sturdy metal top plate", "Compact tenkeyless layout"],
    cons: ["Thin keycaps", "Blue switches are loud for shared rooms"],
    bestFor: "Students and new gamers trying a mechanical keyboard for the first time",
    specs: [
      ["Layout", "87-key tenkeyless"],
      ["Switches", "Blue or red mechanical"],
      ["Connection", "Wired USB"],
      ["Build", "Metal and ABS"],
    ],
  },
  "Razer BlackWidow V4 Pro Wired Mechanical Gaming Keyboard": {
    brand: "Razer",
    cardModel: "BlackWidow V4 Pro",
    teaser: "A full-size command center: a command dial, eight macro keys and a magnetic plush wrist rest.",
    verdict:
      "The BlackWidow V4 Pro is for people who want every control at hand. The command dial, eight dedicated macro keys and media keys sit beside Razer Green clicky or Yellow linear switches, and Chroma RGB with underglow lights the desk. The magnetic leatherette wrist rest is comfortable for long sessions. It is big, wired only, and expensive.",
    pros: ["Command dial and eight macro keys", "Comfortable magnetic wrist rest", "USB passthrough and rich RGB"],
    cons: ["Very large footprint", "Wired only at a premium price"],
    bestFor: "MMO players, streamers and editors who rely on macros",
    specs: [
      ["Switches", "Razer Green or Yellow"],
      ["Extras", "Dial + 8 macro keys"],
      ["Layout", "Full size"],
      ["Connection", "Wired, USB passthrough"],
    ],
  },
  "Logitech K120 Wired USB Keyboard": {
    brand: "Logitech",
    cardModel: "K120",
    teaser: "The plain, quiet, spill-resistant USB keyboard that just works on every computer we plug it into.",
    verdict:
      "The K120 is the keyboard we keep in the shop for a reason: it is full size with a number pad, the low-profile keys are quiet, it resists small spills, and it works the moment it is plugged in, with no software. There is no backlight and no wireless, and the build is simple plastic, but at this price it is the right spare for every desk.",
    pros: ["Plug-and-play USB, no software", "Quiet keys with number pad", "Spill-resistant"],
    cons: ["No backlight", "Basic plastic build"],
    bestFor: "Offices, classrooms and anyone who needs a reliable spare keyboard",
    specs: [
      ["Layout", "Full size, number pad"],
      ["Connection", "Wired USB"],
      ["Keys", "Quiet low-profile"],
      ["Extras", "Spill-resistant"],
    ],
  },

  // Mice
  "Logitech MX Master 3S Wireless Performance Mouse": {
    brand: "Logitech",
    cardModel: "MX Master 3S",
    teaser: "The productivity mouse to beat: silent clicks, a flywheel scroll and tracking that works on glass.",
    verdict:
      "The MX Master 3S is the mouse we recommend to anyone who works at a desk all day. Its sculpted shape supports the hand, the MagSpeed wheel spins through long documents in a flick, a thumb wheel scrolls sideways through timelines, and the 8,000 DPI sensor tracks even on glass. Clicks are nearly silent. It is large and heavy for gaming and only suits right-handed users.",
    pros: ["Near-silent clicks", "MagSpeed wheel plus thumb wheel", "Tracks on glass; pairs with three devices"],
    cons: ["Right-handed only", "Too heavy for fast gaming"],
    bestFor: "Office workers, designers and video editors",
    specs: [
      ["Sensor", "8,000 DPI, works on glass"],
      ["Wireless", "Bluetooth or Logi Bolt"],
      ["Battery", "Up to 70 days"],
      ["Charging", "USB-C"],
    ],
  },
  "Logitech G305 LIGHTSPEED Wireless Gaming Mouse": {
    brand: "Logitech G",
    cardModel: "G305",
    teaser: "Lag-free LIGHTSPEED wireless and a HERO sensor for about $40, running 250 hours on one AA.",
    verdict:
      "The G305 brings real gaming wireless to a budget price. LIGHTSPEED is as responsive as a cable, the HERO sensor tracks accurately up to 12,000 DPI, and one AA battery lasts up to 250 hours. The shape is small and simple, so it suits most grips, and it weighs about 99 g with the battery. It has no RGB and no rechargeable battery.",
    pros: ["Lag-free wireless at a budget price", "Accurate HERO sensor", "Up to 250 hours on one AA"],
    cons: ["Small for large hands", "Uses disposable batteries"],
    bestFor: "Budget gamers and laptop users who want reliable wireless",
    specs: [
      ["Sensor", "HERO, 12,000 DPI"],
      ["Wireless", "LIGHTSPEED 2.4GHz"],
      ["Battery", "250 hours, 1x AA"],
      ["Weight", "About 99 g"],
    ],
  },
  "Logitech G502 X PLUS Wireless Gaming Mouse": {
    brand: "Logitech G",
    cardModel: "G502 X PLUS",
    teaser: "The classic G502 shape, now wireless, with hybrid optical switches and 13 programmable controls.",
    verdict:
      "The G502 X PLUS keeps the famous G502 shape and its thumb rest, and adds LIGHTSPEED wireless, a HERO 25K sensor and LIGHTFORCE hybrid optical-mechanical switches that are fast and crisp. Thirteen programmable controls suit MMOs and productivity macros, and eight RGB zones light it up. It is heavy next to modern esports mice and costs a lot.",
    pros: ["13 programmable controls", "HERO 25K sensor and LIGHTFORCE switches", "Comfortable thumb rest"],
    cons: ["Heavy for fast esports aiming", "Expensive"],
    bestFor: "Gamers who play many genres and want buttons for everything",
    specs: [
      ["Sensor", "HERO 25K"],
      ["Switches", "LIGHTFORCE hybrid"],
      ["Controls", "13 programmable"],
      ["Charging", "USB-C"],
    ],
  },
  "Razer DeathAdder V3 Pro Wireless Gaming Mouse": {
    brand: "Razer",
    cardModel: "DeathAdder V3 Pro",
    teaser: "An ergonomic esports mouse at about 63 g with the Focus Pro 30K sensor and 90-hour battery.",
    verdict:
      "The DeathAdder V3 Pro refines a shape millions already know into a light, about 63 g, right-handed mouse. The Focus Pro 30K sensor is flawless, optical switches are fast and will not double-click, HyperSpeed wireless is lag free, and the battery lasts up to 90 hours. It has few buttons and no RGB, which is exactly the point for competitive players.",
    pros: ["Very light at about 63 g", "Flawless Focus Pro 30K sensor", "Up to 90 hours of battery"],
    cons: ["Right-handed only", "Few extra buttons"],
    bestFor: "Competitive FPS players who want a light, ergonomic wireless mouse",
    specs: [
      ["Sensor", "Focus Pro 30K"],
      ["Weight", "About 63 g"],
      ["Battery", "Up to 90 hours"],
      ["Wireless", "HyperSpeed 2.4GHz"],
    ],
  },
  "Logitech M185 Wireless Mouse": {
    brand: "Logitech",
    cardModel: "M185",
    teaser: "A small, dependable wireless mouse that runs for a year on one AA battery and needs no software.",
    verdict:
      "The M185 is the mouse we put in laptop bags. It plugs in with a tiny USB receiver, works without drivers on Windows, Mac and Chromebooks, fits either hand, and lasts up to 12 months on one AA battery. It has no extra buttons and needs a USB-A port, so newer laptops with only USB-C will need an adapter.",
    pros: ["Up to 12 months per AA battery", "Plug-and-play on any computer", "Compact, ambidextrous shape"],
    cons: ["No extra buttons", "USB-A receiver needs an adapter on USB-C laptops"],
    bestFor: "Laptop users, students and anyone who needs a reliable basic mouse",
    specs: [
      ["Wireless", "2.4GHz nano receiver"],
      ["Battery", "Up to 12 months, 1x AA"],
      ["Shape", "Compact, ambidextrous"],
    ],
  },
  "Logitech Lift Vertical Ergonomic Mouse": {
    brand: "Logitech",
    cardModel: "Lift Vertical",
    teaser: "A 57-degree vertical mouse sized for small and medium hands, to take strain off the wrist.",
    verdict:
      "The Lift holds the hand at a 57-degree angle, a handshake position that reduces forearm twisting, and it is sized for small to medium hands, unlike most vertical mice. Clicks are quiet, the SmartWheel switches between precise and fast scrolling, and it pairs with three devices over Bluetooth or Logi Bolt. It takes a few days to get used to and is too small for large hands.",
    pros: ["57-degree vertical angle eases wrist strain", "Fits small and medium hands", "Quiet clicks, three devices"],
    cons: ["Too small for large hands", "Takes a few days to adjust to"],
    bestFor: "People with wrist or forearm discomfort from a flat mouse",
    specs: [
      ["Angle", "57-degree vertical"],
      ["Hand size", "Small to medium"],
      ["Battery", "Up to 24 months, 1x AA"],
      ["Wireless", "Bluetooth or Logi Bolt"],
    ],
  },

  // Memory
  "Corsair Vengeance DDR5 32GB (2x16GB) 6000MHz CL36": {
    brand: "Corsair",
    cardModel: "Vengeance DDR5-6000",
    teaser: "32GB of DDR5-6000 with a low-profile heatspreader that clears big air coolers.",
    verdict:
      "This Vengeance kit runs 32GB of DDR5 at 6000MHz CL36 and 1.35V with an XMP 3.0 profile, the speed most current AMD and Intel builds run well. The low heatspreader fits under tall tower coolers, and the lifetime warranty is reassuring. CL36 is looser than premium kits, though the difference in games is small.",
    pros: ["6000MHz, a sweet spot for current platforms", "Low profile fits under big coolers", "Limited lifetime warranty"],
    cons: ["CL36 is looser than premium kits", "XMP only, no EXPO profile"],
    bestFor: "Gamers building a new DDR5 PC who want a proven, no-fuss kit",
    specs: [
      ["Capacity", "32GB (2x16GB)"],
      ["Speed", "DDR5-6000"],
      ["Timing", "CL36, 1.35V"],
      ["Profile", "Intel XMP 3.0"],
    ],
  },
  "G.Skill Trident Z5 Neo RGB DDR5 32GB (2x16GB) 6000MHz CL30": {
    brand: "G.Skill",
    cardModel: "Trident Z5 Neo RGB",
    teaser: "Tight CL30 timings at 6000MHz with an AMD EXPO profile: the kit we fit in Ryzen 7000 and 9000 builds.",
    verdict:
      "The Trident Z5 Neo RGB runs 6000MHz at CL30-38-38-96, tighter timings than most 6000MHz kits, and its AMD EXPO profile is tuned for Ryzen 7000 and 9000 systems. It is a one-click setting in the BIOS, and in our builds it has been stable. The RGB light bar looks good but adds height, so check clearance under large air coolers.",
    pros: ["Tight CL30 timings at 6000MHz", "AMD EXPO tuned for Ryzen", "Attractive RGB"],
    cons: ["Tall with the RGB bar", "Costs more than CL36 kits"],
    bestFor: "Ryzen gamers who want the best-performing 6000MHz kit",
    specs: [
      ["Capacity", "32GB (2x16GB)"],
      ["Speed", "DDR5-6000"],
      ["Timing", "CL30-38-38-96"],
      ["Profile", "AMD EXPO"],
    ],
  },
  "Crucial Pro DDR5 32GB (2x16GB) 5600MHz Desktop Memory": {
    brand: "Crucial",
    cardModel: "Pro DDR5-5600",
    teaser: "Plain, cool-running 32GB DDR5 that works at 5600MHz on Intel and AMD with either profile.",
    verdict:
      "Crucial Pro DDR5 runs 5600MHz at CL46 and a low 1.1V, and includes both Intel XMP 3.0 and AMD EXPO profiles, so it drops into almost any DDR5 desktop. It has no RGB, just a black aluminum heatspreader. It is slower than 6000MHz enthusiast kits, but the difference is small outside games, and it is a sound choice for office and family PCs.",
    pros: ["Both XMP 3.0 and EXPO profiles", "Low 1.1V runs cool", "Good price for 32GB"],
    cons: ["Loose CL46 timings", "Slower than 6000MHz kits in games"],
    bestFor: "Office, school and family PCs that need 32GB of reliable DDR5",
    specs: [
      ["Capacity", "32GB (2x16GB)"],
      ["Speed", "DDR5-5600"],
      ["Timing", "CL46, 1.1V"],
      ["Profile", "XMP 3.0 and EXPO"],
    ],
  },
  "Corsair Vengeance LPX DDR4 16GB (2x8GB) 3200MHz CL16": {
    brand: "Corsair",
    cardModel: "Vengeance LPX DDR4",
    teaser: "The go-to DDR4 upgrade: 16GB at 3200MHz CL16 that fits almost any DDR4 desktop.",
    verdict:
      "Vengeance LPX is the DDR4 kit we install most when an older desktop needs more memory. It runs at 3200MHz CL16 with an XMP 2.0 profile, and its 34mm low-profile heatspreader fits under nearly any cooler. DDR4 only works in DDR4 boards, so check your motherboard first, and consider two kits or a 32GB kit if you run heavy workloads.",
    pros: ["3200MHz CL16, well balanced for DDR4", "Low 34mm profile", "Very affordable"],
    cons: ["DDR4 only: no use in DDR5 systems", "16GB is modest for heavy work"],
    bestFor: "Owners of DDR4 desktops who want a cheap, reliable upgrade",
    specs: [
      ["Capacity", "16GB (2x8GB)"],
      ["Speed", "DDR4-3200"],
      ["Timing", "CL16, 1.35V"],
      ["Profile", "Intel XMP 2.0"],
    ],
  },
  "Kingston FURY Beast DDR5 32GB (2x16GB) 5600MHz CL40": {
    brand: "Kingston",
    cardModel: "FURY Beast DDR5-5600",
    teaser: "A dependable 32GB DDR5-5600 kit at CL40 that sits between budget and enthusiast memory.",
    verdict:
      "Kingston FURY Beast DDR5 runs 5600MHz at CL40 and 1.25V with an XMP 3.0 profile. Its timings are tighter than the basic 5600MHz kits, and the low-profile heatspreader clears most coolers. It is a good middle choice for Intel builds; on AMD it usually runs fine at its rated speed, but there is no EXPO profile on this version.",
    pros: ["Tighter CL40 at 5600MHz", "Low-profile heatspreader", "Limited lifetime warranty"],
    cons: ["XMP only on this version", "Not as fast as 6000MHz kits"],
    bestFor: "Intel desktop builders who want solid DDR5 without paying for RGB",
    specs: [
      ["Capacity", "32GB (2x16GB)"],
      ["Speed", "DDR5-5600"],
      ["Timing", "CL40, 1.25V"],
      ["Profile", "Intel XMP 3.0"],
    ],
  },
  "Crucial 16GB DDR4-3200 SODIMM Laptop Memory": {
    brand: "Crucial",
    cardModel: "16GB DDR4 SODIMM",
    teaser: "The laptop memory upgrade we do most: one 16GB DDR4 SODIMM that works even in older notebooks.",
    verdict:
      "This Crucial SODIMM is a 16GB DDR4 module rated for 3200MHz at CL22 and 1.2V, and it automatically runs at 2933 or 2666MHz in older laptops that cannot go faster. Adding it to a laptop with 8GB makes browsers and Office noticeably smoother. Check first that your laptop has a free slot and that its memory is not soldered; we can check for you.",
    pros: ["Works in older laptops at lower speeds", "Big, cheap boost for 8GB laptops", "Limited lifetime warranty"],
    cons: ["Useless if the laptop's memory is soldered", "DDR4 only, not DDR5 laptops"],
    bestFor: "Laptop owners with a free DDR4 slot who want a faster machine for little money",
    specs: [
      ["Capacity", "16GB, 1 module"],
      ["Speed", "DDR4-3200"],
      ["Timing", "CL22, 1.2V"],
      ["Form", "260-pin SODIMM"],
    ],
  },
  "G.Skill Trident Z5 RGB DDR5 32GB (2x16GB) 6400MHz CL32": {
    brand: "G.Skill",
    cardModel: "Trident Z5 RGB 6400",
    teaser: "DDR5-6400 at CL32 for Intel builds chasing the highest frame rates, with G.Skill's RGB styling.",
    verdict:
      "This Trident Z5 RGB kit runs 6400MHz at CL32-39-39-102 and 1.40V with an Intel XMP 3.0 profile, aimed at Intel 13th and 14th-gen systems that can hold that speed. It brings a small gain in CPU-bound games over 6000MHz kits. On AMD, 6400MHz is often beyond what the memory controller runs at its best ratio, so Ryzen owners should pick the 6000MHz CL30 kit instead.",
    pros: ["Very fast 6400MHz CL32", "Tuned XMP 3.0 for Intel", "Striking RGB design"],
    cons: ["Higher 1.40V runs warmer", "Not the best match for Ryzen systems"],
    bestFor: "Intel enthusiasts who want the fastest memory for high-refresh gaming",
    specs: [
      ["Capacity", "32GB (2x16GB)"],
      ["Speed", "DDR5-6400"],
      ["Timing", "CL32-39-39-102"],
      ["Profile", "Intel XMP 3.0"],
    ],
  },
};
