import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Page } from "@playwright/test";

import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect, expectAxeClean, test } from "./fixtures";
import { freeLoopbackPort } from "../net";
import { startServer, waitForHealthy } from "./process";

async function signIn(page: Page, next = "/admin/leads") {
  await page.goto(next);
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

test.describe("admin sign-in and leads", () => {
  test("signed-out visitors are sent to the sign-in page and write APIs answer 401", async ({ page, request }) => {
    await page.goto("/admin/leads");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fleads$/);
    await expect(page.getByRole("heading", { name: "Admin sign-in" })).toBeVisible();
    await expectAxeClean(page);
    const csv = await request.get("/admin/leads.csv", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    const robots = await page.locator('meta[name="robots"]').getAttribute("content");
    expect(robots).toContain("noindex");
  });

  test("a wrong password is refused with an announced error; the right one signs in", async ({ page }) => {
    test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the 401 answer" });
    await page.goto("/admin/login");
    await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("That e-mail and password do not match an account.");
    await expect(page.getByLabel("Password")).toBeFocused();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "admin_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
  });

  test("leads show newest first, open on their own page, move and export, and sign-out ends the session", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    // Two people: one person's second request while their lead is open would be a follow-up on it.
    for (const [issue, description, email, phone] of [
      ["slow", `Laptop takes ages to boot ${stamp}`, `jordan.lee.${stamp}@example.com`, ""],
      ["virus", `Pop-ups everywhere ${stamp}`, "jordan.lee@example.com", "321-555-0188"],
    ]) {
      const r = await request.post("/api/diagnose.php", {
        data: {
          issue,
          description,
          userInfo: {
            name: "Jordan Lee",
            email,
            phone,
            timestamp: new Date().toISOString(),
          },
        },
      });
      expect(r.status()).toBe(201);
    }
    await signIn(page);
    const first = page.getByRole("article").first();
    await expect(first).toContainText(`Pop-ups everywhere ${stamp}`);
    await expectAxeClean(page);

    await first.getByRole("link", { name: "Virus, malware or pop-ups — Jordan Lee" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/\d+$/);
    await expect(page.getByRole("link", { name: "jordan.lee@example.com" })).toHaveAttribute(
      "href",
      "mailto:jordan.lee@example.com",
    );
    await page.getByRole("radio", { name: "Done" }).check();
    await page.getByRole("button", { name: "Move lead" }).click();
    await expect(page.getByRole("status")).toHaveText("Moved from New to Done.");
    await page.getByRole("link", { name: "All leads" }).click();
    await page.getByRole("link", { name: /^New \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?stage=new$/);
    await expect(page.getByText(`Pop-ups everywhere ${stamp}`)).toHaveCount(0);
    await expect(page.getByText(`Laptop takes ages to boot ${stamp}`)).toBeVisible();

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv).toContain(
      '"Received","Stage","Issue","Description","Name","Email","Phone","Registered","Stage since","Lost reason","Booking day","Booking window"',
    );
    expect(csv).toContain(`"done","Virus, malware or pop-ups","Pop-ups everywhere ${stamp}","Jordan Lee"`);
    expect(csv).toContain('"Jordan Lee","jordan.lee@example.com","321-555-0188",');

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/leads");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  });

  test("a sign-in form posted from another site is refused", async ({ request }) => {
    const r = await request.post("/admin/login", {
      form: { email: E2E_OWNER_EMAIL, password: E2E_ADMIN_PASSWORD },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    // React Router refuses a mismatched Origin before our own check (400); either way, no session.
    expect([400, 403]).toContain(r.status());
    expect(r.headers()["set-cookie"]).toBeUndefined();
  });

  test("more than 5 failed sign-ins from one address in 15 minutes get 429", async ({ page }) => {
    test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the 401/429 answers" });
    // Its own server, so the failures do not lock the suite's other tests out.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-auth-"));
    const port = await freeLoopbackPort();
    const s = startServer({ PORT: String(port), DATABASE_URL: `file:${dir}/site.db`, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD });
    try {
      await waitForHealthy(port, s.child);
      await page.goto(`http://127.0.0.1:${port}/admin/login`);
      for (let i = 0; i < 5; i++) {
        await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
        await page.getByLabel("Password").fill(`wrong-${i}`);
        await page.getByRole("button", { name: "Sign in" }).click();
        await expect(page.getByRole("alert")).toHaveText("That e-mail and password do not match an account.");
      }
      await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
      await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "Too many failed sign-ins from your address or for this account. Please wait 15 minutes and try again.",
      );
      await expect(page).toHaveURL(/\/admin\/login/);
      expect(s.output().stdout).not.toContain('127.0.0.1"');
    } finally {
      s.child.kill("SIGTERM");
      await s.exited;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
