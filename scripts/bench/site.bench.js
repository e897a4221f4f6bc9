// Foundation pages: throughput against the bare-server ceiling, and first-visit JS size.
export default async function siteBench(ctx) {
  await ctx.compareWithCeiling("/", "/", { connections: 50, target: 0.15 });
  await ctx.compareWithCeiling("/about", "/about", { connections: 50 });
  for (const page of ["/", "/about", "/future", "/privacy", "/terms"]) {
    await ctx.printJsBudget(page, 140);
  }
}
