// First-visit JavaScript per page: the gzipped bytes of every script a first visit loads (the
// entry and every modulepreload, as gzippedJsFor counts them), against each page's target.
// Static pages aim at no script at all. A missed target fails `npm run bench` (exit code 1).
const PAGES = [
  ["/", 0],
  ["/about", 0],
  ["/privacy", 0],
  ["/terms", 0],
  ["/products", 0],
  ["/no-such-page", 0],
  ["/contact", 125],
  ["/diagnosis", 125],
  ["/qrcoder", 150],
  ["/products/laptops", 120],
  ["/products/laptop-reviews", 120],
  ["/products/motherboard-components", 150],
];

export default async function jsBench(ctx) {
  const rows = [];
  for (const [page, targetKb] of PAGES) {
    const { bytes, files } = await ctx.gzippedJsFor(page);
    rows.push({ page, kb: bytes / 1024, files, targetKb });
  }
  console.log(`${"page".padEnd(36)} ${"first-visit JS".padStart(14)} ${"files".padStart(5)} ${"target".padStart(8)}`);
  for (const { page, kb, files, targetKb } of rows) {
    const over = kb > targetKb + 0.05;
    console.log(
      `${page.padEnd(36)} ${`${kb.toFixed(1)} KB`.padStart(14)} ${String(files).padStart(5)} ${`≤ ${targetKb} KB`.padStart(8)}${over ? "  over" : ""}`,
    );
  }
  const missed = rows.filter((r) => r.kb > r.targetKb + 0.05);
  ctx.print("first-visit JS targets", missed.length === 0 ? "all met" : `MISSED on ${missed.length} of ${rows.length}`);
  if (missed.length > 0) process.exitCode = 1;
}
