import type { Kysely } from "kysely";

import { QUESTIONS } from "~/content/diagnosis-catalogue";
import type { ServiceLink } from "~/content/diagnosis-catalogue/types";
import type { Database } from "~/db/types";
import type { LeadTriage } from "~/features/leads/index.server";
import { listServices, type Service } from "~/features/money/index.server";

import { catalogueEngine } from "./catalogue-engine.server";
import type { TriageInput, TriageResult, TriageService } from "./types";

/** A price-list name as the catalogue and the owner may spell it: case and outer spaces aside. */
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The service with the owner's current prices: the catalogue names the price-list lines it is
 * made of, the first being the work itself. While that line is offered, the service is the lines
 * on the list (their ranges summed, the longest turnaround); when the owner renamed or retired
 * it, the catalogue's own range stands in.
 */
export function priceService(link: ServiceLink, services: readonly Service[]): TriageService {
  const byName = new Map<string, Service>();
  for (const s of services) if (s.active && !byName.has(nameKey(s.name))) byName.set(nameKey(s.name), s);
  const [work] = link.priceListNames;
  if (work === undefined || !byName.has(nameKey(work))) {
    return { title: link.title, ...link.fallback, lines: [], source: "catalogue" };
  }
  const found = link.priceListNames.flatMap((name) => byName.get(nameKey(name)) ?? []);
  const lines = found.map((s) => ({ name: s.name, fromCents: s.priceCents, toCents: s.priceMaxCents ?? s.priceCents }));
  const days = found.flatMap((s) => (s.turnaroundDays === null ? [] : [s.turnaroundDays]));
  return {
    title: link.title,
    fromCents: lines.reduce((sum, l) => sum + l.fromCents, 0),
    toCents: lines.reduce((sum, l) => sum + l.toCents, 0),
    turnaroundDays: days.length > 0 ? Math.max(...days) : null,
    lines,
    source: "price-list",
  };
}

/** The engine's answer with the service priced from the owner's active price list (read each time: a changed price shows at once). */
export async function runTriage(db: Kysely<Database>, input: TriageInput, now: Date): Promise<TriageResult> {
  const { serviceLink, causes, stop, nextQuestion, steps, clear, answered } = catalogueEngine().triage(input, now);
  const service = serviceLink ? priceService(serviceLink, await listServices(db, { activeOnly: true })) : null;
  return { causes, stop, nextQuestion, steps, service, clear, answered };
}

const QUESTION_IDS = new Set(QUESTIONS.map((q) => q.id));
/** The summary keeps the causes the answer showed, at most this many. */
const SUMMARY_CAUSES = 5;

/** What a lead keeps of an answer: the questions answered (only the engine's own), the top causes, the stop, the clarity. */
export function summarizeTriage(result: TriageResult, answers: TriageInput["answers"]): LeadTriage {
  return {
    v: 1,
    answers: Object.fromEntries(Object.entries(answers).filter(([id]) => QUESTION_IDS.has(id))),
    causes: result.causes.slice(0, SUMMARY_CAUSES).map((c) => ({ id: c.id, likelihood: c.likelihood })),
    stop: result.stop?.cause ?? null,
    clear: result.clear,
    service: result.service
      ? {
          title: result.service.title,
          fromCents: result.service.fromCents,
          toCents: result.service.toCents,
          turnaroundDays: result.service.turnaroundDays,
        }
      : null,
  };
}
