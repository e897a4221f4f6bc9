import { describe, expect, it } from "vitest";

import { getBadges, splitBadges } from "./badges";

describe("getBadges (spec §4)", () => {
  it("gives rank 0 Editor's Choice", () => {
    expect(getBadges(0, "mid")).toEqual(["Editor's Choice"]);
    expect(getBadges(0, "unknown")).toEqual(["Editor's Choice"]);
  });
  it("adds Best Value for budget and Performance King for premium, after Editor's Choice", () => {
    expect(getBadges(0, "budget")).toEqual(["Editor's Choice", "Best Value"]);
    expect(getBadges(0, "premium")).toEqual(["Editor's Choice", "Performance King"]);
    expect(getBadges(3, "budget")).toEqual(["Best Value"]);
    expect(getBadges(2, "premium")).toEqual(["Performance King"]);
  });
  it("gives nothing to other ranks and tiers", () => {
    expect(getBadges(1, "mid")).toEqual([]);
    expect(getBadges(4, "unknown")).toEqual([]);
  });
});

describe("splitBadges", () => {
  it("puts the first badge in the header and the rest aside", () => {
    expect(splitBadges(["Editor's Choice", "Best Value"])).toEqual({ first: "Editor's Choice", rest: ["Best Value"] });
    expect(splitBadges([])).toEqual({ first: undefined, rest: [] });
  });
});
