import { z } from "zod";

/** The answers a visitor can give the diagnosis's questions. */
export const TRIAGE_ANSWERS = ["yes", "no", "unsure"] as const;

/**
 * What a lead or follow-up keeps of the diagnosis (the `triage` column, JSON): the answers the
 * visitor gave, the top causes with the engine's likelihood (0..1), the cause whose stop warning
 * the visitor was shown, and whether one cause stood out. Ids, not titles: the page names them
 * from the catalogue when it is read.
 */
export const LeadTriageSchema = z.object({
  v: z.literal(1),
  answers: z.record(z.string().regex(/^[a-z0-9-]{1,40}$/), z.enum(TRIAGE_ANSWERS)),
  causes: z.array(z.object({ id: z.string().min(1).max(60), likelihood: z.number().min(0).max(1) })).max(5),
  stop: z.string().min(1).max(60).nullable(),
  clear: z.boolean(),
});
export type LeadTriage = z.infer<typeof LeadTriageSchema>;
