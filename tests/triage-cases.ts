// The labelled visitor texts the triage engine is measured on, and the measure itself: shared by
// the accuracy test and `npm run bench triage`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { z } from "zod";

import { ISSUE_TYPES } from "~/content/diagnosis";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The project's own cases, and the shared public ones when the shared folder is beside the project. */
export const CASE_FILES = [
  path.join(root, "tests/fixtures/diagnosis-cases.jsonl"),
  path.join(root, "tests/fixtures/diagnosis-cases-holdout.jsonl"),
  path.join(root, "tests/fixtures/diagnosis-cases-blind.jsonl"),
  path.join(root, "tests/fixtures/diagnosis-cases-blind2.jsonl"),
  path.join(root, "tests/fixtures/diagnosis-cases-blind3.jsonl"),
  path.join(root, "tests/fixtures/diagnosis-cases-blind4.jsonl"),
  path.join(root, "tests/fixtures/diagnosis-cases-blind5.jsonl"),
  path.join(root, "tests/fixtures/diagnosis-cases-blind6.jsonl"),
  path.join(root, "../shared/design/diagnosis-cases-public.jsonl"),
];

const CaseSchema = z.object({
  id: z.string().min(1),
  issue: z.enum(ISSUE_TYPES).nullable(),
  description: z.string().min(1),
  expected: z.array(z.string()).min(1),
  stop: z.boolean(),
});

export type LabelledCase = z.infer<typeof CaseSchema>;

export function loadCases(files: readonly string[] = CASE_FILES): LabelledCase[] {
  const cases: LabelledCase[] = [];
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const [i, line] of fs.readFileSync(file, "utf8").split("\n").entries()) {
      if (!line.trim()) continue;
      const parsed = CaseSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path.basename(file)} line ${i + 1}: ${parsed.error.message}`);
      cases.push(parsed.data);
    }
  }
  return cases;
}

/** What a ranker answers for one case: cause ids best first, and whether it leads with a stop warning. */
export type Ranker = (c: LabelledCase) => { ranked: string[]; stop: boolean };

export interface Score {
  cases: number;
  top1: number;
  top3: number;
  /** Of the cases that need a stop warning, the share that got one. */
  stopRecall: number;
  /** Of the cases that need none, the share that got one. */
  stopFalseAlarms: number;
  misses: string[];
}

/** A case is right at top-k when one of its expected causes is among the first k. */
export function score(cases: readonly LabelledCase[], rank: Ranker): Score {
  let top1 = 0;
  let top3 = 0;
  let stopNeeded = 0;
  let stopGiven = 0;
  let calm = 0;
  let falseAlarms = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const { ranked, stop } = rank(c);
    if (c.expected.includes(ranked[0]!)) top1++;
    const inTop3 = ranked.slice(0, 3).some((id) => c.expected.includes(id));
    if (inTop3) top3++;
    if (c.stop) {
      stopNeeded++;
      if (stop) stopGiven++;
    } else {
      calm++;
      if (stop) falseAlarms++;
    }
    if (!inTop3 || stop !== c.stop) misses.push(c.id);
  }
  const share = (n: number, of: number) => (of === 0 ? 0 : n / of);
  return {
    cases: cases.length,
    top1: share(top1, cases.length),
    top3: share(top3, cases.length),
    stopRecall: share(stopGiven, stopNeeded),
    stopFalseAlarms: share(falseAlarms, calm),
    misses,
  };
}

export const TARGETS = { top3: 0.85, stopRecall: 1, stopFalseAlarms: 0.05 } as const;

export function meetsTargets(s: Score): boolean {
  return s.top3 >= TARGETS.top3 && s.stopRecall >= TARGETS.stopRecall && s.stopFalseAlarms <= TARGETS.stopFalseAlarms;
}
