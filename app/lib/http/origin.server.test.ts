import { describe, expect, it } from "vitest";

import { isSameOriginRequest } from "./origin.server";

const post = (headers: Record<string, string>) => new Request("https://shop.test/api/diagnose.php", { method: "POST", headers });

describe("isSameOriginRequest", () => {
  it.each([
    ["this site's Origin", { origin: "https://shop.test" }, true],
    ["this site's Referer", { referer: "https://shop.test/contact" }, true],
    ["same-origin fetch metadata", { "sec-fetch-site": "same-origin", origin: "https://shop.test" }, true],
    ["a user-initiated request", { "sec-fetch-site": "none" }, true],
    ["a client that sends none of them", {}, true],
    ["another Origin", { origin: "https://evil.example" }, false],
    ["another scheme", { origin: "http://shop.test" }, false],
    ["a null Origin (sandboxed frame)", { origin: "null" }, false],
    ["another Referer", { referer: "https://evil.example/x" }, false],
    ["a broken Referer", { referer: "::::" }, false],
    ["cross-site fetch metadata", { "sec-fetch-site": "cross-site" }, false],
    ["same-site fetch metadata (a sibling subdomain)", { "sec-fetch-site": "same-site", origin: "https://shop.test" }, false],
  ])("%s → %s", (_label, headers, expected) => {
    expect(isSameOriginRequest(post(headers))).toBe(expected);
  });
});
