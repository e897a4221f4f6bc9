import { CAUSES, QUESTIONS } from "~/content/diagnosis-catalogue";

import { LeadTriageSchema, type LeadTriage } from "./schema";

/**
 * The stored summary as its column holds it; a summary outside the schema is stored as none, so a
 * catalogue mistake never costs the shop the lead it came with.
 */
export function serializeLeadTriage(triage: LeadTriage | null | undefined): string | null {
  const parsed = triage ? LeadTriageSchema.safeParse(triage) : null;
  return parsed?.success ? JSON.stringify(parsed.data) : null;
}

/** The column read back: anything that is not a summary this version wrote is no summary, never an error. */
export function parseLeadTriage(raw: string | null | undefined): LeadTriage | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = LeadTriageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The diagnosis in the shop's words, plain text (it is shown as text, never as markup). */
export interface LeadTriageView {
  /** "Likely: A failing drive, 78 %; stop warning shown": the line the lead leads with. */
  headline: string;
  /** The other ranked causes, most likely first ("Overheating, 12 %"). */
  others: string[];
  /** The questions the visitor answered, in the order they answered them. */
  answers: Array<{ question: string; answer: string }>;
}

const causeTitles = new Map(CAUSES.map((c) => [c.id, c.title]));
const questionTexts = new Map(QUESTIONS.map((q) => [q.id, q.text]));
const ANSWER_WORDS: Record<LeadTriage["answers"][string], string> = { yes: "Yes", no: "No", unsure: "Not sure" };

/** A cause the catalogue no longer has is named by its id. */
const causeTitle = (id: string) => causeTitles.get(id) ?? id;
const percent = (likelihood: number) => `${Math.round(likelihood * 100)} %`;

export function describeLeadTriage(triage: LeadTriage): LeadTriageView {
  const [top, ...rest] = triage.causes;
  let headline = top
    ? triage.clear
      ? `Likely: ${causeTitle(top.id)}, ${percent(top.likelihood)}`
      : `No clear cause; best guess: ${causeTitle(top.id)}, ${percent(top.likelihood)}`
    : "No cause ranked";
  if (triage.stop)
    headline += triage.stop === top?.id ? "; stop warning shown" : `; stop warning shown for ${causeTitle(triage.stop)}`;
  return {
    headline,
    others: rest.map((c) => `${causeTitle(c.id)}, ${percent(c.likelihood)}`),
    answers: Object.entries(triage.answers).map(([id, answer]) => ({
      question: questionTexts.get(id) ?? id,
      answer: ANSWER_WORDS[answer],
    })),
  };
}

/** The column read and put in words in one step: null when there is no usable summary. */
export function leadTriageView(raw: string | null | undefined): LeadTriageView | null {
  const triage = parseLeadTriage(raw);
  return triage ? describeLeadTriage(triage) : null;
}
