/** Leads and their pipeline; server only. */
export {
  bookingAlertMessage,
  followUpAlertMessage,
  leadAlertMessage,
  type BookingAlertFacts,
  type FollowUpAlertFacts,
  type LeadAlertFacts,
} from "./alerts.server";
export {
  FOLLOW_UP_DAYS,
  createLead,
  hashBookingKey,
  toLead,
  type CreatedLead,
  type Lead,
  type LeadSource,
  type NewLead,
} from "./leads.server";
export {
  leadFollows,
  moveLead,
  noteLead,
  type LeadActor,
  type LeadFollowEvent,
  type MoveLeadResult,
  type NoteLeadResult,
} from "./pipeline.server";
export { LEAD_STAGES, isLeadStage, type LeadStage } from "./stages";
export { findTriageTarget, saveLeadTriage } from "./lead-triage.server";
export { type LeadTriage } from "./schema";
export { describeLeadTriage, parseLeadTriage } from "./triage-summary.server";
