// Catalog: a review page and both product APIs on the origin alone, beside a stock React Router 7
// Express server on the same build in the same run (target: not slower, within the run's noise;
// first-visit JS is in js.bench.js, the cached page behind nginx in proxy.bench.js).
export default async function catalogBench(ctx) {
  // Warm the caches so the figures measure steady state, not the first render.
  await fetch(`${ctx.baseUrl}/products/laptop-reviews`);
  await fetch(`${ctx.baseUrl}/api/enhanced-get-products.php?category=laptops`);
  await fetch(`${ctx.baseUrl}/api/get-products.php?category=laptops`);
  await ctx.compareWithStock("review page /products/laptop-reviews", "/products/laptop-reviews");
  for (const api of ["enhanced-get-products", "get-products"]) {
    const path = `/api/${api}.php?category=laptops`;
    await ctx.compareWithStock(`API ${path}`, path);
  }
}
