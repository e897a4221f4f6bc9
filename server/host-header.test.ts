import { describe, expect, it } from "vitest";

import { isValidHost } from "./host-header";

describe("isValidHost", () => {
  it("takes a name, an IPv4 or a bracketed IPv6 address, each with an optional port", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "shop.example.com",
      "shop.example.com.",
      "127.0.0.1:80",
      "[::1]",
      "[2001:db8::1]:8443",
      "a_b.example",
    ])
      expect(isValidHost(host), host).toBe(true);
  });

  it("refuses anything else", () => {
    const refused = [
      "",
      " ",
      "a b",
      "[::1",
      "[shop]",
      "host:99999",
      "host:abc",
      "@evil",
      "u:p@host",
      "evil/x",
      "a?b",
      "a#b",
      "a\\b",
      "a%20b",
    ];
    refused.push("a\tb", "1.2.3.999", ":80", "a".repeat(300), "exämple.com", "a..b", ".a");
    for (const host of refused) expect(isValidHost(host), JSON.stringify(host)).toBe(false);
  });
});
