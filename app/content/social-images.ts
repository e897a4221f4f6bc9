/**
 * The preview pictures a shared link shows (Open Graph and Twitter cards), one per family of
 * pages. The PNGs in public/social/ are drawn from this table by `npm run social-images`
 * (scripts/render-social-images.tsx) and committed, so building and serving the site needs
 * neither a browser nor the network. Change a text here, then run the script again.
 */
export interface SocialImage {
  /** Where the PNG is served. */
  path: string;
  /** The large line on the picture. */
  headline: string;
  /** The smaller line under it. */
  tagline: string;
  /** What is drawn on the right: one of the category pictures, or an icon on the brand colour. */
  art: { picture: string } | { icon: "wrench" | "store" | "bot" | "qr" | "cpu" | "reviews" };
}

/** The size every sharing service shows in full (1.91:1). */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
/** Social services refuse or shrink larger files; ours stay well under. */
export const SOCIAL_IMAGE_MAX_BYTES = 300 * 1024;

export const SOCIAL_IMAGES = {
  home: {
    path: "/social/home.png",
    headline: "Expert Computer Repair & AI-Powered Diagnostics",
    tagline: "Laptop and PC repair, virus removal, upgrades and data recovery",
    art: { icon: "wrench" },
  },
  about: {
    path: "/social/about.png",
    headline: "About Us",
    tagline: "Local technicians for computers, networks and websites",
    art: { icon: "store" },
  },
  techCenter: {
    path: "/social/tech-center.png",
    headline: "Tech Center",
    tagline: "Motherboards and the components that fit them, by price tier",
    art: { icon: "cpu" },
  },
  diagnosis: {
    path: "/social/diagnosis.png",
    headline: "AI PC/Laptop Diagnostics",
    tagline: "Describe the problem and get clear first steps in minutes",
    art: { icon: "bot" },
  },
  qr: {
    path: "/social/qr-code-generator.png",
    headline: "Private QR Code Generator",
    tagline: "Links, contact cards and Wi-Fi logins, made in your browser",
    art: { icon: "qr" },
  },
  products: {
    path: "/social/products.png",
    headline: "Products and Reviews",
    tagline: "Laptops, storage, monitors, keyboards, mice and memory we recommend",
    art: { icon: "reviews" },
  },
  laptops: {
    path: "/social/laptops.png",
    headline: "Laptops: Reviews and Top Picks",
    tagline: "Everyday ultrabooks, gaming machines and budget notebooks",
    art: { picture: "/images/products/laptops.svg" },
  },
  "hard-drives": {
    path: "/social/hard-drives.png",
    headline: "Hard Drives and SSDs: Reviews and Top Picks",
    tagline: "NVMe and SATA SSDs, portable drives and backup disks",
    art: { picture: "/images/products/hard-drives.svg" },
  },
  monitors: {
    path: "/social/monitors.png",
    headline: "Monitors: Reviews and Top Picks",
    tagline: "Office, creative and high-refresh gaming displays",
    art: { picture: "/images/products/monitors.svg" },
  },
  keyboards: {
    path: "/social/keyboards.png",
    headline: "Keyboards: Reviews and Top Picks",
    tagline: "Quiet office boards, wireless all-rounders and mechanical keyboards",
    art: { picture: "/images/products/keyboards.svg" },
  },
  mice: {
    path: "/social/mice.png",
    headline: "Mice: Reviews and Top Picks",
    tagline: "Ergonomic, wireless gaming and dependable everyday mice",
    art: { picture: "/images/products/mice.svg" },
  },
  memory: {
    path: "/social/memory.png",
    headline: "Memory: Reviews and Top Picks",
    tagline: "DDR5 and DDR4 desktop kits and laptop SO-DIMMs",
    art: { picture: "/images/products/memory.svg" },
  },
} as const satisfies Record<string, SocialImage>;

export type SocialImageName = keyof typeof SOCIAL_IMAGES;

/** The picture's words, for its alt text: what a reader who cannot see it is told. */
export function describeSocialImage(image: SocialImage, businessName: string): string {
  return `${businessName}: ${image.headline}. ${image.tagline}.`;
}
