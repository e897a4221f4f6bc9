import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";

import type { Download, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

import { expect, expectAxeClean, test } from "./fixtures";

const CORRUPT_MESSAGE = "Some saved QR codes could not be read and were removed from this browser.";
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let zxingReady: Promise<unknown> | null = null;

/** Decodes with ZXing (wasm from node_modules, never a CDN) and returns the raw bytes as UTF-8. */
async function decodePng(png: Uint8Array, options: { tryInvert?: boolean } = {}): Promise<string> {
  if (!zxingReady) {
    const require = createRequire(import.meta.url);
    const wasm = await readFile(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
    zxingReady = prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
      fireImmediately: true,
    });
  }
  await zxingReady;
  const results = await readBarcodes(png, { formats: ["QRCode"], ...options });
  expect(results).toHaveLength(1);
  return new TextDecoder("utf-8", { fatal: true }).decode(results[0].bytes);
}

function expectPng250(bytes: Uint8Array) {
  expect(Array.from(bytes.subarray(0, 8))).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([view.getUint32(16), view.getUint32(20)]).toEqual([250, 250]);
}

async function download(page: Page, buttonName: string): Promise<{ file: Download; bytes: Uint8Array }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: buttonName }).click()]);
  return { file, bytes: new Uint8Array(await readFile(await file.path())) };
}

/**
 * Records every request while on, except same-origin script and style chunks: generating,
 * saving and zipping must not send anything anywhere. A reload is a navigation the user asked
 * for, so the watch is turned off around it.
 */
function watchNetwork(page: Page) {
  const origin = new URL(page.url()).origin;
  const watch = { on: true, offenders: [] as string[] };
  page.on("request", (request) => {
    if (!watch.on) return;
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    const asset = ["script", "stylesheet"].includes(request.resourceType());
    if (url.origin === origin && asset) return;
    // The scan check's decoder: a file fetched from this site, carrying nothing of the code.
    if (url.origin === origin && request.method() === "GET" && /^\/assets\/[\w-]+\.wasm$/.test(url.pathname)) return;
    watch.offenders.push(`${request.method()} ${request.resourceType()} ${request.url()}`);
  });
  return watch;
}

async function reloadUnwatched(page: Page, watch: { on: boolean }) {
  watch.on = false;
  await page.reload();
  await page.waitForLoadState("networkidle");
  watch.on = true;
}

async function openGenerator(page: Page) {
  await page.goto("/qrcoder");
  await expect(page.getByRole("heading", { level: 1, name: "Private QR Code Generator" })).toBeVisible();
  // The collection appears once the page is interactive (it is read from localStorage).
  await expect(
    page.getByText("Your saved QR codes will appear here").or(page.getByRole("list", { name: "Saved QR codes" })),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test.describe("QR code generator", () => {
  test("makes every type locally, downloads, saves, reloads, deletes, zips and clears without sending anything", async ({
    page,
  }) => {
    await openGenerator(page);
    const network = watchNetwork(page);
    const collection = page.getByRole("list", { name: "Saved QR codes" });

    // Website
    await page.getByLabel("Website URL").fill("example.com/shop?x=1");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await toast(page, "QR code generated successfully!");
    await expect(page.getByRole("img", { name: "QR code for example.com" })).toBeVisible();
    const website = await download(page, "Download QR Code");
    expect(website.file.suggestedFilename()).toBe("website-qrcode.png");
    expectPng250(website.bytes);
    expect(await decodePng(website.bytes)).toBe("https://example.com/shop?x=1");
    await toast(page, "QR code downloaded");
    const svg = await download(page, "Download SVG");
    expect(svg.file.suggestedFilename()).toBe("website-qrcode.svg");
    expect(new TextDecoder().decode(svg.bytes)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="250" height="250"/);
    await page.getByRole("button", { name: "Save to Collection" }).click();
    await toast(page, "QR code saved to your private collection");
    await expect(collection.getByText("example.com", { exact: true })).toBeVisible();

    // Contact
    await page.getByRole("tab", { name: "Contact" }).click();
    await page.getByRole("textbox", { name: /^Name/ }).fill("José Müller");
    await page.getByLabel("Email").fill("jose@example.com");
    await page.getByLabel("City").fill("Melbourne, FL");
    await page.getByLabel("Birthday").fill("1990-05-17");
    await page.getByLabel("Note").fill("日本語; line one\nline two 😀");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await toast(page, "Contact QR code generated!");
    const contact = await download(page, "Download QR Code");
    expect(contact.file.suggestedFilename()).toBe("contact-qrcode.png");
    expect(await decodePng(contact.bytes)).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "N:Müller;José;;;",
        "FN:José Müller",
        "EMAIL;TYPE=INTERNET:jose@example.com",
        "ADR;TYPE=HOME:;;;Melbourne\\, FL;;;",
        "BDAY:19900517",
        "NOTE:日本語\\; line one\\nline two 😀",
        "END:VCARD",
        "",
      ].join("\r\n"),
    );
    await page.getByRole("button", { name: "Save to Collection" }).click();
    await expect(collection.getByText("José Müller", { exact: true })).toBeVisible();

    // Business card
    await page.getByRole("tab", { name: "Business Card" }).click();
    await page.getByRole("textbox", { name: /^Name/ }).fill("Ann Lee");
    await page.getByRole("textbox", { name: /^Company Name/ }).fill("Acme, Inc.");
    await page.getByLabel("Fax").fill("321-555-0101");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await toast(page, "Business card QR code generated!");
    const business = await download(page, "Download QR Code");
    expect(business.file.suggestedFilename()).toBe("business-qrcode.png");
    expect(await decodePng(business.bytes)).toBe(
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee;Ann;;;\r\nFN:Ann Lee\r\nORG:Acme\\, Inc.\r\nTEL;TYPE=WORK,FAX:321-555-0101\r\nEND:VCARD\r\n",
    );
    await page.getByRole("button", { name: "Save to Collection" }).click();
    await expect(collection.getByText("Ann Lee - Acme, Inc.", { exact: true })).toBeVisible();

    // Wi-Fi
    await page.getByRole("tab", { name: "Wi-Fi" }).click();
    await page.getByLabel("Network name").fill("Shop Guest");
    await page.getByLabel("Password").fill("pass;word:1");
    await page.getByLabel("Hidden network").check();
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await toast(page, "Wi-Fi QR code generated!");
    const wifi = await download(page, "Download QR Code");
    expect(wifi.file.suggestedFilename()).toBe("wifi-qrcode.png");
    expect(await decodePng(wifi.bytes)).toBe("WIFI:T:WPA;S:Shop Guest;P:pass\\;word\\:1;H:true;;");
    await page.getByRole("button", { name: "Save to Collection" }).click();
    await expect(collection.getByRole("listitem")).toHaveCount(4);

    // Reload: the collection comes back from localStorage.
    await reloadUnwatched(page, network);
    await expect(collection.getByRole("listitem")).toHaveCount(4);
    await expect(collection.getByRole("img", { name: "Saved QR code: Shop Guest" })).toBeVisible();

    await page.getByRole("button", { name: "Delete José Müller" }).click();
    await toast(page, "QR code removed from collection");
    await expect(collection.getByRole("listitem")).toHaveCount(3);

    const zip = await download(page, "Download All as ZIP");
    // "Preparing download..." is the same toast, replaced by the outcome once the zip is made.
    await toast(page, "QR codes downloaded as zip");
    expect(zip.file.suggestedFilename()).toBe("qrcodes-collection.zip");
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files)).toEqual([
      "qrcode-example.com-1.png",
      "qrcode-Ann Lee - Acme, Inc.-2.png",
      "qrcode-Shop Guest-3.png",
    ]);
    for (const bytes of Object.values(files)) expectPng250(bytes);
    expect(await decodePng(files["qrcode-Shop Guest-3.png"])).toBe("WIFI:T:WPA;S:Shop Guest;P:pass\\;word\\:1;H:true;;");

    await page.getByRole("button", { name: "Clear Info" }).click();
    await toast(page, "All QR codes cleared");
    await expect(page.getByText("Your saved QR codes will appear here")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("savedQRCodes"))).toBeNull();

    expect(network.offenders).toEqual([]);
  });

  test("drops a hand-corrupted collection with a message, and zips around one bad image", async ({ page }) => {
    await openGenerator(page);
    await page.evaluate(() => localStorage.setItem("savedQRCodes", "{this is not json"));
    await page.reload();
    await expect(page.getByRole("alert").filter({ hasText: CORRUPT_MESSAGE })).toBeVisible();
    await expect(page.getByText("Your saved QR codes will appear here")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("savedQRCodes"))).toBeNull();

    await page.getByLabel("Website URL").fill("https://example.org");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await page.getByRole("button", { name: "Save to Collection" }).click();
    await toast(page, "QR code saved to your private collection");
    await page.evaluate(() => {
      const items = JSON.parse(localStorage.getItem("savedQRCodes") as string);
      items.push({ id: "2", url: "data:image/png;base64,AAAA", name: "Broken", type: "contact" });
      items.push({ id: "3", url: "https://tracker.example/pixel.png", name: "Foreign", type: "website" });
      localStorage.setItem("savedQRCodes", JSON.stringify(items));
    });
    await page.reload();
    await page.waitForLoadState("networkidle");
    const network = watchNetwork(page);
    const collection = page.getByRole("list", { name: "Saved QR codes" });
    await expect(page.getByRole("alert").filter({ hasText: CORRUPT_MESSAGE })).toBeVisible();
    await expect(collection.getByRole("listitem")).toHaveCount(2);
    await expect(collection.getByText("Foreign")).toHaveCount(0);
    await expect(collection.getByRole("img", { name: "Image error: Broken" })).toBeVisible();

    const zip = await download(page, "Download All as ZIP");
    await toast(page, "Failed to add Broken to zip");
    await toast(page, "QR codes downloaded as zip");
    expect(Object.keys(unzipSync(zip.bytes))).toEqual(["qrcode-example.org-1.png"]);
    expect(network.offenders).toEqual([]);
  });

  test("keyboard use, announced errors tied to their fields, and no axe violations", async ({ page }) => {
    await openGenerator(page);
    await expectAxeClean(page);

    await page.getByRole("tab", { name: "Website" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Contact" })).toHaveAttribute("aria-selected", "true");
    const name = page.getByRole("textbox", { name: /^Name/ });
    await name.focus();
    await page.keyboard.press("Enter");
    const error = page.getByRole("alert").filter({ hasText: "Please enter at least a name" });
    await expect(error).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAttribute("aria-describedby", (await error.getAttribute("id")) as string);
    await expectAxeClean(page);

    await page.keyboard.type("Łukasz");
    await page.keyboard.press("Enter");
    await toast(page, "Contact QR code generated!");
    await expect(error).toHaveCount(0);
    await page.getByRole("button", { name: "Save to Collection" }).press("Enter");
    await expect(page.getByRole("list", { name: "Saved QR codes" }).getByText("Łukasz")).toBeVisible();

    await page.getByRole("tab", { name: "Contact" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.getByLabel("Website URL").fill("javascript:alert(1)");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid URL format" })).toBeVisible();
    await page.getByLabel("Website URL").fill("");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a website URL" })).toBeVisible();

    await page.getByRole("tab", { name: "Business Card" }).click();
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter at least a name and company name" })).toBeVisible();
    await expectAxeClean(page);
  });

  test("two open tabs stay in step", async ({ page, context }) => {
    await openGenerator(page);
    const other = await context.newPage();
    await openGenerator(other);
    await page.getByLabel("Website URL").fill("shop.example.com");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await page.getByRole("button", { name: "Save to Collection" }).click();
    await expect(other.getByRole("list", { name: "Saved QR codes" }).getByText("shop.example.com")).toBeVisible();
    await other.getByRole("button", { name: "Delete shop.example.com" }).click();
    await expect(page.getByText("Your saved QR codes will appear here")).toBeVisible();
  });

  test("styles: colours and size are checked in the browser before a download, and colours that cannot scan are refused", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openGenerator(page);
    const network = watchNetwork(page);
    await page.getByRole("tab", { name: "Text" }).click();
    await page.getByRole("textbox", { name: /^Text/ }).fill("Café ☕ 日本語\nline two");
    await page.getByText("Style, size and print").click();
    await page.getByLabel("Code colour").fill("#1d3557");
    await page.getByLabel("Background colour").fill("#f1faee");
    await page.getByLabel("Error correction").selectOption("H");
    await page.getByLabel("Quiet zone (white border)").selectOption("4");
    await page.getByLabel("Print size in cm (optional)").fill("4");
    await expect(page.locator("#qr-style-contrast")).toContainText("Contrast 11.");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Checked: scans" })).toBeVisible();
    await expectAxeClean(page);
    const png = await download(page, "Download QR Code");
    expect(png.file.suggestedFilename()).toBe("text-qrcode-4cm.png");
    const view = new DataView(png.bytes.buffer, png.bytes.byteOffset, png.bytes.byteLength);
    expect(view.getUint32(16)).toBe(472); // 4 cm at 300 dpi
    expect(await decodePng(png.bytes)).toBe("Café ☕ 日本語\nline two");
    const svg = await download(page, "Download SVG");
    expect(new TextDecoder().decode(svg.bytes)).toContain('width="40mm" height="40mm"');
    await page.getByRole("button", { name: "Save to Collection" }).click();
    await toast(page, "QR code saved to your private collection");

    // Light grey on white: refused in words next to the colours, and no code to download.
    await page.getByLabel("Code colour").fill("#bbbbbb");
    await expect(page.locator("#qr-style-contrast")).toContainText("is too low to scan");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "is too low to scan" })).toBeVisible();
    await expect(page.getByLabel("Code colour")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Your QR code will appear here")).toBeVisible();
    await expect(page.getByRole("button", { name: "Download QR Code" })).toHaveAttribute("aria-disabled", "true");
    let downloaded = false;
    page.on("download", () => (downloaded = true));
    // aria-disabled keeps it focusable and clickable (Playwright would wait for it to enable).
    await page.getByRole("button", { name: "Download QR Code" }).click({ force: true });
    await toast(page, "Generate a QR code first");
    expect(downloaded).toBe(false);

    // Inverted: allowed with a warning, and still checked.
    await page.getByLabel("Code colour").fill("#ffffff");
    await page.getByLabel("Background colour").fill("#102030");
    await expect(page.locator("#qr-style-contrast")).toContainText("Light code on a dark background (inverted)");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Checked: scans" })).toBeVisible();
    await expectAxeClean(page);
    expect(network.offenders).toEqual([]);
  });

  test("a collection saved by the old site is re-made locally, and the new types decode", async ({ page }) => {
    await openGenerator(page);
    const old = (data: string) =>
      `https://api.qrserver.com/v1/create-qr-code/?size=250x250&margin=10&data=${encodeURIComponent(data)}`;
    const vcard = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Müller;José;;;\r\nFN:José Müller\r\nEND:VCARD\r\n";
    const legacy = [
      { id: 1690000000000, url: old("https://example.com/ñ"), name: "example.com", type: "website" },
      { id: "1690000000001", url: old(vcard), name: "José Müller", type: "contact" },
      { id: "1690000000002", url: old("WIFI:T:WPA;S:Café;P:secret123;;"), name: "Café", type: "wifi" },
    ];
    await page.evaluate((items) => localStorage.setItem("savedQRCodes", JSON.stringify(items)), legacy);
    await reloadUnwatched(page, { on: true });
    const collection = page.getByRole("list", { name: "Saved QR codes" });
    await expect(collection.getByRole("listitem")).toHaveCount(3);
    await page.waitForLoadState("networkidle");
    const network = watchNetwork(page);
    await expect(page.getByText(CORRUPT_MESSAGE)).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("savedQRCodes") as string));
    expect(stored.map((e: { id: string; name: string }) => [e.id, e.name])).toEqual([
      ["1690000000000", "example.com"],
      ["1690000000001", "José Müller"],
      ["1690000000002", "Café"],
    ]);
    const zip = await download(page, "Download All as ZIP");
    const files = unzipSync(zip.bytes);
    expect(await decodePng(files["qrcode-José Müller-2.png"])).toBe(vcard);

    // The print sheet: pdf-lib loads on demand; Debian's pdftoppm renders the page and every code decodes.
    await page.getByLabel("Paper").selectOption("a4");
    const sheet = await download(page, "Download Print Sheet (PDF)");
    expect(sheet.file.suggestedFilename()).toBe("qrcodes-a4-3x8.pdf");
    await toast(page, "Print sheet downloaded");
    const dir = await mkdtemp(join(tmpdir(), "qr-sheet-e2e-"));
    await writeFile(join(dir, "sheet.pdf"), sheet.bytes);
    execFileSync("pdftoppm", ["-png", "-r", "200", "-singlefile", join(dir, "sheet.pdf"), join(dir, "page")]);
    const rendered = await readBarcodes(new Uint8Array(await readFile(join(dir, "page.png"))), {
      formats: ["QRCode"],
      maxNumberOfSymbols: 10,
    });
    expect(rendered.map((r) => new TextDecoder().decode(r.bytes)).sort()).toEqual(
      ["https://example.com/ñ", vcard, "WIFI:T:WPA;S:Café;P:secret123;;"].sort(),
    );
    await rm(dir, { recursive: true, force: true });

    await page.getByRole("tab", { name: "Event" }).click();
    await page.getByRole("textbox", { name: /^Event title/ }).fill("Pickup; laptop");
    await page.getByLabel(/^Starts/).fill("2026-07-04T10:00");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await toast(page, "Event QR code generated!");
    const event = await download(page, "Download QR Code");
    expect(await decodePng(event.bytes)).toBe(
      "BEGIN:VEVENT\r\nSUMMARY:Pickup\\; laptop\r\nDTSTART:20260704T140000Z\r\nDTEND:20260704T150000Z\r\nEND:VEVENT\r\n",
    );
    await page.getByRole("tab", { name: "SMS" }).click();
    await page.getByLabel(/^Phone number/).fill("+1 (321) 555-0100");
    await page.getByLabel("Message").fill("Is my PC ready?");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    const sms = await download(page, "Download QR Code");
    expect(await decodePng(sms.bytes)).toBe("SMSTO:+13215550100:Is my PC ready?");
    await expectAxeClean(page);
    expect(network.offenders).toEqual([]);
  });

  test("batch: a CSV with a bad row previews per-row errors and zips the rest with a manifest, at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openGenerator(page);
    const network = watchNetwork(page);
    const template = await download(page, "Download CSV Template");
    expect(template.file.suggestedFilename()).toBe("qr-batch-template.csv");
    const lines = [new TextDecoder().decode(template.bytes).trimEnd(), "website,,not a url,,,,,,,"];
    for (let i = 0; i < 97; i++) lines.push(`wifi,,,,,Net ${i},password${i},WPA,no,`);
    await page.getByLabel("CSV rows").fill(lines.join("\n"));
    await page.getByRole("button", { name: "Preview Rows" }).click();
    await expect(page.getByRole("status").filter({ hasText: "100 of 101 rows ready" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Error: Invalid URL format" })).toBeVisible();
    await expectAxeClean(page);
    // How long the visitor waits for 100 codes is measured by `npm run bench qr`.
    const zip = await download(page, "Download Batch as ZIP");
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files)).toHaveLength(101);
    const manifest = new TextDecoder().decode(files["manifest.csv"]).split("\r\n");
    expect(manifest[0]).toBe("line,file,type,name,content");
    expect(manifest[1]).toBe("2,qrcode-example.com-1.png,website,example.com,https://example.com");
    expect(await decodePng(files["qrcode-Jane Doe-2.png"])).toContain("FN:Jane Doe\r\n");
    expect(network.offenders).toEqual([]);
  });

  test("offline: after one visit, even one that made nothing, the generator, collection, downloads and zip work with the network off", async ({
    page,
    context,
  }) => {
    await openGenerator(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Nothing is made on this first visit: the engine, which loads on first use, must still be
    // there offline (the worker caches the files the build lists for it).
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toMatch(/\/qrcoder$/);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Private QR Code Generator" })).toBeVisible();
    await expect(page.getByText("Your saved QR codes will appear here")).toBeVisible();
    await page.getByLabel("Website URL").fill("offline.example.com/ñ");
    await page.getByRole("button", { name: "Generate QR Code" }).click();
    await toast(page, "QR code generated successfully!");
    const png = await download(page, "Download QR Code");
    expect(await decodePng(png.bytes)).toBe("https://offline.example.com/ñ");
    await page.getByRole("button", { name: "Save to Collection" }).click();
    await toast(page, "QR code saved to your private collection");
    const zip = await download(page, "Download All as ZIP");
    expect(Object.keys(unzipSync(zip.bytes))).toEqual(["qrcode-offline.example.com-1.png"]);
    await context.setOffline(false);

    // Nothing else on the site is under the worker.
    await page.goto("/about");
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});
