import { PNG } from "pngjs";

import { SEED_PRODUCTS } from "../../app/db/seed/products-data";

import { expect, expectAxeClean, test } from "./fixtures";

const API = "**/api/enhanced-get-products.php?category=*";
const seeded = (category: string) => SEED_PRODUCTS.filter((p) => p.category === category);
const year = () => Number(new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric" }).format(new Date()));

test.describe("listing pages", () => {
  test("render the seeded products on the server, with no skeleton", async ({ page, request }) => {
    const html = await (await request.get("/products/laptops")).text();
    for (const p of seeded("laptops")) expect(html).toContain(p.name.replace(/&/g, "&amp;"));
    expect(html).not.toContain('data-testid="product-skeleton"');

    let apiCalls = 0;
    await page.route(API, (route) => {
      apiCalls += 1;
      return route.continue();
    });
    await page.goto("/products/laptops");
    await expect(page.getByTestId("product-card")).toHaveCount(seeded("laptops").length);
    const buy = page
      .getByTestId("product-card")
      .first()
      .getByRole("link", { name: /View on Amazon/ });
    await expect(buy).toHaveAttribute("target", "_blank");
    await expect(buy).toHaveAttribute("rel", "sponsored noopener noreferrer");
    await expect(buy).toHaveAttribute("href", /^https:\/\/www\.amazon\.com\/.+tag=/);
    await expect(page.getByText("As an Amazon Associate I earn from qualifying purchases.").first()).toBeVisible();
    expect(apiCalls).toBe(0);
    await expectAxeClean(page);
  });

  test("Refresh Prices shows Refreshing... and then the success toast", async ({ page }) => {
    await page.goto("/products/monitors");
    // The refresh's request is held until the in-between state has been seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(API, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Refresh Prices" }).click();
    await expect(page.getByRole("button", { name: "Refreshing..." })).toBeDisabled();
    await expect(page.getByText("Refreshing Products")).toBeVisible();
    await expect(page.getByText("Updating product information...")).toBeVisible();
    release();
    await expect(page.getByText("Products Refreshed")).toBeVisible();
    await expect(page.getByText("Latest monitor prices loaded.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Prices" })).toBeEnabled();
    await expect(page.getByTestId("product-card")).toHaveCount(seeded("monitors").length);
  });

  test("a failed refresh keeps the list on screen and says so; an empty answer falls back to the local list", async ({
    page,
  }) => {
    await page.goto("/products/mice");
    await expect(page.getByTestId("product-card")).toHaveCount(seeded("mice").length);
    await page.route(API, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"error":"database offline"}' }),
    );
    await page.getByRole("button", { name: "Refresh Prices" }).click();
    await expect(page.getByText("Failed to refresh products. Please try again later.")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText("The prices could not be refreshed just now")).toBeVisible();
    await expect(page.getByTestId("product-card")).toHaveCount(seeded("mice").length);

    await page.unroute(API);
    await page.route(API, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }));
    await page.getByRole("button", { name: "Refresh Prices" }).click();
    await expect(page.getByTestId("product-card")).toHaveCount(3, { timeout: 10_000 });
    for (const p of seeded("mice").slice(0, 3)) await expect(page.getByRole("heading", { name: p.name })).toBeVisible();
    await expect(page.getByText("The prices could not be refreshed just now")).toHaveCount(0);
  });

  test("keyboards has no fallback list", async ({ page }) => {
    await page.goto("/products/keyboards");
    await page.route(API, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }));
    await page.getByRole("button", { name: "Refresh Prices" }).click();
    await expect(page.getByText("No keyboards are available right now. Please try Refresh Prices again later.")).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByTestId("product-card")).toHaveCount(0);
  });

  test("memory listing has its own title and expands one item at a time", async ({ page }) => {
    await page.goto("/products/memory");
    // The "Best Memory Modules" title belongs to the memory review page; the listing reads like the other five.
    await expect(page).toHaveTitle("Memory: Our Top Picks | Space Coast PC");
    await expect(page.getByRole("heading", { level: 1, name: "Memory: Our Top Picks" })).toBeVisible();
    const toggles = page.getByRole("button", { name: /Show Details|Hide Details/ });
    await toggles.nth(0).click();
    await expect(toggles.nth(0)).toHaveAttribute("aria-expanded", "true");
    await toggles.nth(1).click();
    await expect(toggles.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(toggles.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(seeded("memory")[1]!.description)).toBeVisible();
    await expectAxeClean(page);
  });
});

test.describe("review pages", () => {
  test("show the heading, disclosure and five ranked cards with matching badges and stars", async ({ page }) => {
    await page.goto("/products/laptop-reviews");
    await expect(page).toHaveTitle(`Best Laptops of ${year()} - Performance Reviews`);
    await expect(page.getByRole("heading", { level: 1, name: `Best Laptops of ${year()}` })).toBeVisible();
    await expect(page.getByText(/^Reviews updated .+, Pricing verified daily, Live Amazon ratings$/)).toBeVisible();
    await expect(page.getByText("As an Amazon Associate I earn from qualifying purchases.").first()).toBeVisible();

    const cards = page.getByTestId("review-card");
    await expect(cards).toHaveCount(5);
    const top5 = seeded("laptops").slice(0, 5);
    const expectedBadge = (rank: number, tier: string) =>
      rank === 0 ? "Editor's Choice" : tier === "budget" ? "Best Value" : tier === "premium" ? "Performance King" : null;
    for (const [rank, p] of top5.entries()) {
      const card = cards.nth(rank);
      await expect(card.getByRole("heading", { name: p.name })).toBeVisible();
      const badge = expectedBadge(rank, p.priceTier);
      if (badge) await expect(card.getByTestId("badge")).toHaveText([badge]);
      else await expect(card.getByTestId("badge")).toHaveCount(0);
      await expect(card.getByRole("img", { name: `Rated ${p.rating.toFixed(1)} out of 5` })).toBeVisible();
      const stars = Math.floor(p.rating) + (p.rating % 1 >= 0.5 ? 0.5 : 0);
      await expect(card.getByRole("img", { name: /^Rated/ })).toHaveAttribute("data-stars", String(stars));
    }
    await expectAxeClean(page);
  });

  test("the stars are drawn as rated: whole ones amber, a half one amber on its left, the rest slate", async ({ page }) => {
    await page.goto("/products/laptop-reviews");
    const p = seeded("laptops")[0];
    const rating = page
      .getByTestId("review-card")
      .first()
      .getByRole("img", { name: /^Rated/ });
    const full = Math.floor(p.rating);
    const half = p.rating % 1 >= 0.5;
    expect(half, "the first laptop's rating should have a half star for this test to see one").toBe(true);
    const picture = PNG.sync.read(await rating.screenshot({ animations: "disabled" }));
    // Five square cells; the screenshot may take in one more column where the box starts mid-pixel.
    const size = picture.height;
    expect(Math.abs(picture.width - size * 5)).toBeLessThanOrEqual(1);
    const colourAt = (x: number) => {
      const i = (Math.round(size * 0.55) * picture.width + Math.round(x)) * 4;
      const [r, g, b] = [picture.data[i], picture.data[i + 1], picture.data[i + 2]];
      if (r > 200 && g > 120 && g < 190 && b < 80) return "amber";
      if (b > 190 && r > 170 && r < 225) return "slate";
      return `rgb(${r}, ${g}, ${b})`;
    };
    for (let star = 0; star < 5; star++) {
      const left = colourAt((star + 0.35) * size);
      const right = colourAt((star + 0.65) * size);
      const expected = star < full ? ["amber", "amber"] : star === full && half ? ["amber", "slate"] : ["slate", "slate"];
      expect([left, right], `star ${star + 1} of a ${p.rating} rating`).toEqual(expected);
    }
  });

  test("expand and collapse one card at a time by mouse and keyboard", async ({ page }) => {
    await page.goto("/products/hard-drive-reviews");
    const cards = page.getByTestId("review-card");
    const [first, second] = seeded("hard-drives");

    await cards.nth(0).getByRole("heading", { name: first!.name }).click();
    await expect(cards.nth(0)).toHaveAttribute("data-expanded", "true");
    await expect(cards.nth(0).getByRole("heading", { name: "What We Liked" })).toBeVisible();
    await expect(cards.nth(0).getByRole("heading", { name: "Room for Improvement" })).toBeVisible();
    await expect(cards.nth(0).getByText("Best For:")).toBeVisible();
    await expect(cards.nth(0).getByText("Live Price")).toBeVisible();
    // Rank 0 and premium: Editor's Choice in the header, Performance King aside.
    await expect(cards.nth(0).getByTestId("side-badges")).toHaveText("Performance King");
    await expectAxeClean(page);

    await cards.nth(1).getByRole("heading", { name: second!.name }).click();
    await expect(cards.nth(0)).toHaveAttribute("data-expanded", "false");
    await expect(cards.nth(1)).toHaveAttribute("data-expanded", "true");
    await cards.nth(1).getByRole("heading", { name: second!.name }).click();
    await expect(cards.nth(1)).toHaveAttribute("data-expanded", "false");

    const readMore = cards.nth(2).getByRole("button", { name: /Read Full Review/ });
    await readMore.focus();
    await page.keyboard.press("Enter");
    await expect(cards.nth(2)).toHaveAttribute("data-expanded", "true");
    const close = cards.nth(2).getByRole("button", { name: /^Close review of / });
    await expect(close).toBeFocused();
    await page.keyboard.press("Space");
    await expect(cards.nth(2)).toHaveAttribute("data-expanded", "false");
    await expect(cards.nth(2).getByRole("button", { name: /Read Full Review/ })).toBeFocused();
  });

  test("carry JSON-LD of Products with the site's own reviews and no aggregate rating", async ({ page }) => {
    await page.goto("/products/mice-reviews");
    const raw = await page.locator('script[type="application/ld+json"]').last().textContent();
    const ld = JSON.parse(raw!);
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement).toHaveLength(5);
    const item = ld.itemListElement[0].item;
    expect(item["@type"]).toBe("Product");
    expect(item.name).toBe(seeded("mice")[0]!.name);
    expect(item.review["@type"]).toBe("Review");
    expect(item.review.author["@type"]).toBe("Organization");
    expect(item.review.reviewRating.ratingValue).toBe(seeded("mice")[0]!.rating);
    expect(raw).not.toContain("aggregateRating");
  });

  test("a client navigation's data follows its page's cache rule: shared without cookies, private with one", async ({
    request,
  }) => {
    const shared = await request.get("/products/monitor-reviews.data");
    expect(shared.status()).toBe(200);
    expect(shared.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=5");
    const signedIn = await request.get("/products/monitor-reviews.data", { headers: { cookie: "site_visit=1" } });
    expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
  });

  test("a review page lists its inline scripts by hash, not by a nonce", async ({ request }) => {
    const res = await request.get("/products/monitor-reviews");
    expect(res.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=5");
    expect(res.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'wasm-unsafe-eval'/);
    expect(await res.text()).not.toContain("nonce=");
  });

  test("the products index links every listing, review and motherboard page", async ({ page }) => {
    await page.goto("/products");
    const main = page.locator("#main");
    const links: Array<[string, string]> = [
      ["Shop Laptops", "/products/laptops"],
      ["Storage Reviews", "/products/hard-drive-reviews"],
      ["Shop Memory", "/products/memory"],
      ["Memory Reviews", "/products/memory-reviews"],
      ["Tech Center", "/products/motherboard-components"],
      ["Motherboard Memory", "/products/motherboard-memory"],
    ];
    for (const [name, href] of links) await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expect(main.getByRole("link", { name: /^Shop / })).toHaveCount(6);
    await expectAxeClean(page);

    // Client-side navigation loads the review page's data without a full reload.
    await main.getByRole("link", { name: "Mice Reviews", exact: true }).click();
    await expect(page).toHaveURL(/\/products\/mice-reviews$/);
    await expect(page.getByRole("heading", { level: 1, name: `Best Mice of ${year()}` })).toBeVisible();
    await expect(page.getByTestId("review-card")).toHaveCount(5);
    await expect(page).toHaveTitle(`Best Mice of ${year()} - Performance Reviews`);
  });
});

test.describe("product API over HTTP", () => {
  test("answers the spec's shapes, 400s, ETag and 304", async ({ request }) => {
    const res = await request.get("/api/enhanced-get-products.php?category=laptops");
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body[0].features).toBe(seeded("laptops")[0]!.features.join("|||"));
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    const gz = await request.get("/api/enhanced-get-products.php?category=laptops", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers()["content-encoding"]).toBe("gzip");
    expect(await gz.json()).toEqual(body);
    const etag = res.headers()["etag"]!;
    expect(res.headers()["cache-control"]).toContain("s-maxage=");
    const again = await request.get("/api/enhanced-get-products.php?category=laptops", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);

    const admin = await request.get("/api/get-products.php?category=memory");
    expect((await admin.json())[0].features).toEqual(seeded("memory")[0]!.features);

    const bad = await request.get("/api/get-products.php?category=toasters");
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toContain("Unknown category");
    const missing = await request.get("/api/enhanced-get-products.php");
    expect(missing.status()).toBe(400);
  });
});
