// What /diagnosis needs only once the visitor sends: the lead call, the triage calls, the canned
// steps, the result view and the "not passed on" notice. Loaded through load-outcome.ts, not with the page.
export { DiagnosisResultPanel } from "./components/diagnosis-result";
export { NotPassedNotice } from "./components/not-passed-notice";
export { sendDiagnosisRequest } from "./send-diagnosis.client";
export { getDiagnosisResult } from "./solutions";
export { requestTriage } from "./triage.client";
