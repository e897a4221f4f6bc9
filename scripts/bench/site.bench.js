// Foundation pages: throughput against the bare-server ceiling (first-visit JS: js.bench.js).
// And the largest file every hydrating page loads, React's framework chunk: the build's
// precompressed copy answered from memory (server/static-assets.ts) against the same ceiling.
export default async function siteBench(ctx) {
  await ctx.compareWithCeiling("/", "/", { connections: 50, target: 0.15 });
  await ctx.compareWithCeiling("/about", "/about", { connections: 50 });
  const html = await (await fetch(`${ctx.baseUrl}/contact`)).text();
  const framework = /href="(\/assets\/framework-[\w-]+\.js)"/.exec(html)?.[1];
  if (!framework) throw new Error("/contact names no framework chunk");
  await ctx.compareWithCeiling("framework script", framework, { connections: 50 });
}
