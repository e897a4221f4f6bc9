import fs from "node:fs";
import path from "node:path";

import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { DEFAULT_BUSINESS } from "~/content/business";
import {
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_MAX_BYTES,
  SOCIAL_IMAGE_WIDTH,
  SOCIAL_IMAGES,
  type SocialImage,
} from "~/content/social-images";

import { pngSize, socialTagProblems } from "../../tests/social-presets";

import { buildLocalBusinessJsonLd, buildMeta } from "./seo";

const SITE = "https://pc.example.com";

function socialTags(tags: MetaDescriptor[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const tag of tags) {
    const key = "property" in tag ? tag.property : "name" in tag ? tag.name : undefined;
    if (typeof key === "string" && /^(og|twitter):/.test(key)) {
      expect(found.has(key), `${key} appears once`).toBe(false);
      found.set(key, String((tag as { content?: unknown }).content));
    }
  }
  return found;
}

function metaFor(image: SocialImage) {
  return buildMeta({
    title: "Laptops: Our Top Picks | Space Coast PC",
    description: "Everyday laptops we would hand to a customer.",
    path: "/products/laptops",
    siteUrl: SITE,
    siteName: DEFAULT_BUSINESS.name,
    image,
  });
}

describe("the meta builder's social tags", () => {
  it("pass the Open Graph and Twitter large-card presets for every page family", () => {
    for (const [name, image] of Object.entries(SOCIAL_IMAGES)) {
      expect(socialTagProblems(socialTags(metaFor(image))), name).toEqual([]);
    }
  });

  it("point at the family's picture by absolute URL, with its size, locale and a description of it", () => {
    const tags = socialTags(metaFor(SOCIAL_IMAGES.laptops));
    expect(tags.get("og:image")).toBe(`${SITE}/social/laptops.png`);
    expect(tags.get("twitter:image")).toBe(`${SITE}/social/laptops.png`);
    expect(tags.get("og:image:width")).toBe("1200");
    expect(tags.get("og:image:height")).toBe("630");
    expect(tags.get("og:locale")).toBe("en_US");
    expect(tags.get("twitter:card")).toBe("summary_large_image");
    expect(tags.get("og:url")).toBe(`${SITE}/products/laptops`);
    expect(tags.get("og:image:alt")).toBe(
      "Space Coast PC Repair & Web Services: Laptops: Reviews and Top Picks. Everyday ultrabooks, gaming machines and budget notebooks.",
    );
    expect(tags.get("twitter:image:alt")).toBe(tags.get("og:image:alt"));
  });

  it("flags a page whose tags a preset would fail", () => {
    const tags = socialTags(metaFor(SOCIAL_IMAGES.home));
    tags.delete("twitter:image:alt");
    tags.set("og:image", "/social/home.png");
    expect(socialTagProblems(tags)).toEqual([
      "missing twitter:image:alt",
      "og:image is not an absolute URL: /social/home.png",
      "og:image and twitter:image differ",
    ]);
  });

  it("names the home picture in the business's structured data", () => {
    const ld = buildLocalBusinessJsonLd(DEFAULT_BUSINESS, SITE) as { "script:ld+json": { image: string } };
    expect(ld["script:ld+json"].image).toBe(`${SITE}/social/home.png`);
  });
});

describe("the preview pictures shipped in public/", () => {
  const paths = Object.values(SOCIAL_IMAGES).map((image) => image.path);

  it.each(paths)("%s is a 1200 × 630 PNG under 300 KB", (site) => {
    const bytes = fs.readFileSync(path.join(process.cwd(), "public", site));
    expect(pngSize(bytes)).toEqual({ width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT });
    expect(bytes.length).toBeLessThan(SOCIAL_IMAGE_MAX_BYTES);
  });

  it("gives every family its own picture and every picture its own words", () => {
    const images = Object.values(SOCIAL_IMAGES);
    expect(new Set(paths).size).toBe(images.length);
    expect(new Set(images.map((i) => i.headline)).size).toBe(images.length);
    const hashes = paths.map((p) => fs.readFileSync(path.join(process.cwd(), "public", p)).toString("base64"));
    expect(new Set(hashes).size).toBe(paths.length);
  });
});
