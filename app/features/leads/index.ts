/** Leads: what the browser may load (stage names and moves). */
export { LEAD_MOVES, LEAD_STAGE_LABELS, LEAD_STAGES, canMoveLead, isLeadStage, type LeadStage } from "./stages";
export { formatDateTime } from "./format";
