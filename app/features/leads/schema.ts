import { z } from "zod";

/** The answers a visitor can give the diagnosis's questions. */
export const TRIAGE_ANSWERS = ["yes", "no", "unsure"] as const;

/**
 * What a lead or follow-up keeps of the diagnosis (the `triage` column, JSON): the answers the
 * visitor gave, the top causes with the engine's likelihood (0..1), the cause whose stop warning
 * the visitor was shown, whether one cause stood out, and the service and price offered. Ids, not
 * titles: the page names causes from the catalogue when it is read.
 */
export const LeadTriageSchema = z.object({
  v: z.literal(1),
  answers: z.record(z.string().regex(/^[a-z0-9-]{1,40}$/), z.enum(TRIAGE_ANSWERS)),
  causes: z.array(z.object({ id: z.string().min(1).max(60), likelihood: z.number().min(0).max(1) })).max(5),
  stop: z.string().min(1).max(60).nullable(),
  clear: z.boolean(),
  /** The service and price the visitor was shown; absent in summaries stored before it was kept. */
  service: z
    .object({
      title: z.string().min(1).max(120),
      fromCents: z.number().int().min(0),
      toCents: z.number().int().min(0),
      turnaroundDays: z.number().int().min(0).nullable(),
    })
    .nullable()
    .optional(),
});
export type LeadTriage = z.infer<typeof LeadTriageSchema>;
