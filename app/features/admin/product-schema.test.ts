import { describe, expect, it } from "vitest";

import {
  PRODUCT_MESSAGES as M,
  ProductInputSchema,
  ProductMoveSchema,
  ProductUpdateSchema,
  firstProductIssue,
} from "./product-schema";

const valid = {
  name: "Samsung 990 PRO 2TB NVMe SSD",
  description: "Fast PCIe 4.0 drive for games and big projects.",
  price: "169.99",
  category: "hard-drives",
  image_src: "https://m.media-amazon.com/images/I/81abc.jpg",
  affiliate_link: "https://www.amazon.com/dp/B0BHJJ9Y77?tag=spacecoastpc-20",
  features: ["Up to 7,450 MB/s", "  ", "", " 5-year warranty "],
  model_number: " MZ-V9P2T0B/AM ",
};

const messageFor = (overrides: Record<string, unknown>) => {
  const result = ProductInputSchema.safeParse({ ...valid, ...overrides });
  return result.success ? undefined : firstProductIssue(result.error).message;
};

describe("ProductInputSchema", () => {
  it("accepts a complete product: price in cents, trimmed text, blank features dropped", () => {
    expect(ProductInputSchema.parse(valid)).toEqual({
      ...valid,
      price: 16999,
      features: ["Up to 7,450 MB/s", "5-year warranty"],
      model_number: "MZ-V9P2T0B/AM",
    });
  });

  it("checks the required fields in the spec's order with the spec's words", () => {
    const empty = { name: " ", description: "", price: "", affiliate_link: "", image_src: "" };
    expect(messageFor(empty)).toBe("Product name is required");
    expect(messageFor({ ...empty, name: "x" })).toBe("Description is required");
    expect(messageFor({ ...empty, name: "x", description: "y" })).toBe("Price is required");
    expect(messageFor({ ...empty, name: "x", description: "y", price: "1" })).toBe("Affiliate link is required");
    expect(messageFor({ ...empty, name: "x", description: "y", price: "1", affiliate_link: "https://amzn.to/x" })).toBe(
      "Product image URL is required",
    );
    expect(messageFor({ name: undefined, description: null })).toBe("Product name is required");
  });

  it("takes the price as a dollar amount", () => {
    expect(ProductInputSchema.parse({ ...valid, price: "$1,299.99" }).price).toBe(129999);
    expect(ProductInputSchema.parse({ ...valid, price: 49 }).price).toBe(4900);
    for (const price of ["abc", "12.345", "-5", "1e3", "$"])
      expect(messageFor({ price })).toBe("Price must be a dollar amount such as 49.99");
    expect(messageFor({ price: "1000000" })).toBe("Price must be at most $999,999.99");
  });

  it("takes only http(s) links, and images that are http(s) or a path on this site", () => {
    for (const link of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "ftp://x.example/",
      "www.amazon.com/dp/B0BHJJ9Y77",
      "/products/x",
    ]) {
      expect(messageFor({ affiliate_link: link })).toBe(M.linkInvalid);
    }
    expect(M.linkInvalid).toBe("Affiliate link must be an http:// or https:// address");
    expect(ProductInputSchema.parse({ ...valid, image_src: "/images/products/laptops.svg" }).image_src).toBe(
      "/images/products/laptops.svg",
    );
    for (const src of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/x.png",
      "images/x.png",
      "/\\evil.example",
    ]) {
      expect(messageFor({ image_src: src })).toBe(M.imageInvalid);
    }
    expect(M.imageInvalid).toBe(
      "Product image URL must be an http:// or https:// address or a path on this site starting with /",
    );
  });

  it("takes affiliate links to the marketplace only, and images from this site or the marketplace's image servers", () => {
    for (const link of [
      "https://www.amazon.com@evil.example/",
      "https://www.amazon.com:x@evil.example/dp/B0BHJJ9Y77",
      "https://user:pw@www.amazon.com/dp/B0BHJJ9Y77",
      "https://www.amazon.com.evil.example/dp/B0BHJJ9Y77",
      "https://evil.example/dp/B0BHJJ9Y77?tag=spacecoastpc-20",
      "https://www.bestbuy.com/site/laptop/123.p",
    ]) {
      expect(messageFor({ affiliate_link: link }), link).toBe(M.linkNotMarketplace);
    }
    expect(M.linkNotMarketplace).toBe("Affiliate link must be an Amazon link (amazon.com or amzn.to)");
    for (const link of ["https://amzn.to/3xYzAbC", "https://smile.amazon.com/dp/B0BHJJ9Y77", "http://amazon.com/s?k=ssd"]) {
      expect(messageFor({ affiliate_link: link }), link).toBeUndefined();
    }
    for (const src of [
      "https://evil.example/x.png",
      "https://m.media-amazon.com@evil.example/x.png",
      "https://m.media-amazon.com.evil.example/x.png",
      "https://ir-na.amazon-adsystem.com/e/ir?t=x",
    ]) {
      expect(messageFor({ image_src: src }), src).toBe(M.imageNotAllowed);
    }
    expect(M.imageNotAllowed).toBe(
      "Product image URL must be a path on this site or an image on Amazon's image servers (such as m.media-amazon.com)",
    );
    expect(messageFor({ image_src: "https://images-na.ssl-images-amazon.com/images/I/81abc.jpg" })).toBeUndefined();
  });

  it("takes one of the six categories", () => {
    expect(messageFor({ category: "phones" })).toBe(
      "Category must be one of: laptops, hard-drives, monitors, keyboards, mice, memory",
    );
    expect(messageFor({ category: undefined })).toBe(M.category);
  });

  it("limits lengths and the feature list", () => {
    expect(messageFor({ name: "n".repeat(301) })).toBe("Product name must be at most 300 characters");
    expect(messageFor({ description: "d".repeat(5001) })).toBe("Description must be at most 5000 characters");
    expect(messageFor({ features: Array.from({ length: 21 }, (_, i) => `f${i}`) })).toBe("At most 20 features are allowed");
    expect(
      ProductInputSchema.parse({ ...valid, features: [...Array.from({ length: 20 }, (_, i) => `f${i}`), " ", ""] }).features,
    ).toHaveLength(20);
    expect(messageFor({ features: ["x".repeat(201)] })).toBe("Each feature must be at most 200 characters");
    expect(messageFor({ features: [{ text: "x" }] })).toBe("Each feature must be text");
    expect(messageFor({ features: "one" })).toBe("Features must be a list of text");
    expect(messageFor({ model_number: "m".repeat(121) })).toBe("Model number must be at most 120 characters");
    expect(ProductInputSchema.parse({ ...valid, model_number: undefined, features: undefined })).toMatchObject({
      model_number: "",
      features: [],
    });
  });

  it("keeps markup in a name as plain text", () => {
    expect(ProductInputSchema.parse({ ...valid, name: "<script>alert(1)</script> SSD" }).name).toBe(
      "<script>alert(1)</script> SSD",
    );
  });
});

describe("update and move schemas", () => {
  it("need a positive whole id, and up or down", () => {
    expect(ProductUpdateSchema.parse({ ...valid, id: "7" }).id).toBe(7);
    const bad = ProductUpdateSchema.safeParse({ ...valid, name: "", id: 0 });
    expect(bad.success || firstProductIssue(bad.error).message).toBe("Product id must be a positive number");
    const sideways = ProductMoveSchema.safeParse({ id: 3, direction: "left" });
    expect(sideways.success || sideways.error.issues[0]!.message).toBe('Direction must be "up" or "down"');
  });
});
