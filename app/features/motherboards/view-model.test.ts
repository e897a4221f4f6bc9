import { describe, expect, it } from "vitest";

import type { ApiComponent, MotherboardComponentsResponse } from "./schema";
import { isMemoryTitle, selectMemoryComponents, toDisplayComponent, toPriceTier, toTierSections } from "./view-model";

let nextId = 1;
function component(name: string, overrides: Partial<ApiComponent> = {}): ApiComponent {
  return {
    id: nextId++,
    name,
    description: `${name} description`,
    price: "$10.00",
    image_src: "/images/components/cpu.svg",
    affiliate_link: "https://www.amazon.com/s?k=x&tag=t-20",
    rating: 4.5,
    text_snippet: "snippet",
    ...overrides,
  };
}

describe("toPriceTier", () => {
  it("lower-cases the tier key and turns its first space into a hyphen", () => {
    expect(toPriceTier("High Price")).toBe("high-price");
    expect(toPriceTier("Mid Price")).toBe("mid-price");
    expect(toPriceTier("Low Price")).toBe("low-price");
    expect(toPriceTier("Very High Price")).toBe("very-high price");
  });
});

describe("toDisplayComponent", () => {
  it("maps the API fields to what the page shows", () => {
    const c = component("Intel Core i5-14600K", { id: 7, rating: null });
    expect(toDisplayComponent(c, "Mid Price")).toEqual({
      id: 7,
      title: "Intel Core i5-14600K",
      description: "Intel Core i5-14600K description",
      price: "$10.00",
      imageSrc: "/images/components/cpu.svg",
      affiliateLink: "https://www.amazon.com/s?k=x&tag=t-20",
      rating: null,
      textSnippet: "snippet",
      priceTier: "mid-price",
      tier: "Mid Price",
    });
  });
});

describe("toTierSections", () => {
  it("keeps the spec's order and headings and leaves out empty tiers", () => {
    const response: MotherboardComponentsResponse = {
      "Low Price": [component("C")],
      "High Price": [component("A"), component("B")],
      "Mid Price": [],
    };
    const sections = toTierSections(response);
    expect(sections.map((s) => s.heading)).toEqual(["High Price Components", "Low Price Components"]);
    expect(sections[0].components.map((c) => c.title)).toEqual(["A", "B"]);
  });
});

describe("memory filter", () => {
  it("matches memory, ram or ddr anywhere in the title, in any case", () => {
    expect(isMemoryTitle("Corsair Vengeance 32GB DDR5-6000")).toBe(true);
    expect(isMemoryTitle("Kingston FURY Beast RAM")).toBe(true);
    expect(isMemoryTitle("Desktop MEMORY kit")).toBe(true);
    expect(isMemoryTitle("Intel Core i9-14900K")).toBe(false);
    expect(isMemoryTitle("Samsung 990 PRO 2TB")).toBe(false);
  });

  it("takes memory from every tier, High Price first", () => {
    const response: MotherboardComponentsResponse = {
      "High Price": [component("AMD Ryzen 7 7800X3D"), component("G.SKILL Trident Z5 DDR5-6400")],
      "Mid Price": [component("Corsair Vengeance 32GB Memory Kit")],
      "Low Price": [component("Crucial 16GB ram"), component("Montech AIR 903 MAX")],
    };
    expect(selectMemoryComponents(response).map((c) => [c.title, c.priceTier])).toEqual([
      ["G.SKILL Trident Z5 DDR5-6400", "high-price"],
      ["Corsair Vengeance 32GB Memory Kit", "mid-price"],
      ["Crucial 16GB ram", "low-price"],
    ]);
  });
});
