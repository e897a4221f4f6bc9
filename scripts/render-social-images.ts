// npm run social-images: draws the link-preview pictures (public/social/*.png) from
// app/content/social-images.ts with Debian's Chromium. Run it after changing a text there or a
// business fact (BUSINESS_NAME and the rest are read from the environment, as the server reads
// them), then commit the PNGs: building and serving the site never runs this.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { Bot } from "~/components/ui/icons/bot";
import { Cpu } from "~/components/ui/icons/cpu";
import { QrCode } from "~/components/ui/icons/qr-code";
import { Star } from "~/components/ui/icons/star";
import { Store } from "~/components/ui/icons/store";
import { Wrench } from "~/components/ui/icons/wrench";
import type { IconProps } from "~/components/ui/icons/icon";
import { formatLocation, type BusinessInfo } from "~/content/business";
import { describeOpeningHours } from "~/content/hours";
import {
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_MAX_BYTES,
  SOCIAL_IMAGE_WIDTH,
  SOCIAL_IMAGES,
  type SocialImage,
} from "~/content/social-images";
import { parseConfigOrExit } from "~/lib/config.server";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "public");

// The site's own colours (app/app.css): brand blues, the accent green of the logo, the amber of the home hero.
const BRAND_700 = "#1e40af";
const BRAND_800 = "#1e3a8a";
const BRAND_900 = "#172554";
const ACCENT_700 = "#166534";
const AMBER_300 = "#fcd34d";
const SLATE_100 = "#f1f5f9";

const ICONS: Record<Extract<SocialImage["art"], { icon: string }>["icon"], ComponentType<IconProps>> = {
  wrench: Wrench,
  store: Store,
  bot: Bot,
  qr: QrCode,
  cpu: Cpu,
  reviews: Star,
};

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function icon(Icon: ComponentType<IconProps>, size: number, color: string): string {
  return renderToStaticMarkup(createElement(Icon, { size, stroke: color, strokeWidth: 1.75 }));
}

function art(image: SocialImage): string {
  if ("picture" in image.art) {
    const svg = fs.readFileSync(path.join(PUBLIC, image.art.picture));
    return `<div class="picture"><img src="data:image/svg+xml;base64,${svg.toString("base64")}" alt=""></div>`;
  }
  return `<div class="icon">${icon(ICONS[image.art.icon], 170, "#ffffff")}</div>`;
}

/** One card: the logo and name as the site header shows them, the family's headline, its line, the place. */
function cardHtml(image: SocialImage, business: BusinessInfo): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
    * { box-sizing: border-box; margin: 0; }
    body { width: ${SOCIAL_IMAGE_WIDTH}px; height: ${SOCIAL_IMAGE_HEIGHT}px; overflow: hidden;
      font-family: ui-sans-serif, system-ui, "DejaVu Sans", sans-serif; color: #fff;
      /* A top-to-bottom gradient: every row is one colour, so the PNG stays small. */
      background: linear-gradient(to bottom, ${BRAND_800}, ${BRAND_900}); }
    .card { display: flex; height: 100%; padding: 60px 64px 0 72px; gap: 40px; }
    .text { flex: 1; display: flex; flex-direction: column; }
    .brand { display: flex; align-items: center; gap: 20px; font-size: 28px; font-weight: 700; white-space: nowrap; }
    .logo { display: grid; place-items: center; width: 72px; height: 72px; border-radius: 16px; background: ${ACCENT_700}; }
    h1 { margin-top: 48px; font-size: ${image.headline.length > 32 ? 52 : 62}px; line-height: 1.12; font-weight: 800; letter-spacing: -0.5px; }
    p.tagline { margin-top: 24px; font-size: 30px; line-height: 1.3; color: ${SLATE_100}; }
    p.place { margin-top: auto; margin-bottom: 44px; font-size: 26px; color: ${AMBER_300}; font-weight: 600; }
    .art { width: 380px; display: flex; align-items: center; justify-content: center; padding-bottom: 64px; }
    .picture { width: 380px; height: 285px; border-radius: 24px; overflow: hidden; box-shadow: 0 0 0 8px rgba(255,255,255,.18); }
    .picture img { display: block; width: 380px; height: 285px; }
    .icon { display: grid; place-items: center; width: 300px; height: 300px; border-radius: 50%; background: ${BRAND_700};
      box-shadow: 0 0 0 12px rgba(255,255,255,.12); }
    .stripe { position: absolute; left: 0; right: 0; bottom: 0; height: 12px; background: ${ACCENT_700}; }
  </style></head><body>
    <div class="card">
      <div class="text">
        <div class="brand"><span class="logo">${icon(Wrench, 40, "#ffffff")}</span><span>${escapeHtml(business.name)}</span></div>
        <h1>${escapeHtml(image.headline)}</h1>
        <p class="tagline">${escapeHtml(image.tagline)}</p>
        <p class="place">${escapeHtml(`${formatLocation(business)} · ${describeOpeningHours(business.openingHours)}`)}</p>
      </div>
      <div class="art">${art(image)}</div>
    </div>
    <div class="stripe"></div>
  </body></html>`;
}

const { business } = parseConfigOrExit(process.env);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    viewport: { width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT },
    deviceScaleFactor: 1,
  });
  for (const [name, image] of Object.entries(SOCIAL_IMAGES)) {
    await page.setContent(cardHtml(image, business), { waitUntil: "load" });
    const file = path.join(PUBLIC, image.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // The viewport is the picture: exactly 1200 × 630 (the unit test of the meta builder checks the files).
    const png = await page.screenshot({ type: "png" });
    if (png.length > SOCIAL_IMAGE_MAX_BYTES) throw new Error(`${name}: ${png.length} bytes, over ${SOCIAL_IMAGE_MAX_BYTES}`);
    fs.writeFileSync(file, png);
    console.log(`${image.path}  ${(png.length / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
}
