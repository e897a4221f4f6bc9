import { describe, expect, it } from "vitest";

import { isComponentsResponse, isModelList, readApiError } from "./response-guards";

const component = {
  id: 1,
  name: "Intel Core i5-14600K Desktop Processor",
  description: "14 cores",
  price: "$229.99",
  image_src: "/images/components/cpu.svg",
  affiliate_link: "https://www.amazon.com/s?k=x&tag=t-20",
  rating: 4.7,
  text_snippet: "",
};

describe("isComponentsResponse", () => {
  it("accepts the three tiers of well-formed components, ratings optional", () => {
    expect(
      isComponentsResponse({ "High Price": [component], "Mid Price": [{ ...component, rating: null }], "Low Price": [] }),
    ).toBe(true);
  });

  it("rejects a missing tier, a wrong field type or a non-object", () => {
    expect(isComponentsResponse({ "High Price": [], "Mid Price": [] })).toBe(false);
    expect(isComponentsResponse({ "High Price": [{ ...component, price: 229.99 }], "Mid Price": [], "Low Price": [] })).toBe(
      false,
    );
    expect(isComponentsResponse({ "High Price": [{ ...component, id: "1" }], "Mid Price": [], "Low Price": [] })).toBe(false);
    expect(isComponentsResponse({ "High Price": [{ ...component, rating: "4.7" }], "Mid Price": [], "Low Price": [] })).toBe(
      false,
    );
    expect(isComponentsResponse([])).toBe(false);
    expect(isComponentsResponse(null)).toBe(false);
  });
});

describe("isModelList", () => {
  it("accepts {model, name, componentCount} entries only", () => {
    expect(isModelList([{ model: "ASUS-ROG-Z790", name: "ASUS ROG Maximus Z790 Hero", componentCount: 21 }])).toBe(true);
    expect(isModelList([])).toBe(true);
    expect(isModelList([{ model: "X", name: "Y", componentCount: -1 }])).toBe(false);
    expect(isModelList([{ model: "X", componentCount: 2 }])).toBe(false);
    expect(isModelList({ model: "X" })).toBe(false);
  });
});

describe("readApiError", () => {
  it("returns the error field when there is one", () => {
    expect(readApiError({ error: "database offline" })).toBe("database offline");
    expect(readApiError({ error: 42 })).toBe("42");
    expect(readApiError({ error: null })).toBeUndefined();
    expect(readApiError([{ error: "x" }])).toBeUndefined();
    expect(readApiError("error")).toBeUndefined();
  });
});
