// Foundation pages: throughput against the bare-server ceiling (first-visit JS: js.bench.js).
export default async function siteBench(ctx) {
  await ctx.compareWithCeiling("/", "/", { connections: 50, target: 0.15 });
  await ctx.compareWithCeiling("/about", "/about", { connections: 50 });
}
