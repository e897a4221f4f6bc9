import { describe, expect, it } from "vitest";

import { parsePriceToCents, readPriceCents } from "./price";

describe("price formatting", () => {
  it("reads a record's price leniently, and anything unreadable as no price", () => {
    expect(readPriceCents("$1,299.99")).toBe(129999);
    expect(readPriceCents(99.9)).toBe(9990);
    expect(readPriceCents("12.345")).toBe(1235);
    expect(readPriceCents(undefined)).toBeNull();
    expect(readPriceCents(-3)).toBeNull();
    expect(readPriceCents("call us")).toBeNull();
  });
  it("parses typed prices to exact cents", () => {
    expect(parsePriceToCents("$1,299.99")).toBe(129999);
    expect(parsePriceToCents("19.9")).toBe(1990);
    expect(parsePriceToCents("0.1")).toBe(10);
    expect(parsePriceToCents("12.345")).toBeNull();
    expect(parsePriceToCents("abc")).toBeNull();
  });
});
