import { CAUSES, QUESTIONS } from "~/content/diagnosis-catalogue";
import { formatPriceBand, turnaroundLine } from "~/lib/price-words";

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
  /** The other ranked causes worth a look (2 % or more), most likely first ("Overheating, 12 %"). */
  others: string[];
  /** What the visitor was told to do at once, when a stop warning was shown. */
  stopNote: string | null;
  /** "Offered: Liquid-damage cleaning, $129–$199, usually 4 working days", or null. */
  offered: string | null;
  /** A stop warning was shown: the lead wants a call first. */
  urgent: boolean;
  /** The questions the visitor answered, in the order they answered them. */
  answers: Array<{ question: string; answer: string }>;
}

const causeTitles = new Map(CAUSES.map((c) => [c.id, c.title]));
const stopMessages = new Map(CAUSES.map((c) => [c.id, c.stop?.message ?? null]));
const questionTexts = new Map(QUESTIONS.map((q) => [q.id, q.text]));
const ANSWER_WORDS: Record<LeadTriage["answers"][string], string> = { yes: "Yes", no: "No", unsure: "Not sure" };

/** A cause the catalogue no longer has is named by its id. */
const causeTitle = (id: string) => causeTitles.get(id) ?? id;
/** Whole percent, never a certain 100 or a flat 0 (the engine's belief is neither). */
const percent = (likelihood: number) => (likelihood < 0.005 ? "<1 %" : `${Math.min(99, Math.round(likelihood * 100))} %`);
const WORTH_NAMING = 0.02;

function offeredLine(service: NonNullable<LeadTriage["service"]>): string {
  const days = turnaroundLine(service.turnaroundDays);
  return `Offered: ${service.title}, ${formatPriceBand(service.fromCents, service.toCents)}${days ? `, ${days}` : ""}`;
}

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
    others: rest.filter((c) => c.likelihood >= WORTH_NAMING).map((c) => `${causeTitle(c.id)}, ${percent(c.likelihood)}`),
    stopNote: triage.stop && stopMessages.get(triage.stop) ? `Told: ${stopMessages.get(triage.stop)}` : null,
    offered: triage.service ? offeredLine(triage.service) : null,
    urgent: triage.stop !== null,
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
