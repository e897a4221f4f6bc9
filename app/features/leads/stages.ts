/** A lead's stages and the moves between them; shared by the admin's forms and the server. */
export const LEAD_STAGES = ["new", "contacted", "quoted", "booked", "done", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  booked: "Booked",
  done: "Done",
  lost: "Lost",
};

/**
 * Where a lead may go from each stage. Forward along new → contacted → quoted → booked → done
 * (skipping is fine: a walk-in can be done at once), one step back where a plan changed, "lost"
 * from any open stage, and a closed lead can be reopened as contacted.
 */
export const LEAD_MOVES: Record<LeadStage, readonly LeadStage[]> = {
  new: ["contacted", "quoted", "booked", "done", "lost"],
  contacted: ["quoted", "booked", "done", "lost"],
  quoted: ["contacted", "booked", "done", "lost"],
  booked: ["quoted", "done", "lost"],
  done: ["contacted"],
  lost: ["contacted"],
};

export function isLeadStage(value: unknown): value is LeadStage {
  return typeof value === "string" && (LEAD_STAGES as readonly string[]).includes(value);
}

export function canMoveLead(from: LeadStage, to: LeadStage): boolean {
  return LEAD_MOVES[from].includes(to);
}

/** How far along the pipeline a stage is; "lost" ranks with "done" as closed. */
export function stageRank(stage: LeadStage): number {
  return stage === "lost" ? 4 : LEAD_STAGES.indexOf(stage);
}

export const LOST_REASON_MAX = 500;
export const STAGE_NOTE_MAX = 2000;
