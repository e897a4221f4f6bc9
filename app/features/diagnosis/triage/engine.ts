import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import type { CauseDef, QuestionDef, ServiceLink, StepDef, SymptomDef } from "~/content/diagnosis-catalogue/types";

import { readClues } from "./clues";
import { createTextReader, type TextEvidence } from "./read-text";
import {
  ANSWER_VALUES,
  type AnswerValue,
  type Confidence,
  type RankedCause,
  type TriageInput,
  type TriageQuestion,
} from "./types";

export interface Catalogue {
  causes: readonly CauseDef[];
  symptoms: readonly SymptomDef[];
  /** Symptoms no pattern shows but the clue reader does (age, temperature). */
  clueSymptoms: readonly SymptomDef[];
  questions: readonly QuestionDef[];
  steps: Readonly<Record<string, StepDef>>;
  /** The service offered when no cause stands out: a technician's look. */
  generalService: ServiceLink;
  /** Everyday words the speller must leave alone. */
  knownWords: readonly string[];
}

/** How often a symptom shows in any visitor's words when its own definition does not say. */
export const DEFAULT_BASE = 0.03;
/** A cause's weight under an issue it is not listed for: a wrong pick must not hide it. */
export const PRIOR_FLOOR = 0.15;
export const MAX_QUESTIONS = 5;
/** A question must be worth this many bits to be asked. */
export const MIN_GAIN_BITS = 0.12;
/** A stop cause at or above this likelihood (or ranked first) leads with its warning, once the evidence shows the danger. */
export const STOP_MIN = 0.15;
/** The top cause stands out at or above this. */
export const CLEAR_MIN = 0.4;
/** A cause this likely keeps the steps that are unsafe for it off the list. */
const UNSAFE_MIN = 0.08;
const MAX_STEPS = 5;
const MIN_STEP_GAIN = 0.02;
const MAX_CAUSES = 5;
const MIN_SHOWN = 0.05;

/** Evidence of one symptom, from the text or an answer; negated means shown to be absent. */
interface Evidence {
  symptom: string;
  negated: boolean;
  why: string;
}

export interface EngineResult {
  causes: RankedCause[];
  stop: { cause: string; message: string } | null;
  nextQuestion: TriageQuestion | null;
  steps: string[];
  /** The service that fits, before the price list fills in its prices. */
  serviceLink: ServiceLink | null;
  clear: boolean;
  answered: number;
}

/** While no cause stands out, none is called more than possible. */
export function confidenceOf(likelihood: number, rank: number, clear = true): Confidence {
  if (rank === 0 && likelihood >= 0.5) return "most likely";
  if (likelihood >= 0.2 && clear) return "likely";
  if (likelihood >= MIN_SHOWN) return "possible";
  return "less likely";
}

/** The quoted words of a "why" line, or the whole line when it quotes nothing. */
function quoted(why: string): string {
  return /“(.*)”/.exec(why)?.[1] ?? why;
}

function entropy(p: readonly number[]): number {
  let h = 0;
  for (const x of p) if (x > 0) h -= x * Math.log2(x);
  return h;
}

function normalize(logWeights: readonly number[]): number[] {
  const max = Math.max(...logWeights);
  const w = logWeights.map((x) => Math.exp(x - max));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

/** Checks that every id the catalogue names exists, so a typo fails at start, not on a visitor. */
function checkCatalogue(c: Catalogue): void {
  const symptoms = new Set([...c.symptoms, ...c.clueSymptoms].map((s) => s.id));
  const problems: string[] = [];
  const causeIds = new Set<string>();
  const ID = /^[a-z0-9-]{1,40}$/;
  for (const s of [...c.symptoms, ...c.clueSymptoms]) {
    if (s.base !== undefined && !(s.base > 0 && s.base < 1)) problems.push(`symptom ${s.id}: base must be between 0 and 1`);
  }
  for (const cause of c.causes) {
    if (!ID.test(cause.id)) problems.push(`cause id "${cause.id}" must be 1–40 lowercase letters, digits or dashes`);
    if (causeIds.has(cause.id)) problems.push(`cause ${cause.id} twice`);
    for (const [issue, w] of Object.entries(cause.priors))
      if (!(w > 0)) problems.push(`${cause.id}: prior for ${issue} must be above 0`);
    causeIds.add(cause.id);
    for (const s of Object.keys(cause.symptoms)) if (!symptoms.has(s)) problems.push(`${cause.id}: no symptom ${s}`);
    for (const s of [...(cause.stop?.triggers ?? []), ...(cause.stop?.unless ?? []), ...(cause.stop?.sure ?? [])]) {
      if (!symptoms.has(s)) problems.push(`${cause.id}: no stop symptom ${s}`);
    }
    for (const s of Object.keys(cause.steps)) if (!c.steps[s]) problems.push(`${cause.id}: no step ${s}`);
    for (const [s, p] of Object.entries(cause.symptoms))
      if (!(p > 0 && p < 1)) problems.push(`${cause.id}: ${s} must be between 0 and 1`);
  }
  for (const q of c.questions) {
    if (!ID.test(q.id)) problems.push(`question id "${q.id}" must be 1–40 lowercase letters, digits or dashes`);
    if (!symptoms.has(q.symptom)) problems.push(`question ${q.id}: no symptom ${q.symptom}`);
  }
  for (const [id, step] of Object.entries(c.steps)) {
    for (const u of step.unsafeFor ?? []) if (!causeIds.has(u)) problems.push(`step ${id}: no cause ${u}`);
  }
  if (problems.length > 0) throw new Error(`Diagnosis catalogue: ${problems.join("; ")}`);
}

/**
 * The triage engine: naive-Bayes belief over the catalogue's causes (a prior per picked issue,
 * each symptom's likelihood ratio), the next question by expected information gain, and the
 * self-help steps in order of chance-to-fix over effort, the ordering decision-theoretic
 * troubleshooting proves best for one fault. Pure: the same input gives the same answer.
 */
export function createTriageEngine(catalogue: Catalogue) {
  checkCatalogue(catalogue);
  const reader = createTextReader(catalogue.symptoms, catalogue.knownWords);
  const causes = catalogue.causes;
  const base = new Map<string, number>();
  for (const s of [...catalogue.symptoms, ...catalogue.clueSymptoms]) base.set(s.id, s.base ?? DEFAULT_BASE);
  const questionsById = new Map(catalogue.questions.map((q) => [q.id, q]));

  const chance = (cause: CauseDef, symptom: string) => cause.symptoms[symptom] ?? base.get(symptom) ?? DEFAULT_BASE;

  function logRatio(cause: CauseDef, e: { symptom: string; negated: boolean }): number {
    const p = chance(cause, e.symptom);
    const b = base.get(e.symptom) ?? DEFAULT_BASE;
    return e.negated ? Math.log((1 - p) / (1 - b)) : Math.log(p / b);
  }

  function priorOf(cause: CauseDef, issue: IssueType | null): number {
    if (issue) return cause.priors[issue] ?? PRIOR_FLOOR;
    const issues = Object.keys(ISSUE_LABELS) as IssueType[];
    return issues.reduce((sum, i) => sum + (cause.priors[i] ?? PRIOR_FLOOR), 0) / issues.length;
  }

  function gatherEvidence(input: TriageInput, now: Date) {
    const { tokens, evidence: fromText } = reader.read(input.description);
    const clues = readClues(input.description, tokens, now);
    const bySymptom = new Map<string, Evidence>();
    // Cut by characters, not UTF-16 units, so an emoji is never split in half.
    const quote = (e: TextEvidence) => {
      const chars = Array.from(e.quote);
      return `You wrote “${chars.length > 80 ? `${chars.slice(0, 79).join("")}…` : e.quote}”`;
    };
    for (const e of [...fromText, ...clues]) bySymptom.set(e.symptom, { symptom: e.symptom, negated: e.negated, why: quote(e) });
    let answered = 0;
    const asked = new Set<string>();
    for (const [id, value] of Object.entries(input.answers)) {
      const q = questionsById.get(id);
      if (!q || !(ANSWER_VALUES as readonly string[]).includes(value)) continue;
      asked.add(id);
      answered++;
      if (value === "unsure") continue;
      // A deliberate answer outweighs what the words suggested.
      bySymptom.set(q.symptom, { symptom: q.symptom, negated: value === "no", why: `You answered ${value} to “${q.text}”` });
    }
    return { evidence: [...bySymptom.values()], asked, answered };
  }

  function posterior(input: TriageInput, evidence: readonly Evidence[]): number[] {
    return normalize(
      causes.map((cause) => evidence.reduce((sum, e) => sum + logRatio(cause, e), Math.log(priorOf(cause, input.issue)))),
    );
  }

  function expectedGain(p: readonly number[], question: QuestionDef): number {
    const yes = causes.map((cause, i) => p[i]! * chance(cause, question.symptom));
    const pYes = yes.reduce((a, b) => a + b, 0);
    if (pYes <= 0 || pYes >= 1) return 0;
    const no = p.map((x, i) => x - yes[i]!);
    return entropy(p) - pYes * entropy(yes.map((x) => x / pYes)) - (1 - pYes) * entropy(no.map((x) => x / (1 - pYes)));
  }

  function chooseQuestion(p: readonly number[], evidence: readonly Evidence[], asked: Set<string>, answered: number) {
    if (answered >= MAX_QUESTIONS) return null;
    const known = new Set(evidence.map((e) => e.symptom));
    let best: { q: QuestionDef; gain: number } | null = null;
    for (const q of catalogue.questions) {
      if (asked.has(q.id) || known.has(q.symptom)) continue;
      const gain = expectedGain(p, q);
      if (gain >= MIN_GAIN_BITS && (!best || gain > best.gain)) best = { q, gain };
    }
    return best ? { id: best.q.id, text: best.q.text, options: ANSWER_VALUES } : null;
  }

  /** Steps by worth; the top cause's own steps stay in even when little else would fix it at home. */
  function chooseSteps(p: readonly number[], top: CauseDef): string[] {
    const likely = new Set(causes.filter((_, i) => p[i]! >= UNSAFE_MIN).map((c) => c.id));
    const gains = new Map<string, number>();
    causes.forEach((cause, i) => {
      for (const [step, fix] of Object.entries(cause.steps)) gains.set(step, (gains.get(step) ?? 0) + p[i]! * fix);
    });
    return [...gains.entries()]
      .filter(
        ([id, gain]) =>
          (gain >= MIN_STEP_GAIN || id in top.steps) && !(catalogue.steps[id]!.unsafeFor ?? []).some((c) => likely.has(c)),
      )
      .map(([id, gain]) => ({ id, worth: gain / catalogue.steps[id]!.effort }))
      .sort((a, b) => b.worth - a.worth || a.id.localeCompare(b.id))
      .slice(0, MAX_STEPS)
      .map((s) => catalogue.steps[s.id]!.text);
  }

  /**
   * The evidence that points to this cause at least three times more than to any cause at large,
   * strongest first; the pick is named only for the first cause, or where nothing else speaks.
   */
  function whyOf(cause: CauseDef, input: TriageInput, evidence: readonly Evidence[], rank: number): string[] {
    const reasons = evidence
      .map((e) => ({ e, lr: logRatio(cause, e) }))
      .filter((x) => x.lr >= Math.log(3))
      .sort((a, b) => b.lr - a.lr)
      .map((x) => x.e.why)
      // Once each, and not "hard drive" beside "2016 hard drive".
      .filter((why, i, all) => all.indexOf(why) === i && !all.some((other) => other !== why && other.includes(quoted(why))))
      .slice(0, 3);
    const picked = input.issue && (cause.priors[input.issue] ?? 0) >= 1;
    if (picked && (rank === 0 || reasons.length === 0)) reasons.push(`You picked “${ISSUE_LABELS[input.issue!]}”`);
    return reasons;
  }

  function triage(input: TriageInput, now: Date): EngineResult {
    const { evidence, asked, answered } = gatherEvidence(input, now);
    const p = posterior(input, evidence);
    const order = causes.map((_, i) => i).sort((a, b) => p[b]! - p[a]! || a - b);
    const present = new Set(evidence.filter((e) => !e.negated).map((e) => e.symptom));

    let stopIndex = -1;
    order.forEach((i, rank) => {
      const stop = causes[i]!.stop;
      if (!stop || !stop.triggers.some((t) => present.has(t)) || stop.unless?.some((u) => present.has(u))) return;
      const sure = stop.sure?.some((t) => present.has(t)) ?? false;
      if ((sure || p[i]! >= STOP_MIN || rank === 0) && (stopIndex < 0 || p[i]! > p[stopIndex]!)) stopIndex = i;
    });
    const stopCause = stopIndex >= 0 ? causes[stopIndex]! : null;

    const top = causes[order[0]!]!;
    const clear = stopCause !== null || p[order[0]!]! >= CLEAR_MIN;
    const shown = order.filter((i, rank) => rank < 3 || (rank < MAX_CAUSES && p[i]! >= MIN_SHOWN));
    const ranked: RankedCause[] = shown.map((i, rank) => ({
      id: causes[i]!.id,
      title: causes[i]!.title,
      likelihood: Math.round(p[i]! * 1000) / 1000,
      confidence: confidenceOf(p[i]!, rank, clear),
      why: whyOf(causes[i]!, input, evidence, rank),
      stop: i === stopIndex,
    }));
    // "Something else" and words that showed nothing: a question would be a guess, not a narrowing.
    const nothingToGoOn = evidence.length === 0 && (input.issue === "other" || input.issue === null);
    return {
      causes: ranked,
      stop: stopCause?.stop ? { cause: stopCause.id, message: stopCause.stop.message } : null,
      nextQuestion: nothingToGoOn ? null : chooseQuestion(p, evidence, asked, answered),
      steps: stopCause?.stop ? [...stopCause.stop.steps] : chooseSteps(p, top),
      serviceLink: stopCause?.service ?? (clear ? top.service : null) ?? catalogue.generalService,
      clear,
      answered,
    };
  }

  return { triage, read: reader.read, correct: reader.correct };
}

export type TriageEngine = ReturnType<typeof createTriageEngine>;
export type { AnswerValue };
