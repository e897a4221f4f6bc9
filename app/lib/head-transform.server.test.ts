import { describe, expect, it } from "vitest";

import { lowerModulePreloadPriority } from "./head-transform.server";

const DOC =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce="n"/>' +
  '<link rel="modulepreload" fetchpriority="high" href="/y.js"/></head><body><p>rel="modulepreload" stays as text — é</p></body></html>';

describe("head transform", () => {
  it("lowers the priority of module preloads in <head> only, once, leaving explicit priorities", () => {
    const out = lowerModulePreloadPriority(
      '<link rel="modulepreload" href="/x.js"/><link rel="modulepreload" fetchpriority="high" href="/y.js"/>',
    );
    expect(out).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/><link rel="modulepreload" fetchpriority="high" href="/y.js"/>',
    );
  });

  it("rewrites a whole document's preloads and leaves its text alone", () => {
    expect(lowerModulePreloadPriority(DOC)).toBe(
      DOC.replace('<link rel="modulepreload" href="/x.js"', '<link rel="modulepreload" fetchpriority="low" href="/x.js"'),
    );
  });
});
