import { describe, expect, it } from "vitest";

import { hostOf, normalizeWebsiteUrl } from "./website-url";

describe("normalizeWebsiteUrl", () => {
  it.each([
    ["example.com", "https://example.com"],
    ["  www.example.com/path?q=1  ", "https://www.example.com/path?q=1"],
    ["http://example.com", "http://example.com"],
    ["HTTPS://Example.com/A", "HTTPS://Example.com/A"],
    ["localhost:3000", "https://localhost:3000"],
    ["münchen.de", "https://münchen.de"],
  ])("%s becomes %s", (raw, expected) => {
    expect(normalizeWebsiteUrl(raw)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "javascript:alert(1)",
    "mailto:a@b.com",
    "exa mple.com",
    "http://",
    "example",
    "ftp://example.com",
    "https://.com",
  ])("refuses %j", (raw) => {
    expect(normalizeWebsiteUrl(raw)).toBeNull();
  });
});

describe("hostOf", () => {
  it("drops the scheme, path, query and fragment", () => {
    expect(hostOf("https://www.example.com/a/b?c#d")).toBe("www.example.com");
    expect(hostOf("http://localhost:3000")).toBe("localhost:3000");
    expect(hostOf("https://example.com?x=1")).toBe("example.com");
  });
});
