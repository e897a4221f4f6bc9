import { describe, expect, it } from "vitest";

import { formatUsd, formatUsdShort } from "./money";

describe("formatUsd", () => {
  it("formats cents with separators and two decimals", () => {
    expect(formatUsd(129999)).toBe("$1,299.99");
    expect(formatUsd(57999)).toBe("$579.99");
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(-0)).toBe("$0.00");
  });
  it("reads a missing price as $0.00", () => {
    expect(formatUsd(null)).toBe("$0.00");
    expect(formatUsd(undefined)).toBe("$0.00");
    expect(formatUsd(Number.NaN)).toBe("$0.00");
  });
});

describe("formatUsdShort", () => {
  it("drops the cents of whole dollars and keeps them otherwise", () => {
    expect(formatUsdShort(16800)).toBe("$168");
    expect(formatUsdShort(129900)).toBe("$1,299");
    expect(formatUsdShort(4950)).toBe("$49.50");
    expect(formatUsdShort(0)).toBe("$0");
    expect(formatUsdShort(-0)).toBe("$0");
    expect(formatUsdShort(null)).toBe("$0.00");
  });
});
