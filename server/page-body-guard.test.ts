import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";

import { PHOTO_FORM_LIMIT, PHOTO_POST_LIMIT } from "~/features/photos/index.server";

import { PAGE_BODY_LIMIT, pageBodyGuard } from "./page-body-guard";

/** What the guard does with a POST: "next" when it lets it through, else its status and message. */
function guard(path: string, headers: Record<string, string>): string {
  let answer = "next";
  const res = {
    setHeader: () => res,
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
