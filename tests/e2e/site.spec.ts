import { createHash } from "node:crypto";

import { COMPANY_PAGES_UPDATED_ON } from "~/content/public-pages";

import { expectAxeClean, expect, showNumberToggle, test, waitForHydration } from "./fixtures";

const PAGES = [
  {
    path: "/",
    title: /Computer Repair & AI Diagnostics in Melbourne, FL/,
    h1: "Expert Computer Repair & AI-Powered Diagnostics",
  },
  { path: "/about", title: /^About Us \|/, h1: /^About / },
  { path: "/future", title: /^Tech Center and Store \|/, h1: "Tech Center and Store" },
  { path: "/privacy", title: /^Privacy Policy \|/, h1: "Privacy Policy" },
  { path: "/terms", title: /^Terms of Service \|/, h1: "Terms of Service" },
];

for (const p of PAGES) {
  test(`${p.path} loads with its title, one h1 and no axe violations`, async ({ page }) => {
    const response = await page.goto(p.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(p.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${p.path === "/" ? "/$" : p.path}`));
    await expectAxeClean(page);
  });
}

test("home has the three big buttons, About Us and Why Choose Us", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /AI PC\/Laptop Diagnostics/ })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: /^QR Coder/ })).toHaveAttribute("href", "/qrcoder");
  await expect(main.getByRole("link", { name: /^Future Program/ })).toHaveAttribute("href", "/future");
  await expect(main.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
  await expect(main.getByRole("heading", { name: "Why Choose Us" })).toBeVisible();
  for (const item of ["AI-Powered Diagnostics", "Expert Support", "24/7 Availability"]) {
    await expect(main.getByRole("heading", { name: item, exact: true })).toBeVisible();
  }
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("ComputerStore");
  expect(jsonLd.address.postalCode).toBe("32935");
  expect(jsonLd.aggregateRating).toBeUndefined();
});

test("the footer reveals the phone number on click and carries the claims and links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("(321) 555-0142")).toBeHidden();
  await showNumberToggle(footer).click();
  await expect(footer.getByRole("link", { name: "(321) 555-0142" })).toHaveAttribute("href", "tel:+13215550142");
  await expect(footer.getByText("Location: Melbourne, FL 32935")).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expect(footer.getByText(/over 30 years/)).toBeVisible();
  await expect(footer.getByText("As an Amazon Associate I earn from qualifying purchases.")).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  for (const [name, href] of [
    ["Privacy Policy", "/privacy"],
    ["Terms of Service", "/terms"],
    ["Contact", "/contact"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("Show Number works by keyboard on the about page", async ({ page }) => {
  await page.goto("/about");
  const info = page.getByRole("complementary");
  await expect(info.getByText("founded since 2020")).toBeVisible();
  await expect(info.getByText("Melbourne, FL 32935")).toBeVisible();
  await showNumberToggle(info).focus();
  await page.keyboard.press("Enter");
  await expect(info.getByRole("link", { name: "(321) 555-0142" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Visit the Tech Center" })).toHaveAttribute("href", "/future");
  await expect(page.getByRole("link", { name: "Try the QR Coder" })).toHaveAttribute("href", "/qrcoder");
});

// The header menus and Show Number, with and without JavaScript: no-script.spec.ts.

test("the Tech Center popover opens, closes on Escape and on choosing a category", async ({ page }) => {
  await page.goto("/future");
  const trigger = page.getByRole("button", { name: "Shop by Category" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Product categories" });
  await expect(dialog.getByRole("link")).toHaveCount(6);
  for (const label of ["Laptops", "Hard Drives", "Monitors", "Keyboards", "Mice", "Memory"]) {
    await expect(dialog.getByRole("link", { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expectAxeClean(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 600);
  await expect(dialog).toBeHidden();

  await trigger.click();
  await dialog.getByRole("link", { name: /^Monitors/ }).click();
  await expect(page).toHaveURL(/\/products\/monitors$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Monitors");
});

test("the future page links its cards, the motherboard browser and home", async ({ page }) => {
  await page.goto("/future");
  const main = page.getByRole("main");
  for (const href of ["/contact", "/qrcoder", "/about", "/products/laptops", "/products/motherboard-components", "/"]) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test("an unknown page is a real 404 in the site's style; unknown API paths answer JSON", async ({ page, request }) => {
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser reports the 404 it was sent to" });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  await expectAxeClean(page);
  const api = await request.get("/api/no-such-endpoint.php");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: "Not found" });
});

test("robots.txt, sitemap.xml, healthz and the security headers", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/Disallow: \/admin[\s\S]*Disallow: \/api/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/", "/about", "/future", "/privacy", "/terms", "/products/laptop-reviews"]) {
    expect(sitemap).toContain(`<loc>http://127.0.0.1:${process.env.E2E_PORT ?? 3100}${path}</loc>`);
  }
  expect(sitemap).not.toContain("/admin");
  // Company pages carry their content date; catalog and motherboard pages the moment their data last changed.
  const lastmod = (path: string) =>
    new RegExp(`<loc>[^<]*:${process.env.E2E_PORT ?? 3100}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
  for (const path of ["/", "/about", "/contact", "/qrcoder", "/privacy", "/terms"])
    expect(lastmod(path), path).toBe(COMPANY_PAGES_UPDATED_ON);
  for (const path of ["/products", "/products/laptops", "/products/memory-reviews", "/products/motherboard-components"]) {
    expect(lastmod(path), path).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(lastmod(path)!), path).toBeLessThanOrEqual(Date.now());
  }
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: "ok" });
  const home = await request.get("/");
  const headers = home.headers();
  // Home ships no script (decision 016): its policy allows none inline.
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("pages make no request to any other origin", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && !url.protocol.startsWith("data")) foreign.push(r.url());
  });
  for (const path of ["/", "/about", "/future"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(foreign).toEqual([]);
});

test("a public page's CSP lists the hash of each of its inline scripts, so one copy serves everyone and still hydrates", async ({
  request,
  page,
}) => {
  // /contact hydrates; the static pages (decision 016) carry no script at all.
  const first = await request.get("/contact");
  const second = await request.get("/contact");
  expect(second.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=5");
  expect(second.headers()["etag"]).toBe(first.headers()["etag"]);
  expect(second.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
  const html = await second.text();
  expect(html).not.toContain("nonce=");
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes!),
  );
  expect(inline.length).toBeGreaterThan(0);
  const listed = [...(second.headers()["content-security-policy"] ?? "").matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
  const hashes = inline.map(([, , body]) => createHash("sha256").update(body!, "utf8").digest("base64"));
  expect(new Set(listed)).toEqual(new Set(hashes));
  // A client holding this copy is told it is still good.
  const held = await request.get("/contact", { headers: { "If-None-Match": second.headers()["etag"]! } });
  expect(held.status()).toBe(304);
  // The browser runs those scripts (React marks the document once it has hydrated) and the page works.
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForHydration(page);
  await showNumberToggle(page.getByRole("contentinfo")).click();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "(321) 555-0142" })).toBeVisible();
});

test("a hydrating page loads the toast library with its first toast, not with the page", async ({ page, request }) => {
  const loaded: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" || r.resourceType() === "stylesheet") loaded.push(new URL(r.url()).pathname);
  });
  const html = await (await request.get("/qrcoder")).text();
  // sonner writes its stylesheet into one <style> element as it loads; no stylesheet file goes with it.
  const sonnerStyles = () =>
    page.evaluate(
      () => [...document.querySelectorAll("style")].filter((s) => s.textContent?.includes("[data-sonner-toaster]")).length,
    );
  const named = new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  await page.goto("/qrcoder");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // Only what the page's HTML names: no toast code, no toast styles, no toaster.
  expect(loaded.filter((path) => !named.has(path))).toEqual([]);
  await expect(page.locator("section[aria-label^='Notifications']")).toHaveCount(0);
  expect(await sonnerStyles()).toBe(0);

  // Pressed before a code is made (aria-disabled, still focusable): the refusal is a toast.
  await page.getByRole("button", { name: "Download QR Code" }).evaluate((button: HTMLElement) => button.click());
  await expect(page.getByText("Generate a QR code first")).toBeVisible();
  await expect(page.locator("section[aria-label^='Notifications']")).toHaveCount(1);
  const later = loaded.filter((path) => !named.has(path));
  expect(later.some((path) => path.endsWith(".js"))).toBe(true);
  expect(later.some((path) => path.endsWith(".css"))).toBe(false);
  expect(await sonnerStyles()).toBe(1);
});

test("the build's files go out precompressed and cached for a year", async ({ request, page }) => {
  const html = await (await request.get("/contact")).text();
  const script = /<link rel="modulepreload"[^>]*href="(\/assets\/[\w-]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  // What the browser receives: brotli (the copy the build wrote).
  const seen = page.waitForResponse((r) => new URL(r.url()).pathname === script);
  await page.goto("/contact");
  const response = await seen;
  expect(await response.headerValue("content-encoding")).toBe("br");
  expect(await response.headerValue("cache-control")).toBe("public, max-age=31536000, immutable");
  await waitForHydration(page);
  // A client without brotli gets gzip of the same bytes; one that names no coding gets them as they are.
  const gzip = await request.get(script!, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const plain = await request.get(script!, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await gzip.text()).toBe(await plain.text());
});
