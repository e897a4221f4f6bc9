/** The six product categories, in menu order; the menus, listings and admin all take their names from here. */
export const CATEGORIES = [
  {
    slug: "laptops",
    label: "Laptops",
    reviewSlug: "laptop-reviews",
    reviewLabel: "Laptop Reviews",
    description: "Everyday, business and gaming laptops we would set up for our own customers.",
  },
  {
    slug: "hard-drives",
    label: "Hard Drives",
    reviewSlug: "hard-drive-reviews",
    reviewLabel: "Storage Reviews",
    description: "SSDs and hard drives for faster boots, upgrades and reliable backups.",
  },
  {
    slug: "monitors",
    label: "Monitors",
    reviewSlug: "monitor-reviews",
    reviewLabel: "Monitor Reviews",
    description: "Sharp, comfortable displays for work, study and gaming.",
  },
  {
    slug: "keyboards",
    label: "Keyboards",
    reviewSlug: "keyboard-reviews",
    reviewLabel: "Keyboard Reviews",
    description: "Quiet office boards, mechanical favourites and wireless picks.",
  },
  {
    slug: "mice",
    label: "Mice",
    reviewSlug: "mice-reviews",
    reviewLabel: "Mice Reviews",
    description: "Comfortable, precise mice for long days and fast games.",
  },
  {
    slug: "memory",
    label: "Memory",
    reviewSlug: "memory-reviews",
    reviewLabel: "Memory Reviews",
    description: "RAM upgrades that give an older PC or laptop a new lease of life.",
  },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]["slug"];

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as unknown as readonly [CategorySlug, ...CategorySlug[]];

export const MAIN_NAV = [
  { to: "/", label: "Home" },
  { to: "/contact", label: "PC Diagnostics" },
  { to: "/qrcoder", label: "QR Coder" },
  { to: "/future", label: "Tech Center" },
  { to: "/about", label: "About Us" },
] as const;

export const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/contact", label: "PC Diagnostics" },
  { to: "/qrcoder", label: "QR Coder" },
  { to: "/future", label: "Tech Center" },
  { to: "/products", label: "Product Reviews" },
  { to: "/about", label: "About Us" },
] as const;
