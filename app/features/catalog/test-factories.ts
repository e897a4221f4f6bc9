import type { NewProduct } from "./product";

let counter = 0;

/** A valid product input; override what a test is about. */
export function makeNewProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  counter += 1;
  return {
    category: "laptops",
    name: `Test Laptop ${counter}`,
    description: "A laptop used by the tests.",
    priceCents: 129999,
    imageSrc: "/images/products/laptops.svg",
    affiliateLink: `https://www.amazon.com/s?k=test+laptop+${counter}&tag=test-20`,
    asin: null,
    rating: 4.5,
    textSnippet: "Snippet for tests.",
    features: ["Feature one", "Feature two"],
    priceTier: "mid",
    modelNumber: `TL-${counter}`,
    ...overrides,
  };
}
