import crypto from "node:crypto";
import path from "node:path";

import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";

import { expect, expectAxeClean, test, waitForHydration } from "./fixtures";
import { createTicket, sidewaysScroll, signIn } from "./shop";

const databaseOf = (port: number) => path.join(process.cwd(), "data", `e2e-${port}`, "site.db");

/** The photos stored for ticket `number`, oldest first. */
function storedPhotos(port: number, number: string) {
  const db = new Database(databaseOf(port), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "select p.mime, p.width, p.height, p.size, p.bytes from ticket_photos p join tickets t on t.id = p.ticket_id where t.number = ? order by p.id",
      )
      .all(number) as Array<{ mime: string; width: number; height: number; size: number; bytes: Buffer }>;
  } finally {
    db.close();
  }
}

/** Makes the link with this token expire a minute ago, in the worker's database. */
function expireLink(port: number, token: string) {
  const db = new Database(databaseOf(port), { fileMustExist: true });
  db.pragma("busy_timeout = 10000");
  try {
    const hash = crypto.createHash("sha256").update(token).digest("hex");
    const changed = db
      .prepare("update photo_links set expires_at = ? where token_hash = ?")
      .run(new Date(Date.now() - 60_000).toISOString(), hash).changes;
    expect(changed).toBe(1);
  } finally {
    db.close();
  }
}

/**
 * A picture drawn on a canvas in the page's browser, as the bytes a camera hands over: `type`
 * at `width` × `height`, in colour bands.
 */
async function drawPicture(page: Page, type: "image/jpeg" | "image/png", width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ type, width, height }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d")!;
      const pixels = context.createImageData(width, height);
      for (let i = 0; i < pixels.data.length; i += 4) {
        const x = (i / 4) % width;
        const y = Math.floor(i / 4 / width);
        pixels.data[i] = x % 256;
        pixels.data[i + 1] = y % 256;
        pixels.data[i + 2] = (x + y) % 256;
        pixels.data[i + 3] = 255;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, 0.92));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = "";
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { type, width, height },
  );
  return Buffer.from(base64, "base64");
}

/** An Exif APP1 carrying a GPS latitude and `marker`, as a phone's camera writes one, put after a JPEG's JFIF header. */
function withGpsExif(jpeg: Buffer, marker: string): Buffer {
  const text = Buffer.from(`${marker}\0`, "latin1");
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write("II*\0", 0, "latin1");
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  // ImageDescription (ASCII) pointing past the IFD, then a GPS IFD pointer (unused by the test).
  tiff.writeUInt16LE(0x010e, 10);
  tiff.writeUInt16LE(2, 12);
  tiff.writeUInt32LE(text.length, 14);
  tiff.writeUInt32LE(tiff.length, 18);
  tiff.writeUInt16LE(0x8825, 22);
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(tiff.length, 30);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff, text]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255]), payload]);
  const afterJfif = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, afterJfif), segment, jpeg.subarray(afterJfif)]);
}

/** A phone: 390 px wide, touch, from its own address, JavaScript on or off. */
async function openPhone(browser: Browser, baseURL: string, clientAddress: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    javaScriptEnabled,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress },
  });
  return { context, page: await context.newPage() };
}

/** Signs in, makes a walk-in ticket and a photo link on its page; answers the ticket and the link's address. */
async function ticketWithLink(page: Page, customer: string) {
  await signIn(page);
  await page.goto("/admin/tickets/new");
  await page.getByLabel("Customer name").fill(customer);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(321) 555-0166");
  await page.getByLabel("Reported problem").fill("Dented lid, cracked corner");
  const intake = page.getByRole("region", { name: "Intake" });
  await intake.getByRole("group", { name: "Powers on" }).getByLabel("Not tested").check();
  await intake.getByRole("group", { name: "Passcode" }).getByLabel("Not needed").check();
  await intake.getByRole("group", { name: "Back up the data first?" }).getByLabel("No backup").check();
  await intake.getByLabel("Type your full name instead").fill(customer);
  const ticket = await createTicket(page, "HP Envy 13");
  await waitForHydration(page);
  const photos = page.getByRole("region", { name: "Photos" });
  await photos.getByRole("button", { name: "Add photos from a phone" }).click();
  await expect(photos.getByRole("img", { name: "QR code of the photo link" })).toBeVisible();
  await expect(photos).toContainText("The link is good for 15 minutes");
  const url = await photos.getByLabel("Or type this link on the phone").inputValue();
  expect(url).toMatch(/\/intake\/photos\/[A-Za-z0-9_-]{22}$/);
  return { ticket, photos, url, token: url.split("/").at(-1)! };
}

test("the owner makes a photo link; a phone opens it at 390 px and sends two photos, shrunk and without their location, which appear on the ticket page at once", async ({
  page,
  browser,
  baseURL,
  clientAddress,
  e2eServer,
}) => {
  test.setTimeout(120_000);
  const { ticket, photos, url } = await ticketWithLink(page, "Rosa Photographer");
  await expect(photos).toContainText("No photos yet.");

  const marker = `GPS-${crypto.randomBytes(6).toString("hex")}`;
  const bigJpeg = withGpsExif(await drawPicture(page, "image/jpeg", 2400, 1800), marker);
  const png = await drawPicture(page, "image/png", 800, 600);

  const phone = await openPhone(browser, baseURL!, clientAddress);
  const opened = await phone.page.goto(url);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()["cache-control"]).toBe("private, no-store");
  expect(opened!.headers()["referrer-policy"]).toBe("same-origin");
  await expect(phone.page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(phone.page.getByRole("heading", { level: 1 })).toHaveText(`Photos for ticket ${ticket.number}`);
  await expect(phone.page.locator("body")).not.toContainText("Rosa");
  await waitForHydration(phone.page);
  await expectAxeClean(phone.page);

  await phone.page.getByLabel("Photos of the device").setInputFiles([
    { name: "IMG_0001.JPG", mimeType: "image/jpeg", buffer: bigJpeg },
    { name: "IMG_0002.PNG", mimeType: "image/png", buffer: png },
  ]);
  const sent = phone.page.getByRole("list", { name: "Photos sent" });
  await expect(sent.getByRole("listitem")).toHaveText(["Photo 1 sent", "Photo 2 sent"]);
  expect(await sidewaysScroll(phone.page)).toBeLessThanOrEqual(0);
  await expectAxeClean(phone.page);

  // Shrunk on the phone: at most 1,600 px on the long side, about 400 KB, drawn anew without the camera's Exif.
  const stored = storedPhotos(e2eServer.port, ticket.number);
  expect(stored.map((p) => [p.mime, p.width, p.height])).toEqual([
    ["image/jpeg", 1600, 1200],
    ["image/jpeg", 800, 600],
  ]);
  for (const p of stored) {
    expect(p.size).toBeLessThanOrEqual(400 * 1024);
    expect(p.bytes.includes(marker)).toBe(false);
    expect(p.bytes.includes("Exif")).toBe(false);
  }

  // The owner's page shows them without a reload.
  const list = photos.getByRole("list", { name: "Photos of the device" });
  await expect(list.getByRole("img")).toHaveCount(2);
  for (const img of await list.getByRole("img").all()) {
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  }
  const src = (await list.getByRole("img").first().getAttribute("src"))!;
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(served.headers()["cache-control"]).toBe("private, no-store");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["content-disposition"]).toBe("inline");
  expect((await served.body()).equals(stored[0]!.bytes)).toBe(true);
  await expectAxeClean(page);

  // Signed out, the photo is not served.
  const stranger = await browser.newContext({ baseURL: baseURL! });
  const refused = await stranger.request.get(src, { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  await stranger.close();

  await list.getByRole("button", { name: "Delete photo 1" }).click();
  await expect(photos.getByRole("status")).toHaveText("Photo deleted.");
  await expect(list.getByRole("img")).toHaveCount(1);
  expect(storedPhotos(e2eServer.port, ticket.number).map((p) => p.width)).toEqual([800]);
  await phone.context.close();
});

test("without JavaScript the phone sends the photos as taken and the server drops their location; an expired link answers 410, a made-up one 404", async ({
  page,
  browser,
  baseURL,
  clientAddress,
  e2eServer,
}) => {
  test.setTimeout(120_000);
  const { ticket, url, token } = await ticketWithLink(page, "Omar Nojs");
  const marker = `NOJSGPS-${crypto.randomBytes(6).toString("hex")}`;
  const jpeg = withGpsExif(await drawPicture(page, "image/jpeg", 640, 480), marker);

  const phone = await openPhone(browser, baseURL!, clientAddress, false);
  await phone.page.goto(url);
  await phone.page.getByLabel("Photos of the device").setInputFiles([
    { name: "IMG_0003.JPG", mimeType: "image/jpeg", buffer: jpeg },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") },
  ]);
  await phone.page.getByRole("button", { name: "Send photos" }).click();
  await expect(phone.page.getByRole("list", { name: "Photos sent" }).getByRole("listitem")).toHaveText(["Photo 1 sent"]);
  await expect(phone.page.locator("#photos-error")).toHaveText(
    "notes.txt not sent: Only photos in JPEG, PNG or WebP can be sent.",
  );
  const stored = storedPhotos(e2eServer.port, ticket.number);
  expect(stored.map((p) => [p.mime, p.width, p.height])).toEqual([["image/jpeg", 640, 480]]);
  expect(stored[0]!.bytes.includes(marker)).toBe(false);
  // The same picture, less its Exif segment (marker and length: 2 bytes, then the length it gives).
  expect(stored[0]!.size).toBe(jpeg.length - (2 + jpeg.readUInt16BE(22)));

  expireLink(e2eServer.port, token);
  const expired = await phone.page.goto(url);
  expect(expired!.status()).toBe(410);
  await expect(phone.page.getByRole("alert")).toHaveText("This link has expired. Make a new one on the ticket page.");
  await expect(phone.page.locator("form")).toHaveCount(0);

  const madeUp = await phone.page.goto("/intake/photos/AAAAAAAAAAAAAAAAAAAAAA");
  expect(madeUp!.status()).toBe(404);
  await expect(phone.page.getByRole("alert")).toContainText("There is no photo link at this address.");
  await phone.context.close();
});
