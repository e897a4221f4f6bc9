import type { Kysely } from "kysely";
import { z } from "zod";

import type { Database } from "~/db/types";

import { LEAD_STATUSES, LEADS_PAGE_SIZE, listLeads, setLeadStatus, type Lead, type LeadStatus } from "./leads.server";

/** The leads page's query string: a bad status shows every lead, a bad page the first. */
const LeadsQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** The "Mark handled" / "Reopen" form. */
const LeadStatusChangeSchema = z.object({
  id: z.coerce.number().int().positive(),
  status: z.enum(LEAD_STATUSES),
});

export interface LeadsPage {
  leads: Lead[];
  /** Leads in this view (all pages). */
  total: number;
  status: LeadStatus | null;
  page: number;
  pages: number;
}

/** One page of leads, newest first, as the query string asks. */
export async function loadLeadsPage(db: Kysely<Database>, searchParams: URLSearchParams): Promise<LeadsPage> {
  const { status, page } = LeadsQuerySchema.parse({ page: 1, ...Object.fromEntries(searchParams) });
  const { leads, total } = await listLeads(db, { status, page });
  return { leads, total, status: status ?? null, page, pages: Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE)) };
}

type LeadStatusChange = { ok: true } | { ok: false; status: 400 | 404; error: string };

/** Marks a lead handled or new again, from the form's fields. */
export async function changeLeadStatus(db: Kysely<Database>, form: FormData): Promise<LeadStatusChange> {
  const parsed = LeadStatusChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, status: 400, error: "That lead or status is not valid." };
  const found = await setLeadStatus(db, parsed.data.id, parsed.data.status);
  if (!found) return { ok: false, status: 404, error: "That lead no longer exists." };
  return { ok: true };
}
