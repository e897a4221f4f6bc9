import { describe, expect, it } from "vitest";

import { isStaticPage, STATIC_PAGE } from "./static-page";

describe("isStaticPage", () => {
  it("is decided by the deepest match alone", () => {
    expect(isStaticPage([{ handle: undefined }, { handle: STATIC_PAGE }])).toBe(true);
    expect(isStaticPage([{ handle: STATIC_PAGE }, { handle: undefined }])).toBe(false);
    expect(isStaticPage([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(false);
  });

  it("keeps script when nothing matched or a handle is not an object", () => {
    expect(isStaticPage([])).toBe(false);
    expect(isStaticPage([{ handle: "static" }])).toBe(false);
    expect(isStaticPage([{ handle: null }])).toBe(false);
    expect(isStaticPage([{ handle: { hydrate: "false" } }])).toBe(false);
  });
});
