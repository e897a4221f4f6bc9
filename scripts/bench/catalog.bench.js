// Catalog: a review page and both product APIs against the bare-server ceiling (targets: APIs
// ≥ 40 %, review page ≥ 15 %; first-visit JS is in js.bench.js).
export default async function catalogBench(ctx) {
  // Warm the caches so the figures measure steady state, not the first render.
  await fetch(`${ctx.baseUrl}/products/laptop-reviews`);
  await fetch(`${ctx.baseUrl}/api/enhanced-get-products.php?category=laptops`);
  await fetch(`${ctx.baseUrl}/api/get-products.php?category=laptops`);
  await ctx.compareWithCeiling("review page /products/laptop-reviews", "/products/laptop-reviews", {
    connections: 50,
    target: 0.15,
  });
  for (const api of ["enhanced-get-products", "get-products"]) {
    const path = `/api/${api}.php?category=laptops`;
    await ctx.compareWithCeiling(`API ${path}`, path, { connections: 50, target: 0.4 });
  }
}
