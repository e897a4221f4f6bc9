import { describe, expect, it } from "vitest";

import { parsePriceToCents, toDisplayPrice } from "./price";

describe("price formatting", () => {
  it("reads a missing price as $0.00", () => {
    expect(toDisplayPrice(undefined)).toBe("$0.00");
    expect(toDisplayPrice(-3)).toBe("$0.00");
  });
  it("parses typed prices to exact cents", () => {
    expect(parsePriceToCents("$1,299.99")).toBe(129999);
    expect(parsePriceToCents("19.9")).toBe(1990);
    expect(parsePriceToCents("0.1")).toBe(10);
    expect(parsePriceToCents("12.345")).toBeNull();
    expect(parsePriceToCents("abc")).toBeNull();
  });
});
