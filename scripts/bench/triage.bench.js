// The triage engine against the labelled visitor texts (tests/fixtures/diagnosis-cases*.jsonl and
// the shared public ones): top-1 and top-3 accuracy, stop-warning recall and false alarms, beside a
// baseline of the same run that ranks by the picked issue alone (the engine given no words).
// Targets: top-3 ≥ 85 %, stop recall 100 %, stop false alarms ≤ 5 %; a miss exits 1.
// Pure computation: it needs no server or build.
import { performance } from "node:perf_hooks";

import { tsImport } from "tsx/esm/api";

export const needsServer = false;

const pct = (x) => `${(x * 100).toFixed(1)} %`;

export default async function triageBench(ctx) {
  const { loadCases, score, meetsTargets, TARGETS } = await tsImport("../../tests/triage-cases.ts", import.meta.url);
  const { catalogueEngine } = await tsImport("../../app/features/diagnosis/triage/catalogue-engine.ts", import.meta.url);
  const engine = catalogueEngine();
  const now = new Date();
  const cases = loadCases();

  const started = performance.now();
  const engineScore = score(cases, (c) => {
    const r = engine.triage({ issue: c.issue, description: c.description, answers: {} }, now);
    return { ranked: r.causes.map((x) => x.id), stop: r.stop !== null };
  });
  const msPerCase = (performance.now() - started) / cases.length;
  const baseline = score(cases, (c) => {
    const r = engine.triage({ issue: c.issue, description: "", answers: {} }, now);
    return { ranked: r.causes.map((x) => x.id), stop: false };
  });

  ctx.print("labelled cases", String(cases.length));
  ctx.print("top-1: engine | by picked issue alone", `${pct(engineScore.top1)} | ${pct(baseline.top1)}`);
  ctx.print(
    `top-3 (target ≥ ${pct(TARGETS.top3)}): engine | by picked issue alone`,
    `${pct(engineScore.top3)} | ${pct(baseline.top3)}`,
  );
  ctx.print("stop-warning recall (target 100 %)", pct(engineScore.stopRecall));
  ctx.print(`stop false alarms (target ≤ ${pct(TARGETS.stopFalseAlarms)})`, pct(engineScore.stopFalseAlarms));
  ctx.print("engine time per case (ms)", msPerCase.toFixed(2));
  if (engineScore.misses.length > 0) ctx.print("cases missed (top-3 or stop)", engineScore.misses.join(" "));
  if (!meetsTargets(engineScore)) {
    ctx.print("triage", "BELOW TARGET");
    process.exitCode = 1;
  }
}
