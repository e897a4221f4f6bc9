// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { PASTE_MESSAGES, extractAsin, parseAmazonPaste } from "./paste-parser";

const tag = "spacecoastpc-20";
const parse = (text: string) => parseAmazonPaste(text, { tag });

// Shapes of the snippets Amazon Associates SiteStripe hands out (text link, image link).
const TEXT_LINK =
  '<a target="_blank" href="https://www.amazon.com/gp/product/B0C5BJTTX1/ref=as_li_tl?ie=UTF8&amp;camp=1789&amp;creative=9325&amp;creativeASIN=B0C5BJTTX1&amp;linkCode=as2&amp;tag=othershop-20&amp;linkId=3f2a9c">Crucial P3 Plus 2TB PCIe Gen4 NVMe M.2 SSD</a><img src="//ir-na.amazon-adsystem.com/e/ir?t=othershop-20&amp;l=am2&amp;o=1&amp;a=B0C5BJTTX1" width="1" height="1" border="0" alt="" style="border:none !important; margin:0px !important;" />';
const IMAGE_LINK =
  '<a href="https://www.amazon.com/Logitech-MX-Master-3S-Wireless/dp/B09HM94VDS?crid=2XQ&amp;linkCode=li2&amp;tag=othershop-20&amp;linkId=ab12&amp;language=en_US&amp;ref_=as_li_ss_il" target="_blank"><img border="0" src="//ws-na.amazon-adsystem.com/widgets/q?_encoding=UTF8&amp;ASIN=B09HM94VDS&amp;Format=_SL250_&amp;ID=AsinImage&amp;MarketPlace=US&amp;ServiceVersion=20070822&amp;WS=1&amp;tag=othershop-20&amp;language=en_US" ></a><img src="https://ir-na.amazon-adsystem.com/e/ir?t=othershop-20&amp;language=en_US&amp;l=li2&amp;o=1&amp;a=B09HM94VDS" width="1" height="1" border="0" alt="" style="border:none !important; margin:0px !important;" />';
const CARD =
  '<div class="card"><a href="https://www.amazon.com/dp/B0BSHF7WHW?th=1"><img src="https://m.media-amazon.com/images/I/71p2uQ3aWDL._AC_SL1500_.jpg" alt="ASUS ROG Strix G16 (2023) Gaming Laptop"></a>\n<span class="a-price"><span class="a-offscreen">$1,299.99</span></span> <span>List: $1,499.00</span></div>';

describe("parseAmazonPaste", () => {
  it("reads a SiteStripe text link: our tag on the ASIN link, the name from the link text, no pixel as image", () => {
    expect(parse(TEXT_LINK)).toEqual({
      ok: true,
      values: {
        affiliateLink: "https://www.amazon.com/dp/B0C5BJTTX1?tag=spacecoastpc-20",
        name: "Crucial P3 Plus 2TB PCIe Gen4 NVMe M.2 SSD",
      },
    });
  });

  it("reads a SiteStripe image link: the marketplace image (protocol-relative made https), no name without alt or text", () => {
    const result = parse(IMAGE_LINK);
    expect(result).toEqual({
      ok: true,
      values: {
        affiliateLink: "https://www.amazon.com/dp/B09HM94VDS?tag=spacecoastpc-20",
        imageSrc:
          "https://ws-na.amazon-adsystem.com/widgets/q?_encoding=UTF8&ASIN=B09HM94VDS&Format=_SL250_&ID=AsinImage&MarketPlace=US&ServiceVersion=20070822&WS=1&tag=othershop-20&language=en_US",
      },
    });
  });

  it("reads name from image alt, image from the media host and the first dollar price with two decimals", () => {
    expect(parse(CARD)).toEqual({
      ok: true,
      values: {
        affiliateLink: "https://www.amazon.com/dp/B0BSHF7WHW?tag=spacecoastpc-20",
        name: "ASUS ROG Strix G16 (2023) Gaming Laptop",
        imageSrc: "https://m.media-amazon.com/images/I/71p2uQ3aWDL._AC_SL1500_.jpg",
        price: "1299.99",
      },
    });
  });

  it("keeps a short link as it is, cut at whitespace", () => {
    expect(parse("Great deal on this one: https://amzn.to/3Xyz9Ab\nthanks")).toEqual({
      ok: true,
      values: { affiliateLink: "https://amzn.to/3Xyz9Ab" },
    });
  });

  it("cuts a plain URL at a quote, and accepts bare, smile. and http hosts", () => {
    expect(parse('"https://smile.amazon.com/dp/B0BSHF7WHW/ref=x"')).toEqual({
      ok: true,
      values: { affiliateLink: "https://www.amazon.com/dp/B0BSHF7WHW?tag=spacecoastpc-20" },
    });
    expect(parse("http://amazon.com/gp/product/b0bshf7whw")).toEqual({
      ok: true,
      values: { affiliateLink: "https://www.amazon.com/dp/B0BSHF7WHW?tag=spacecoastpc-20" },
    });
  });

  it("leaves a marketplace URL without an ASIN unchanged", () => {
    expect(parse("https://www.amazon.com/s?k=ddr5+32gb&tag=othershop-20")).toEqual({
      ok: true,
      values: { affiliateLink: "https://www.amazon.com/s?k=ddr5+32gb&tag=othershop-20" },
    });
  });

  it("finds no URL in text without a marketplace link, or on look-alike hosts", () => {
    for (const text of [
      "Samsung 990 Pro 2TB, $169.99",
      "https://www.bestbuy.com/site/samsung-990-pro/6520383.p",
      "https://amazon.com.evil.example/dp/B0BSHF7WHW",
      "https://notamazon.com/dp/B0BSHF7WHW",
      "https://www.amazon.co.uk/dp/B0BSHF7WHW",
      '<a href="https://example.com/">Nothing here</a>',
    ]) {
      expect(parse(text)).toEqual({ ok: false, message: "Could not find an Amazon URL in the pasted content." });
    }
  });

  it("only reads hostile markup: nothing runs, scripts and javascript: links are ignored, non-marketplace images are not taken", async () => {
    const w = window as unknown as { __pwned?: number };
    const hostile =
      '<img src="x" onerror="window.__pwned=1" alt="  Free   <b>gift</b> "><script>window.__pwned=2</script>' +
      '<a href="javascript:alert(1)">click me</a><img src="https://evil.example/m.media-amazon.com/a.jpg">' +
      '<a href="https://www.amazon.com/dp/B0BSHF7WHW" onclick="window.__pwned=3">ok</a><iframe src="https://evil.example"></iframe>';
    const result = parse(hostile);
    await new Promise((r) => setTimeout(r, 20));
    expect(w.__pwned).toBeUndefined();
    expect(document.querySelector("script, iframe, img")).toBeNull();
    expect(result).toEqual({
      ok: true,
      values: { affiliateLink: "https://www.amazon.com/dp/B0BSHF7WHW?tag=spacecoastpc-20", name: "Free <b>gift</b>" },
    });
  });

  it("stops a URL before markup and quotes, so attributes cannot ride along", () => {
    const result = parse("<a href=https://amzn.to/3Xyz9Ab>Monitor</a>");
    expect(result).toEqual({ ok: true, values: { affiliateLink: "https://amzn.to/3Xyz9Ab", name: "Monitor" } });
    expect(parse('https://www.amazon.com/s?k=a"onmouseover="alert(1)')).toEqual({
      ok: true,
      values: { affiliateLink: "https://www.amazon.com/s?k=a" },
    });
  });

  it("lets an unexpected failure reach the caller, which shows the parse-error banner", () => {
    expect(() =>
      parseAmazonPaste("<a href='https://amzn.to/x'>x</a>", {
        tag,
        parseHtml: () => {
          throw new Error("parser unavailable");
        },
      }),
    ).toThrow("parser unavailable");
    expect(PASTE_MESSAGES.failed).toBe(
      "Failed to parse the pasted content. Please try a different format or enter the data manually.",
    );
  });
});

describe("extractAsin", () => {
  it("reads /dp/ and /gp/product/ on amazon.com only", () => {
    expect(extractAsin("https://www.amazon.com/Some-Name/dp/B09HM94VDS/ref=sr_1_1")).toBe("B09HM94VDS");
    expect(extractAsin("https://www.amazon.com/gp/product/B0C5BJTTX1?x=1")).toBe("B0C5BJTTX1");
    expect(extractAsin("https://www.amazon.com/dp/B0C5BJTTX1X")).toBeUndefined();
    expect(extractAsin("https://example.com/dp/B0C5BJTTX1")).toBeUndefined();
    expect(extractAsin("not a url")).toBeUndefined();
  });
});
