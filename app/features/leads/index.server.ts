/** Leads and their pipeline; server only. */
export { bookingAlertMessage, leadAlertMessage, type BookingAlertFacts, type LeadAlertFacts } from "./alerts.server";
export { createLead, hashBookingKey, toLead, type Lead, type NewLead } from "./leads.server";
export { leadFollows, moveLead, type LeadActor, type LeadFollowEvent, type MoveLeadResult } from "./pipeline.server";
export { LEAD_STAGES, isLeadStage, type LeadStage } from "./stages";
