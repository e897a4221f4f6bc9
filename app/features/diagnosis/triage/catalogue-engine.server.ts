import { CAUSES, CLUE_SYMPTOMS, GENERAL_SERVICE, KNOWN_WORDS, QUESTIONS, STEPS, SYMPTOMS } from "~/content/diagnosis-catalogue";

import { createTriageEngine, type Catalogue, type TriageEngine } from "./engine";

/** The shop's troubleshooting knowledge, as the engine takes it. */
export const SHOP_CATALOGUE: Catalogue = {
  causes: CAUSES,
  symptoms: SYMPTOMS,
  clueSymptoms: CLUE_SYMPTOMS,
  questions: QUESTIONS,
  steps: STEPS,
  generalService: GENERAL_SERVICE,
  knownWords: KNOWN_WORDS,
};

let engine: TriageEngine | undefined;

/** The engine over the shop's catalogue, built on first use (the patterns compile once). */
export function catalogueEngine(): TriageEngine {
  engine ??= createTriageEngine(SHOP_CATALOGUE);
  return engine;
}
