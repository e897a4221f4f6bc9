import type { IssueType } from "../diagnosis";

/**
 * Something the engine can read from the visitor's words or ask about. `patterns` read the
 * visitor's text once lowercased, stripped of accents and apostrophes, and with hyphenated words
 * joined ("wi-fi" reads "wifi", "don't" reads "dont"). A pattern is slots split by gaps:
 *   a|b c|d       a slot: any of its alternatives, each a word or a phrase ("b c")
 *   stem*         a word starting with stem (at least 3 letters)
 *   ~N            a gap: up to N words of anything, within one clause
 * so "burning ~2 smell|odor" reads "burning smell" and "burning plastic odor". A pattern never
 * reaches across a full stop, comma, colon, "but" or a new line.
 */
export interface SymptomDef {
  id: string;
  /** How often any visitor's words show it, whatever the cause (default DEFAULT_BASE). */
  base?: number;
  /** "no lights", "not hot", "haven't dropped it": a negation just before the words reads as the symptom's absence. */
  negatable?: boolean;
  patterns: readonly string[];
}

/** How often a cause shows a symptom, 0..1; a symptom a cause does not list shows at its base rate. */
export type SymptomStrengths = Readonly<Record<string, number>>;

export interface StepDef {
  text: string;
  /** How much the visitor spends on it: 1 a minute with nothing to undo, 5 an hour or a risk. */
  effort: 1 | 2 | 3 | 4 | 5;
  /** Never offered while one of these causes is likely (a spill is not switched on to test it). */
  unsafeFor?: readonly string[];
}

export interface ServiceLink {
  /** What the visitor reads ("SSD upgrade"). */
  title: string;
  /** The owner's price-list lines it is made of, by name; the first is the work itself. */
  priceListNames: readonly string[];
  /** Used when none of the names is on the active price list. */
  fallback: { fromCents: number; toCents: number; turnaroundDays: number | null };
}

export interface CauseDef {
  id: string;
  title: string;
  /** Relative weight under each picked issue; unlisted issues get PRIOR_FLOOR. */
  priors: Partial<Record<IssueType, number>>;
  symptoms: SymptomStrengths;
  /** Step id → chance that the step alone fixes this cause. */
  steps: Readonly<Record<string, number>>;
  stop?: {
    message: string;
    /** Symptoms that show the danger: the warning needs one of them, not the cause's rank alone. */
    triggers: readonly string[];
    /**
     * Triggers so plain that the warning shows however the ranking stands ("I spilled coffee on it"
     * in a story about slow Wi-Fi): the danger is told, whatever else is wrong.
     */
    sure?: readonly string[];
    /** Symptoms that show the danger has passed ("found it in the Recycle Bin", "my files still open"). */
    unless?: readonly string[];
    /** What to do instead of any other step. */
    steps: readonly string[];
  };
  service: ServiceLink | null;
}

export interface QuestionDef {
  id: string;
  text: string;
  /** "yes" means this symptom is there, "no" that it is not. */
  symptom: string;
}
