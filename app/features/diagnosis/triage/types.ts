import type { IssueType } from "~/content/diagnosis";

/** A visitor's answer to one of the engine's questions; "unsure" tells the engine nothing. */
export type AnswerValue = "yes" | "no" | "unsure";

export const ANSWER_VALUES = ["yes", "no", "unsure"] as const satisfies readonly AnswerValue[];

export interface TriageInput {
  /** The picked issue, or null when the visitor picked none. */
  issue: IssueType | null;
  /** The visitor's own words. */
  description: string;
  /** Question id → answer; unknown ids are ignored. */
  answers: Readonly<Record<string, AnswerValue>>;
}

/** Plain words for a likelihood: never a bare percentage for the visitor. */
export type Confidence = "most likely" | "likely" | "possible" | "less likely";

export interface RankedCause {
  id: string;
  title: string;
  /** The engine's belief, 0..1; the ranked causes of one answer add up to at most 1. */
  likelihood: number;
  confidence: Confidence;
  /** Why it fits: the visitor's own words quoted back, their answers, their pick. */
  why: string[];
  /** True when this cause's danger is shown by the evidence and the answer leads with its warning. */
  stop: boolean;
}

export interface TriageQuestion {
  id: string;
  text: string;
  options: readonly AnswerValue[];
}

/** A line of the shop's price list that the service is made of. */
export interface ServiceLine {
  name: string;
  fromCents: number;
  /** Equal to fromCents for a fixed price. */
  toCents: number;
}

export interface TriageService {
  /** What the shop does, in the visitor's words ("SSD upgrade"). */
  title: string;
  fromCents: number;
  toCents: number;
  /** Usual working days in the shop; null when the price list does not say. */
  turnaroundDays: number | null;
  lines: ServiceLine[];
  /** "price-list": the owner's current prices; "catalogue": the content's range (the price list has no such line). */
  source: "price-list" | "catalogue";
}

export interface TriageResult {
  causes: RankedCause[];
  stop: { cause: string; message: string } | null;
  nextQuestion: TriageQuestion | null;
  /** The steps to try, most worth trying first; with a stop, only what is safe. */
  steps: string[];
  service: TriageService | null;
  /** False when no cause stands out: the page recommends an expert's look. */
  clear: boolean;
  /** How many of the engine's questions the visitor has answered (skips included). */
  answered: number;
}
