// What an attacker chooses: 16 KB strings built to make backtracking patterns slow, given to
// every validator (tests/hostile-input-cases.ts), and 100,000 distinct client addresses given
// to a rate limiter. The unit tests check the answers; this times them. Targets: every
// validator answers every hostile string in under 5 ms (fastest of five runs, so a busy machine
// does not decide); the limiter takes 100,000 addresses in under 1 s. Each is printed beside a
// baseline of the same run: the validators on a plain 16 KB string, and a bare Map.
import { performance } from "node:perf_hooks";

import fc from "fast-check";
import { tsImport } from "tsx/esm/api";

const BUDGET_MS = 5;

function fastestMs(run) {
  run();
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

export default async function hostileBench(ctx) {
  const { HOSTILE_LENGTH, KNOWN_WORST, VALIDATORS, describeValue, hostile } = await tsImport(
    "../../tests/hostile-input-cases.ts",
    import.meta.url,
  );
  const samples = [...KNOWN_WORST, ...fc.sample(hostile, { numRuns: 40, seed: 20261126 })];
  const plain = "a".repeat(HOSTILE_LENGTH);
  let worst = { ms: 0, name: "", value: "" };
  let plainWorst = 0;
  for (const [name, validate] of VALIDATORS) {
    plainWorst = Math.max(
      plainWorst,
      fastestMs(() => validate(plain)),
    );
    for (const value of samples) {
      const ms = fastestMs(() => validate(value));
      if (ms > worst.ms) worst = { ms, name, value };
    }
  }
  ctx.print(`hostile: slowest validator on a plain 16 KB string, ms (baseline)`, plainWorst.toFixed(2));
  ctx.print(
    `hostile: slowest validator on ${samples.length} hostile strings, ms (target < ${BUDGET_MS})`,
    `${worst.ms.toFixed(2)} (${worst.name}: ${describeValue(worst.value)})${worst.ms >= BUDGET_MS ? "  OVER TARGET" : ""}`,
  );
  if (worst.ms >= BUDGET_MS) process.exitCode = 1;

  const { createRateLimiter } = await tsImport("../../app/lib/rate-limit.server.ts", import.meta.url);
  const keys = Array.from({ length: 100_000 }, (_, i) => `198.51.${i >> 8}.${i & 255}-${i}`);
  const limiterMs = fastestMs(() => {
    const limiter = createRateLimiter({ limit: 10, windowMs: 60_000, maxKeys: 10_000 });
    for (let i = 0; i < keys.length; i++) limiter.check(keys[i], 1000 + i / 100);
    if (limiter.size() !== 10_000) throw new Error("the limiter kept more than its maximum");
  });
  const mapMs = fastestMs(() => {
    const map = new Map();
    for (let i = 0; i < keys.length; i++) map.set(keys[i], i);
  });
  ctx.print("hostile: 100,000 distinct addresses into a bare Map, ms (baseline)", mapMs.toFixed(1));
  ctx.print(
    "hostile: 100,000 distinct addresses into the rate limiter, ms (target < 1000)",
    `${limiterMs.toFixed(1)} (${(limiterMs / mapMs).toFixed(1)}x the Map)${limiterMs >= 1000 ? "  OVER TARGET" : ""}`,
  );
  if (limiterMs >= 1000) process.exitCode = 1;
}
