import { describe, expect, it } from "vitest";

import { isMarketplaceImageUrl, isMarketplaceUrl, isProductImageSrc } from "./affiliate";

describe("marketplace links", () => {
  it.each([
    "https://www.amazon.com/dp/B0BHJJ9Y77?tag=shop-20",
    "http://amazon.com/s?k=mouse",
    "https://smile.amazon.com/gp/product/B0BHJJ9Y77",
    "https://amzn.to/3xYzAbC",
    "https://WWW.AMAZON.COM/dp/B0BHJJ9Y77",
  ])("accepts %s", (url) => {
    expect(isMarketplaceUrl(url)).toBe(true);
  });

  it.each([
    "https://www.amazon.com@evil.example/",
    "https://www.amazon.com:pw@evil.example/dp/B0BHJJ9Y77",
    "https://user@www.amazon.com/dp/B0BHJJ9Y77",
    "https://user:pass@amzn.to/abc",
    "https://www.amazon.com.evil.example/dp/B0BHJJ9Y77",
    "https://evil.example/?u=https://www.amazon.com/",
    "https://evilamazon.com/dp/B0BHJJ9Y77",
    "https://amazon.co/dp/B0BHJJ9Y77",
    "https://www.amazon.com:8443/dp/B0BHJJ9Y77",
    "https://www.amazon.com\\@evil.example/",
    "https://www.amazon.com/\tdp",
    " https://www.amazon.com/dp/B0BHJJ9Y77",
    "//www.amazon.com/dp/B0BHJJ9Y77",
    "www.amazon.com/dp/B0BHJJ9Y77",
    "javascript://www.amazon.com/%0aalert(1)",
    "ftp://www.amazon.com/",
    "data:text/html,https://www.amazon.com/",
    "",
  ])("refuses %j", (url) => {
    expect(isMarketplaceUrl(url)).toBe(false);
  });
});

describe("product images", () => {
  it.each([
    "/images/products/laptops.svg",
    "/images/a%20b.png",
    "https://m.media-amazon.com/images/I/71p2uQ3aWDL._AC_SL1500_.jpg",
    "https://images-na.ssl-images-amazon.com/images/I/81abc.jpg",
    "https://images-amazon.com/images/I/81abc.jpg",
    "https://ecx.images-amazon.com/images/I/81abc.jpg",
    "https://ws-na.amazon-adsystem.com/widgets/q?ASIN=B09HM94VDS&Format=_SL250_",
  ])("accepts %s", (src) => {
    expect(isProductImageSrc(src)).toBe(true);
  });

  it.each([
    "https://evil.example/x.png",
    "https://m.media-amazon.com@evil.example/x.png",
    "https://user:pw@m.media-amazon.com/x.png",
    "https://m.media-amazon.com.evil.example/x.png",
    "https://evil.example/m.media-amazon.com/x.png",
    "https://ir-na.amazon-adsystem.com/e/ir?t=x",
    "https://www.amazon.com/favicon.ico",
    "//m.media-amazon.com/images/I/x.jpg",
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "/\t/evil.example/x.png",
    "/images/../../x.png\u0000",
    "images/x.png",
    "data:image/png;base64,AAAA",
    "javascript:alert(1)",
    "",
  ])("refuses %j", (src) => {
    expect(isProductImageSrc(src)).toBe(false);
  });

  it("tells the marketplace's image servers from its other hosts", () => {
    expect(isMarketplaceImageUrl("https://m.media-amazon.com/images/I/x.jpg")).toBe(true);
    expect(isMarketplaceImageUrl("/images/x.png")).toBe(false);
    expect(isMarketplaceImageUrl("https://ir-na.amazon-adsystem.com/e/ir")).toBe(false);
  });
});
