// Catalog: a review page and the listing API against the bare-server ceiling, and the
// first-visit JS of a review and a listing page (issue 3 targets: API ≥ 40 %, review page
// ≥ 15 %, ≤ 150 KB gzipped JS).
export default async function catalogBench(ctx) {
  // Warm both caches so the figures measure steady state, not the first render.
  await fetch(`${ctx.baseUrl}/products/laptop-reviews`);
  await fetch(`${ctx.baseUrl}/api/enhanced-get-products.php?category=laptops`);
  await ctx.compareWithCeiling("review page /products/laptop-reviews", "/products/laptop-reviews", {
    connections: 50,
    target: 0.15,
  });
  await ctx.compareWithCeiling(
    "API /api/enhanced-get-products.php?category=laptops",
    "/api/enhanced-get-products.php?category=laptops",
    {
      connections: 50,
      target: 0.4,
    },
  );
  await ctx.printJsBudget("/products/laptop-reviews", 150);
  await ctx.printJsBudget("/products/laptops", 150);
}
