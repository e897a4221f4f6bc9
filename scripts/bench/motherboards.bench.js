// Motherboard browser: the components API (answered from the in-process cache) against the
// bare-server ceiling, and the JavaScript a first visit to the components page downloads.
export default async function motherboardsBench(ctx) {
  await ctx.compareWithCeiling(
    "/api/get-motherboard-components.php?motherboard_model=ASUS-ROG-Z790",
    "/api/get-motherboard-components.php?motherboard_model=ASUS-ROG-Z790",
    { connections: 50 },
  );
  await ctx.compareWithCeiling("/products/motherboard-components", "/products/motherboard-components", { connections: 50 });
  await ctx.printJsBudget("/products/motherboard-components", 150);
  await ctx.printJsBudget("/products/motherboard-memory", 150);
}
