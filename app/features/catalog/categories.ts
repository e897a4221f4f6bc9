/**
 * The six product categories and every label, path and message that depends on one.
 * Pure data: safe for the browser bundle.
 */
export const CATEGORY_SLUGS = ["laptops", "hard-drives", "monitors", "keyboards", "mice", "memory"] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const PRICE_TIERS = ["budget", "mid", "premium", "unknown"] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

export interface CategoryInfo {
  slug: CategorySlug;
  /** The category's name in the admin's category list. */
  label: string;
  /** Listing page path. */
  listingPath: string;
  /** Review page path. */
  reviewPath: string;
  /** Nav label of the review page ("Storage Reviews" for hard drives). */
  reviewNavLabel: string;
  /** "<category>" in "Best <category> of <year>". */
  reviewHeadingName: string;
  /** Short text for the Tech Center popover and the /products index. */
  blurb: string;
  /** Description of the "Products Refreshed" toast. */
  refreshedMessage: string;
  /** The local illustration every product of the category may fall back to. */
  image: string;
}

export const CATEGORIES: Record<CategorySlug, CategoryInfo> = {
  laptops: {
    slug: "laptops",
    label: "Laptops",
    listingPath: "/products/laptops",
    reviewPath: "/products/laptop-reviews",
    reviewNavLabel: "Laptop Reviews",
    reviewHeadingName: "Laptops",
    blurb: "Everyday ultrabooks, gaming machines and budget notebooks we would hand to a customer.",
    refreshedMessage: "Latest laptop prices and specifications loaded.",
    image: "/images/products/laptops.svg",
  },
  "hard-drives": {
    slug: "hard-drives",
    label: "Hard Drives",
    listingPath: "/products/hard-drives",
    reviewPath: "/products/hard-drive-reviews",
    reviewNavLabel: "Storage Reviews",
    reviewHeadingName: "Hard Drives and SSDs",
    blurb: "NVMe and SATA SSDs, portable drives and high-capacity hard drives for backups.",
    refreshedMessage: "Latest hard drive and SSD prices loaded.",
    image: "/images/products/hard-drives.svg",
  },
  monitors: {
    slug: "monitors",
    label: "Monitors",
    listingPath: "/products/monitors",
    reviewPath: "/products/monitor-reviews",
    reviewNavLabel: "Monitor Reviews",
    reviewHeadingName: "Monitors",
    blurb: "Office, creative and high-refresh gaming displays from 24 to 27 inches.",
    refreshedMessage: "Latest monitor prices loaded.",
    image: "/images/products/monitors.svg",
  },
  keyboards: {
    slug: "keyboards",
    label: "Keyboards",
    listingPath: "/products/keyboards",
    reviewPath: "/products/keyboard-reviews",
    reviewNavLabel: "Keyboard Reviews",
    reviewHeadingName: "Keyboards",
    blurb: "Quiet office keyboards, wireless all-rounders and mechanical boards for gaming.",
    refreshedMessage: "Latest keyboard prices loaded.",
    image: "/images/products/keyboards.svg",
  },
  mice: {
    slug: "mice",
    label: "Mice",
    listingPath: "/products/mice",
    reviewPath: "/products/mice-reviews",
    reviewNavLabel: "Mice Reviews",
    reviewHeadingName: "Mice",
    blurb: "Ergonomic productivity mice, light wireless gaming mice and dependable basics.",
    refreshedMessage: "Latest mouse prices loaded.",
    image: "/images/products/mice.svg",
  },
  memory: {
    slug: "memory",
    label: "Memory",
    listingPath: "/products/memory",
    reviewPath: "/products/memory-reviews",
    reviewNavLabel: "Memory Reviews",
    reviewHeadingName: "Memory Modules",
    blurb: "DDR5 and DDR4 desktop kits plus laptop SO-DIMMs for upgrades that matter.",
    refreshedMessage: "Latest memory module prices loaded.",
    image: "/images/products/memory.svg",
  },
};

export const CATEGORY_LIST: CategoryInfo[] = CATEGORY_SLUGS.map((slug) => CATEGORIES[slug]);

/** What a category's listing and review pages say in the browser; their loaders send it, so the table stays on the server. */
export interface CategoryText {
  label: string;
  blurb: string;
  refreshedMessage: string;
}

export function categoryText(category: CategorySlug): CategoryText {
  const { label, blurb, refreshedMessage } = CATEGORIES[category];
  return { label, blurb, refreshedMessage };
}

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === "string" && (CATEGORY_SLUGS as readonly string[]).includes(value);
}

export function isPriceTier(value: unknown): value is PriceTier {
  return typeof value === "string" && (PRICE_TIERS as readonly string[]).includes(value);
}

export function categoryFromListingPath(pathname: string): CategorySlug | undefined {
  const path = pathname.replace(/\/+$/, "");
  return CATEGORY_LIST.find((c) => c.listingPath === path)?.slug;
}

export function categoryFromReviewPath(pathname: string): CategorySlug | undefined {
  const path = pathname.replace(/\/+$/, "");
  return CATEGORY_LIST.find((c) => c.reviewPath === path)?.slug;
}

/** "Best <category> of <current year>"; the document title adds " - Performance Reviews". */
export function reviewHeading(category: CategorySlug, year: number): string {
  return `Best ${CATEGORIES[category].reviewHeadingName} of ${year}`;
}

export const PERFORMANCE_REVIEWS_SUFFIX = " - Performance Reviews";

/**
 * Every listing names its category. The memory listing once borrowed the memory review page's
 * "Best Memory Modules of <year>"; that text belongs to the review page alone, so no two pages
 * share a title or heading.
 */
export function listingHeading(category: CategorySlug): string {
  return `${CATEGORIES[category].label}: Our Top Picks`;
}
