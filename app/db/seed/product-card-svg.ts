/**
 * The picture of a seeded product: its category's shape, with brand, model and three key specs
 * set in type, so the cards of one category tell apart at a glance. The type is laid out at the
 * sizes written here and scaled with the picture (text-rendering: geometricPrecision). Drawn by
 * `npm run product-cards` into public/images/products/cards/ (committed, served from this site).
 * Pure: no imports.
 */
export type CardCategory = "laptops" | "hard-drives" | "monitors" | "keyboards" | "mice" | "memory";

export interface CardInput {
  category: CardCategory;
  brand: string;
  model: string;
  specs: string[];
  /** Position within its category: shifts the colour so neighbours differ. */
  index: number;
}

/** The file name of a product's card: its name in lower case, letters and digits joined by dashes. */
export function cardSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
}

export const cardPath = (name: string) => `/images/products/cards/${cardSlug(name)}.svg`;

const HUES: Record<CardCategory, number> = {
  laptops: 215,
  "hard-drives": 265,
  monitors: 195,
  keyboards: 155,
  mice: 185,
  memory: 20,
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function shape(category: CardCategory, dark: string, mid: string, accent: string): string {
  switch (category) {
    case "laptops":
      return `<rect x="130" y="22" width="140" height="92" rx="6" fill="${dark}"/><rect x="138" y="30" width="124" height="76" rx="2" fill="${accent}" opacity="0.35"/><path d="M112 118 H288 L300 132 H100 Z" fill="${mid}"/>`;
    case "hard-drives":
      return `<rect x="95" y="52" width="210" height="56" rx="6" fill="${dark}"/><rect x="112" y="64" width="42" height="32" rx="3" fill="${mid}"/><rect x="162" y="64" width="42" height="32" rx="3" fill="${mid}"/><rect x="212" y="64" width="42" height="32" rx="3" fill="${mid}"/><rect x="266" y="70" width="24" height="20" rx="2" fill="${accent}"/><path d="M95 64 h-6 v32 h6" fill="${accent}"/>`;
    case "monitors":
      return `<rect x="105" y="18" width="190" height="108" rx="6" fill="${dark}"/><rect x="113" y="26" width="174" height="92" rx="2" fill="${accent}" opacity="0.35"/><rect x="190" y="126" width="20" height="10" fill="${mid}"/><rect x="165" y="136" width="70" height="6" rx="3" fill="${mid}"/>`;
    case "keyboards": {
      const keys: string[] = [];
      for (let row = 0; row < 4; row += 1)
        for (let col = 0; col < 12; col += 1)
          keys.push(`<rect x="${93 + col * 18}" y="${52 + row * 18}" width="14" height="14" rx="2" fill="${mid}"/>`);
      return `<rect x="84" y="42" width="232" height="86" rx="8" fill="${dark}"/>${keys.join("")}<rect x="147" y="124" width="106" height="0" fill="${accent}"/>`;
    }
    case "mice":
      return `<rect x="165" y="18" width="70" height="120" rx="35" fill="${dark}"/><path d="M200 18 V62" stroke="${mid}" stroke-width="3"/><path d="M165 62 H235" stroke="${mid}" stroke-width="3"/><rect x="194" y="30" width="12" height="22" rx="6" fill="${accent}"/>`;
    case "memory": {
      const chips = Array.from(
        { length: 6 },
        (_, i) => `<rect x="${104 + i * 33}" y="62" width="24" height="30" rx="2" fill="${mid}"/>`,
      );
      return `<rect x="90" y="50" width="220" height="62" rx="4" fill="${dark}"/>${chips.join("")}<rect x="96" y="104" width="208" height="8" fill="${accent}"/><rect x="196" y="104" width="8" height="8" fill="#ffffff"/>`;
    }
  }
}

export function renderProductCard({ category, brand, model, specs, index }: CardInput): string {
  const hue = (HUES[category] + index * 23) % 360;
  const background = `hsl(${hue} 70% 95%)`;
  const dark = `hsl(${hue} 45% 18%)`;
  const mid = `hsl(${hue} 30% 38%)`;
  const accent = `hsl(${(hue + 160) % 360} 80% 55%)`;
  const lines = specs
    .slice(0, 3)
    .map(
      (spec, i) =>
        `<text x="24" y="${236 + i * 21}" font-size="15" fill="#1e293b"><tspan fill="${mid}">•</tspan> ${escape(spec)}</text>`,
    );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escape(`${brand} ${model}`)}">`,
    `<rect width="400" height="300" fill="${background}"/>`,
    `<circle cx="360" cy="40" r="70" fill="hsl(${hue} 70% 88%)"/>`,
    shape(category, dark, mid, accent),
    // Each picture is a document of its own in the browser, and its text the costly part of
    // drawing it: at its on-screen size every picture needed fonts and shaping of its own
    // (geometricPrecision keeps one size for all); the family is the site's own stack (app.css).
    `<g font-family="system-ui, sans-serif" text-rendering="geometricPrecision">`,
    `<text x="24" y="172" font-size="14" font-weight="700" letter-spacing="2" fill="${mid}">${escape(brand.toUpperCase())}</text>`,
    `<text x="24" y="204" font-size="${model.length > 18 ? 22 : 26}" font-weight="800" fill="${dark}">${escape(model)}</text>`,
    ...lines,
    `</g>`,
    `</svg>`,
    "",
  ].join("\n");
}
