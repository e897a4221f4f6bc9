import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { computeTotals, formatTaxRate, parseDollars, taxRateFromPercent } from "./money";

const line = (quantity: number, unitCents: number, taxable = true) => ({ quantity, unitCents, taxable });

describe("the one rounding rule", () => {
  it("rounds tax half up once per estimate, on the sum of its taxable lines", () => {
    // 7 % of $0.50 is 3.5 cents: half up makes 4.
    expect(computeTotals([line(1, 50)], 7000)).toEqual({ subtotalCents: 50, taxableCents: 50, taxCents: 4, totalCents: 54 });
    // 7 % of $0.21 is 1.47 cents → 1; three such lines taxed one by one would make 3 cents, once makes 4.
    expect(computeTotals([line(1, 21), line(1, 21), line(1, 21)], 7000).taxCents).toBe(4);
    // Untaxed lines count in the subtotal only.
    expect(computeTotals([line(2, 4900, false), line(1, 7900)], 7000)).toEqual({
      subtotalCents: 17700,
      taxableCents: 7900,
      taxCents: 553,
      totalCents: 18253,
    });
    // 6.5 % of $1.10 = 7.15 cents → 7; 7.125 % of $2.00 = 14.25 → 14.
    expect(computeTotals([line(1, 110)], taxRateFromPercent("6.5")).taxCents).toBe(7);
    expect(computeTotals([line(1, 200)], taxRateFromPercent("7.125")).taxCents).toBe(14);
    expect(computeTotals([], 7000)).toEqual({ subtotalCents: 0, taxableCents: 0, taxCents: 0, totalCents: 0 });
  });

  it("is exact integer arithmetic: total = subtotal + tax, and tax is within half a cent of the exact amount", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 999 }),
            unitCents: fc.integer({ min: 0, max: 250_000 }),
            taxable: fc.boolean(),
          }),
          {
            maxLength: 40,
          },
        ),
        fc.integer({ min: 0, max: 30_000 }),
        (lines, rate) => {
          const t = computeTotals(lines, rate);
          expect(Number.isInteger(t.taxCents)).toBe(true);
          expect(t.totalCents).toBe(t.subtotalCents + t.taxCents);
          // tax − exact lies in (−½, ½] cent: the nearest cent, a half going up.
          const diff = BigInt(t.taxCents) * 100_000n - BigInt(t.taxableCents) * BigInt(rate);
          expect(diff > -50_000n && diff <= 50_000n).toBe(true);
        },
      ),
    );
  });

  it("reads the tax setting and dollars the way the owner writes them", () => {
    expect(taxRateFromPercent("7")).toBe(7000);
    expect(taxRateFromPercent("6.5")).toBe(6500);
    expect(taxRateFromPercent("0")).toBe(0);
    expect(formatTaxRate(7000)).toBe("7%");
    expect(formatTaxRate(7125)).toBe("7.125%");
    expect(parseDollars("149")).toBe(14900);
    expect(parseDollars("$1,299.5")).toBe(129950);
    expect(parseDollars(" 0.07 ")).toBe(7);
    expect(parseDollars("12,345,678")).toBeNull(); // over $9,999,999.99
    expect(parseDollars("1,234,567.8")).toBe(123456780);
    // A decimal comma is refused, never read as a hundred times the price.
    for (const bad of ["", "-5", "1.999", "12abc", "1e3", "$", "٣", "89,50", "59,99", "1,23", "12,3456", ",5", "1,,000"])
      expect(parseDollars(bad), bad).toBeNull();
  });
});
