import type { Kysely } from "kysely";
import { z } from "zod";

import type { Database } from "~/db/types";

import { LEADS_PAGE_SIZE, LEAD_COLUMNS, toLead, type Lead } from "./leads.server";
import { LEAD_STAGES, isLeadStage, type LeadStage } from "./stages";

/** The leads page's query string: a bad stage shows every lead, a bad page the first. */
const LeadsQuerySchema = z.object({
  stage: z.enum(LEAD_STAGES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** A lead's active booking, as the list shows it. */
export interface BookingSlot {
  day: string;
  windowStart: string;
  windowEnd: string;
}

export interface LeadListItem extends Lead {
  booking: BookingSlot | null;
}

export interface LeadsPage {
  leads: LeadListItem[];
  /** Leads per stage, over every lead. */
  counts: Record<LeadStage, number>;
  /** Every lead, whatever its stage. */
  all: number;
  /** Leads in this view (all pages). */
  total: number;
  stage: LeadStage | null;
  page: number;
  pages: number;
  /** The server's time when the page was read, so "3 days in this stage" reads the same after hydration. */
  now: string;
}

/** How many leads each stage holds: one grouped query. */
export async function countLeadsByStage(db: Kysely<Database>): Promise<Record<LeadStage, number>> {
  const rows = await db
    .selectFrom("leads")
    .select((eb) => ["stage", eb.fn.countAll<string | number>().as("n")])
    .groupBy("stage")
    .execute();
  const counts = Object.fromEntries(LEAD_STAGES.map((s) => [s, 0])) as Record<LeadStage, number>;
  for (const row of rows) if (isLeadStage(row.stage)) counts[row.stage] += Number(row.n);
  return counts;
}

/** Leads newest first, each with its active booking if it has one. */
export async function listLeadsWithBookings(
  db: Kysely<Database>,
  { stage, limit, offset = 0 }: { stage?: LeadStage; limit: number; offset?: number },
): Promise<LeadListItem[]> {
  let query = db
    .selectFrom("leads")
    // At most one active booking per lead (a partial unique index), so the join never repeats a lead.
    .leftJoin("bookings", (join) => join.onRef("bookings.lead_id", "=", "leads.id").on("bookings.status", "=", "active"))
    .select(LEAD_COLUMNS.map((c) => `leads.${c}` as const))
    .select(["bookings.day as booking_day", "bookings.window_start as booking_start", "bookings.window_end as booking_end"]);
  if (stage) query = query.where("leads.stage", "=", stage);
  const rows = await query.orderBy("leads.received_at", "desc").orderBy("leads.id", "desc").limit(limit).offset(offset).execute();
  return rows.map((r) => ({
    ...toLead(r),
    booking:
      r.booking_day && r.booking_start && r.booking_end
        ? { day: r.booking_day, windowStart: r.booking_start, windowEnd: r.booking_end }
        : null,
  }));
}

/** One page of leads, newest first, as the query string asks, with the count of every stage. */
export async function loadLeadsPage(db: Kysely<Database>, searchParams: URLSearchParams, now: Date): Promise<LeadsPage> {
  const query = LeadsQuerySchema.parse({ page: 1, ...Object.fromEntries(searchParams) });
  const stage = query.stage;
  const counts = await countLeadsByStage(db);
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const total = stage ? counts[stage] : all;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  // A page past the last (the list shrank, or a hand-typed URL) shows the last one.
  const page = Math.min(query.page, pages);
  const leads = await listLeadsWithBookings(db, { stage, limit: LEADS_PAGE_SIZE, offset: (page - 1) * LEADS_PAGE_SIZE });
  return { leads, counts, all, total, stage: stage ?? null, page, pages, now: now.toISOString() };
}

/** Every lead, newest first, with its active booking, for the CSV export. */
export function listAllLeadsWithBookings(db: Kysely<Database>): Promise<LeadListItem[]> {
  return listLeadsWithBookings(db, { limit: 1_000_000 });
}
