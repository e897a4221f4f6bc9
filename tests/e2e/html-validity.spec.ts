import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PUBLIC_PAGES } from "~/content/public-pages";

import { expect, test, waitForHydration } from "./fixtures";

/**
 * The W3C Nu HTML Checker (the vnu-jar package, run on the machine's Java), over every page as
 * served and over pages as the browser holds them after hydration and a toast. It also checks
 * the CSS of <style> elements and style attributes. Its "info" notes (such as the trailing slash
 * React writes on void elements) are not faults; errors and warnings are.
 */
const VNU_JAR = path.join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

function runChecker(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--also-check-css", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`the HTML checker did not run (is Java installed?): ${error.message}`));
        resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      },
    );
  });
}

const faults = (messages: VnuMessage[]) =>
  messages
    .filter((m) => m.type !== "info" || m.subType === "warning")
    .map(
      (m) =>
        `${path.basename(m.url)}: ${m.type}${m.subType ? `/${m.subType}` : ""}: ${m.message}${m.extract ? ` [${m.extract}]` : ""}`,
    );

test.describe("the HTML checker", () => {
  test.setTimeout(180_000);
  let dir: string;
  test.beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-vnu-"));
  });
  test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const fileFor = (page: string, kind: string) => path.join(dir, `${kind}${page.replace(/[^a-z0-9]+/gi, "_")}.html`);

  test("finds no error or warning on any page as served", async ({ request }) => {
    const pages = [...PUBLIC_PAGES.map((p) => p.path), "/diagnosis", "/admin/login", "/no-such-page"];
    const files: string[] = [];
    for (const page of pages) {
      const res = await request.get(page);
      expect([200, 404], page).toContain(res.status());
      const file = fileFor(page, "served");
      fs.writeFileSync(file, await res.text());
      files.push(file);
    }
    const messages = await runChecker(files);
    // Every file was read: the checker notes each one (at least the void-element slashes React writes).
    expect(new Set(messages.map((m) => path.basename(m.url))).size).toBe(files.length);
    expect(faults(messages)).toEqual([]);
  });

  test("finds no error or warning after hydration, with a toast on screen", async ({ page }) => {
    const files: string[] = [];
    for (const url of ["/contact", "/qrcoder", "/products/laptops"]) {
      await page.goto(url);
      if (url === "/products/laptops") {
        await page.getByRole("button", { name: "Refresh Prices" }).click();
        await expect(page.locator("[data-sonner-toast]").first()).toBeVisible({ timeout: 10_000 });
      } else {
        await waitForHydration(page);
      }
      const file = fileFor(url, "hydrated");
      // Without the stylesheet sonner writes into the page as it loads: it is sonner's CSS, not
      // the site's, and the checker's CSS parser rejects its custom properties that hold a bare
      // calculation (valid CSS, read by browsers). The toast's markup is still checked.
      const html = await page.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        for (const style of copy.querySelectorAll("style"))
          if (style.textContent?.includes("[data-sonner-toaster]")) style.remove();
        return copy.outerHTML;
      });
      fs.writeFileSync(file, `<!DOCTYPE html>${html}`);
      files.push(file);
    }
    expect(faults(await runChecker(files))).toEqual([]);
  });
});
