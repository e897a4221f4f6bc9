import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { IMAGE_CHECK_MESSAGES as M, checkProductImage } from "./image-check.server";

const PICTURE = "https://m.media-amazon.com/images/I/81abc.jpg";

describe("checkProductImage on a path of this site", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "image-check-"));
    mkdirSync(path.join(folder, "images", "products"), { recursive: true });
    writeFileSync(path.join(folder, "images", "products", "mice.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(path.join(folder, "images", "products", "a b.png"), "png");
    mkdirSync(path.join(folder, "images", "folder.png"));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const check = (src: string) => checkProductImage(src, { siteFolders: [path.join(folder, "missing"), folder] });

  it("takes a picture file the site serves", async () => {
    expect(await check("/images/products/mice.svg")).toBeNull();
    expect(await check("/images/products/a%20b.png?v=2")).toBeNull();
  });

  it("refuses a path that names no file, a folder or a file that is no picture", async () => {
    expect(await check("/images/products/gone.svg")).toBe(M.notOnSite);
    expect(await check("/images/folder.png")).toBe(M.notOnSite);
    expect(await check("/images/products/%2e%2e/%2e%2e/%2e%2e/etc/passwd.png")).toBe(M.notOnSite);
    expect(await check("/api/get-products.php")).toBe(M.notPictureFile);
    expect(await check("/images/products/")).toBe(M.notPictureFile);
  });

  it("refuses nothing when it cannot see the site's files", async () => {
    expect(await checkProductImage("/images/products/gone.svg", { siteFolders: [path.join(folder, "missing")] })).toBeNull();
  });

  it("finds the seeded pictures in this checkout", async () => {
    expect(await checkProductImage("/images/products/mice.svg")).toBeNull();
    expect(await checkProductImage("/images/products/no-such-picture.svg")).toBe(M.notOnSite);
  });
});

describe("checkProductImage on a marketplace image", () => {
  const answering = (response: Response) => vi.fn<typeof fetch>(async () => response);

  it("asks nothing unless the check is turned on", async () => {
    const fetch = answering(new Response("", { status: 404 }));
    expect(await checkProductImage(PICTURE, { fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes a picture, and refuses an address that is gone or answers with a page", async () => {
    const picture = answering(new Response("jpeg", { headers: { "content-type": "image/jpeg" } }));
    expect(await checkProductImage(PICTURE, { fetch: picture, remoteTimeoutMs: 1000 })).toBeNull();
    expect(picture).toHaveBeenCalledWith(
      PICTURE,
      expect.objectContaining({ redirect: "manual", signal: expect.any(AbortSignal) }),
    );
    const gone = answering(new Response("Not Found", { status: 404 }));
    expect(await checkProductImage(PICTURE, { fetch: gone, remoteTimeoutMs: 1000 })).toBe(M.gone);
    const page = answering(new Response("<html>", { headers: { "content-type": "text/html; charset=utf-8" } }));
    expect(await checkProductImage(PICTURE, { fetch: page, remoteTimeoutMs: 1000 })).toBe(M.notPicture);
  });

  it("saves when the marketplace cannot be reached, refuses the connection, or does not answer in time", async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed", { cause: Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" }) });
    });
    expect(await checkProductImage(PICTURE, { fetch: offline, remoteTimeoutMs: 1000 })).toBeNull();
    // A marketplace that never answers: the check's own time limit ends the wait.
    const silent = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason))),
    );
    expect(await checkProductImage(PICTURE, { fetch: silent, remoteTimeoutMs: 50 })).toBeNull();
    // A server error or a redirect says nothing about the picture.
    for (const status of [500, 503, 301, 403]) {
      expect(
        await checkProductImage(PICTURE, { fetch: answering(new Response(null, { status })), remoteTimeoutMs: 1000 }),
      ).toBeNull();
    }
  });
});
