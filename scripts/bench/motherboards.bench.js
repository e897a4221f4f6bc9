// Motherboard browser: both read APIs (pre-encoded bodies answered ahead of Express) against the
// bare-server ceiling and the components page (first-visit JS is in js.bench.js).
export default async function motherboardsBench(ctx) {
  await ctx.compareWithCeiling("/api/get-motherboard-models.php", "/api/get-motherboard-models.php", {
    connections: 50,
    target: 0.5,
  });
  await ctx.compareWithCeiling(
    "/api/get-motherboard-components.php?motherboard_model=ASUS-ROG-Z790",
    "/api/get-motherboard-components.php?motherboard_model=ASUS-ROG-Z790",
    { connections: 50, target: 0.5 },
  );
  await ctx.compareWithCeiling("/products/motherboard-components", "/products/motherboard-components", { connections: 50 });
}
