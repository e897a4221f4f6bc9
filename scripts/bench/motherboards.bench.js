// Motherboard browser: both read APIs and the components page on the origin alone, beside a stock
// React Router 7 Express server on the same build in the same run (first-visit JS is in js.bench.js).
export default async function motherboardsBench(ctx) {
  await ctx.compareWithStock("/api/get-motherboard-models.php", "/api/get-motherboard-models.php");
  await ctx.compareWithStock(
    "/api/get-motherboard-components.php?motherboard_model=ASUS-ROG-Z790",
    "/api/get-motherboard-components.php?motherboard_model=ASUS-ROG-Z790",
  );
  await ctx.compareWithStock("/products/motherboard-components", "/products/motherboard-components");
}
