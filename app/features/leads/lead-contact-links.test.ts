import { describe, expect, it } from "vitest";

import { leadMailtoHref } from "./lead-contact-links";

describe("mailto links to a lead's address", () => {
  it("leaves an ordinary address readable", () => {
    expect(leadMailtoHref("jane.doe+shop@example.com")).toBe("mailto:jane.doe%2Bshop@example.com");
    expect(leadMailtoHref("o'brien@example.ie")).toBe("mailto:o'brien@example.ie");
  });

  it("keeps a hostile address one recipient with no query, headers or fragment", () => {
    for (const address of [
      "x@y.zz?cc=attacker%40evil.example&subject=Invoice",
      "x?cc=attacker@evil.example",
      "a&b=c@example.com#frag",
      "a@b@example.com",
      "a\r\nBcc: attacker@evil.example",
      "\uD800broken@example.com",
    ]) {
      const href = leadMailtoHref(address);
      const url = new URL(href);
      expect(url.protocol, address).toBe("mailto:");
      expect(url.search, address).toBe("");
      expect(url.hash, address).toBe("");
      expect(href, address).not.toMatch(/[?&#\s]/);
      expect(href.split("@").length, address).toBeLessThanOrEqual(2);
    }
    expect(decodeURIComponent(leadMailtoHref("x@y.zz?cc=a%40b.example").slice("mailto:".length))).toBe("x@y.zz?cc=a%40b.example");
  });
});
