import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";

import { PHOTO_FORM_LIMIT, PHOTO_POST_LIMIT } from "~/features/photos/index.server";

import { isValidHost, PAGE_BODY_LIMIT, pageBodyGuard, redirectTrailingSlash } from "./request-guards";

/** What the guard does with a POST: "next" when it lets it through, else its status and message. */
function guard(path: string, headers: Record<string, string>): string {
  let answer = "next";
  const res = {
    set: () => res,
    status(code: number) {
      answer = String(code);
      return res;
    },
    type: () => res,
    send(message: string) {
      answer += ` ${message}`;
      return res;
    },
  };
  pageBodyGuard({ method: "POST", path, headers } as unknown as Request, res as unknown as Response, () => undefined);
  return answer;
}

const multipart = (length: number) => ({ "content-type": "multipart/form-data; boundary=x", "content-length": String(length) });
const urlEncoded = (length: number) => ({
  "content-type": "application/x-www-form-urlencoded",
  "content-length": String(length),
});

describe("the page body guard", () => {
  it("lets page forms through URL-encoded and small, nothing else", () => {
    expect(guard("/admin/tickets/5", urlEncoded(100))).toBe("next");
    expect(guard("/admin/tickets/5", urlEncoded(PAGE_BODY_LIMIT + 1))).toBe("413 Request body too large");
    expect(guard("/admin/tickets/5", multipart(100))).toBe("415 Forms must be sent as application/x-www-form-urlencoded");
  });

  it("lets the photo page take pictures as multipart, up to its own limits", () => {
    const page = "/intake/photos/AbCdEfGhIjKlMnOpQrStUv";
    expect(guard(page, multipart(PHOTO_FORM_LIMIT))).toBe("next");
    expect(guard(page, multipart(PHOTO_FORM_LIMIT + 1))).toBe("413 Request body too large");
    expect(guard(`${page}/upload`, multipart(PHOTO_POST_LIMIT))).toBe("next");
    expect(guard(`${page}/upload`, multipart(PHOTO_POST_LIMIT + 1))).toBe("413 Request body too large");
    expect(guard(page, urlEncoded(100))).toBe("415 Forms must be sent as multipart/form-data");
  });
});

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

describe("the trailing-slash redirect", () => {
  const answer = (path: string) => {
    let location = "next";
    const res = { setHeader: () => res, redirect: (_status: number, to: string) => (location = to) };
    const req = { method: "GET", path, originalUrl: path };
    redirectTrailingSlash(req as unknown as Request, res as unknown as Response, () => undefined);
    return location;
  };

  it("sends a page's other spelling to its own, and never to what a browser reads as another site", () => {
    expect(answer("/about/")).toBe("/about");
    expect(answer("/products/laptops//")).toBe("/products/laptops");
    for (const offSite of ["//evil.example/", "/\\evil.example/", "/a\\b/", "/"]) expect(answer(offSite), offSite).toBe("next");
  });
});
