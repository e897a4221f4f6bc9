import { describe, expect, it } from "vitest";

import { pageCsp } from "~/lib/http/document.server";

import { referrerPolicy } from "./security";

describe("page CSP", () => {
  it("lets pictures come from this site and the marketplace's image servers only", () => {
    const imgSrc = pageCsp([], false)
      .split("; ")
      .find((d: string) => d.startsWith("img-src "))!;
    expect(imgSrc.split(" ")).toEqual([
      "img-src",
      "'self'",
      "data:",
      "blob:",
      "https://media-amazon.com",
      "https://*.media-amazon.com",
      "https://ssl-images-amazon.com",
      "https://*.ssl-images-amazon.com",
      "https://images-amazon.com",
      "https://*.images-amazon.com",
      "https://ws-na.amazon-adsystem.com",
      "https://*.ws-na.amazon-adsystem.com",
    ]);
    expect(imgSrc).not.toMatch(/ https: |https:$/);
  });
});

describe("referrer policy", () => {
  it("sends the addresses that hold a private token to this site only, so their forms still post with an Origin", () => {
    for (const path of [
      "/repair",
      "/repair/AbCdEfGhIjKlMnOpQrStUv",
      "/booking/confirm/AbCdEfGhIjKlMnOpQrStUv",
      "/intake/photos/AbCdEfGhIjKlMnOpQrStUv",
    ]) {
      expect(referrerPolicy(path), path).toBe("same-origin");
    }
    expect(referrerPolicy("/")).toBe("strict-origin-when-cross-origin");
    expect(referrerPolicy("/repairs-guide")).toBe("strict-origin-when-cross-origin");
  });
});
