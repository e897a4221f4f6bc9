// What /diagnosis shows only once a request has an answer: the canned steps and their panel, and
// the "not passed on" notice. Loaded through load-outcome.ts, not with the page.
export { DiagnosisResultPanel } from "./components/diagnosis-result";
export { NotPassedNotice } from "./components/not-passed-notice";
export { getDiagnosisResult } from "./solutions";
