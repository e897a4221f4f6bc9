// Lighthouse (mobile preset, its default simulated throttling) against the production server
// on loopback, driving Debian's chromium. Targets: performance ≥ 95,
// accessibility 100, best practices ≥ 95, SEO 100 on every page below.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.js";

const PAGES = ["/", "/about", "/qrcoder", "/contact", "/products/laptops", "/products/laptop-reviews"];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 };
export default async function lighthouseBench(ctx) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: "silent",
  });
  const misses = [];
  try {
    for (const page of PAGES) {
      // Warm the page cache first: the figure should be the steady state a visitor meets.
      await (await fetch(ctx.baseUrl + page)).arrayBuffer();
      const result = await lighthouse(ctx.baseUrl + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(TARGETS),
      });
      const { categories, audits } = result.lhr;
      const scores = Object.keys(TARGETS).map((id) => {
        const score = Math.round((categories[id]?.score ?? 0) * 100);
        if (score < TARGETS[id]) {
          // Name what stands in the way: the failing audits of that category.
          const failing = categories[id].auditRefs
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
            .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? Math.round(audits[ref.id].score * 100)})`);
          misses.push(`${page} ${id} ${score}: ${failing.join(", ")}`);
        }
        return `${score}`;
      });
      ctx.print(`Lighthouse ${page} perf | a11y | best practices | SEO`, scores.join(" | "));
    }
  } finally {
    await chrome.kill();
  }
  ctx.print(
    "Lighthouse targets (perf ≥ 95, a11y 100, best practices ≥ 95, SEO 100)",
    misses.length === 0 ? "all met" : `MISSED on ${misses.length}`,
  );
  for (const miss of misses) console.log(`  ${miss}`);
}
