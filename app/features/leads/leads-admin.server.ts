import type { Kysely } from "kysely";
import { z } from "zod";

import type { Database } from "~/db/types";

import { now } from "~/lib/clock.server";

import { LEADS_PAGE_SIZE, listLeads, type Lead } from "./leads.server";
import { moveLead } from "./pipeline.server";
import { LEAD_STAGES, LOST_REASON_MAX, STAGE_NOTE_MAX, type LeadStage } from "./stages";

/** The leads page's query string: a bad stage shows every lead, a bad page the first. */
const LeadsQuerySchema = z.object({
  stage: z.enum(LEAD_STAGES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** A stage move from the leads page. */
const LeadMoveSchema = z.object({
  id: z.coerce.number().int().positive(),
  to: z.enum(LEAD_STAGES),
  note: z.string().max(STAGE_NOTE_MAX).optional(),
  lostReason: z.string().max(LOST_REASON_MAX).optional(),
});

export interface LeadsPage {
  leads: Lead[];
  /** Leads in this view (all pages). */
  total: number;
  stage: LeadStage | null;
  page: number;
  pages: number;
}

/** One page of leads, newest first, as the query string asks. */
export async function loadLeadsPage(db: Kysely<Database>, searchParams: URLSearchParams): Promise<LeadsPage> {
  const { stage, page } = LeadsQuerySchema.parse({ page: 1, ...Object.fromEntries(searchParams) });
  const { leads, total } = await listLeads(db, { stage, page });
  return { leads, total, stage: stage ?? null, page, pages: Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE)) };
}

type LeadMoveOutcome = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string };

const MOVE_ERRORS = {
  "not-found": [404, "That lead no longer exists."],
  "not-allowed": [409, "A lead cannot move to that stage from where it is."],
  "reason-required": [400, "Say why the lead was lost."],
  changed: [409, "Someone else changed this lead meanwhile; reload and try again."],
} as const;

/** Moves a lead to another stage, from the form's fields, as the admin. */
export async function changeLeadStage(db: Kysely<Database>, form: FormData): Promise<LeadMoveOutcome> {
  const parsed = LeadMoveSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, status: 400, error: "That lead or stage is not valid." };
  const { id, to, note, lostReason } = parsed.data;
  const result = await moveLead(db, { leadId: id, to, note, lostReason, actor: "admin", now: now() });
  if (result.ok) return { ok: true };
  const [status, error] = MOVE_ERRORS[result.reason];
  return { ok: false, status, error };
}
