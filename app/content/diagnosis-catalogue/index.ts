/** The triage engine's knowledge: causes, what the visitor's words can show, questions and steps. */
export { CAUSES, GENERAL_SERVICE } from "./causes";
export { KNOWN_WORDS } from "./known-words";
export { QUESTIONS } from "./questions";
export { STEPS } from "./steps";
export { CLUE_SYMPTOMS, SYMPTOMS } from "./symptoms";
export type { CauseDef, QuestionDef, ServiceLink, StepDef, SymptomDef } from "./types";
