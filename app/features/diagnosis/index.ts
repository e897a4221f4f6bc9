/** Diagnosis: what other features may use in the browser (the visitor's registration and the issue rules). */
export { DiagnosisFormSchema, MESSAGES, VisitorInfoSchema, describeFirstIssue, isEmailAddress, type VisitorInfo } from "./schema";
export { checkStoredVisitor } from "./visitor-storage.client";
