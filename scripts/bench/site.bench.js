// Foundation pages on the origin alone (no proxy), beside a stock React Router 7 Express server
// on the same build in the same run (first-visit JS: js.bench.js; behind nginx: proxy.bench.js).
// Each is rendered afresh for every request: a cache in front is the proxy's job.
// And the largest file every hydrating page loads, the framework chunk (the build's precompressed
// copy, served by express-static-gzip), against the bare-server ceiling.
export default async function siteBench(ctx) {
  await ctx.compareWithStock("/", "/");
  await ctx.compareWithStock("/about", "/about");
  const html = await (await fetch(`${ctx.baseUrl}/contact`)).text();
  const framework = /href="(\/assets\/framework-[\w-]+\.js)"/.exec(html)?.[1];
  if (!framework) throw new Error("/contact names no framework chunk");
  await ctx.compareWithCeiling("framework script", framework, { connections: 50 });
}
