import { describe, expect, it } from "vitest";

import { createHeadTransform, lowerModulePreloadPriority } from "./head-transform.server";

async function run(chunks: Array<string | Buffer>): Promise<string> {
  const t = createHeadTransform();
  const out: Buffer[] = [];
  t.on("data", (c: Buffer) => out.push(c));
  const ended = new Promise((r) => t.on("end", r));
  for (const c of chunks) t.write(typeof c === "string" ? Buffer.from(c) : c);
  t.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

const DOC =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce="n"/>' +
  '<link rel="modulepreload" fetchpriority="high" href="/y.js"/></head><body><p>rel="modulepreload" stays as text — é</p></body></html>';

describe("head transform", () => {
  it("lowers the priority of module preloads in <head> only, once, leaving explicit priorities", () => {
    const out = lowerModulePreloadPriority(
      '<link rel="modulepreload" href="/x.js"/><link rel="modulepreload" fetchpriority="high" href="/y.js"/>',
    );
    expect(out).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/><link rel="modulepreload" fetchpriority="high" href="/y.js"/>',
    );
  });

  it.each([1, 3, 7, 64])(
    "gives the same document whatever the chunk size (%i bytes), split characters included",
    async (size) => {
      const bytes = Buffer.from(DOC);
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await run(chunks)).toBe(
        DOC.replace('<link rel="modulepreload" href="/x.js"', '<link rel="modulepreload" fetchpriority="low" href="/x.js"'),
      );
    },
  );

  it("passes a document without </head> through unchanged", async () => {
    expect(await run(["<p>partial", " document</p>"])).toBe("<p>partial document</p>");
  });
});
