import type { Kysely } from "kysely";
import { z } from "zod";

import { readCounts } from "~/db/counts.server";
import type { Database } from "~/db/types";

import { LEADS_PAGE_SIZE, LEAD_COLUMNS, toLead, type Lead } from "./leads.server";
import { LEAD_STAGES, type LeadStage } from "./stages";
import { leadTriageView } from "./triage-summary.server";

/** A bad stage shows every lead; a bad cursor is answered by readLeadsQuery. */
const LeadsQuerySchema = z.object({
  stage: z.enum(LEAD_STAGES).optional().catch(undefined),
  before: z.string().optional().catch(undefined),
  after: z.string().optional().catch(undefined),
});

/** A lead's active booking, as the list shows it. */
export interface BookingSlot {
  day: string;
  windowStart: string;
  windowEnd: string;
}

export interface LeadListItem extends Lead {
  booking: BookingSlot | null;
  /** How many follow-up requests its customer sent while it was open. */
  followUps: number;
  /** What the diagnosis found, in one line, and whether the visitor was shown a stop warning; null when none. */
  triage: { headline: string; urgent: boolean } | null;
}

/** Where a lead sits in the newest-first order: its received time, then its id. */
export interface LeadKey {
  receivedAt: string;
  id: number;
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
  /** Cursor for the page of newer leads (`?after=`), or null on the newest page. */
  newer: string | null;
  /** Cursor for the page of older leads (`?before=`), or null on the oldest page. */
  older: string | null;
  /** Said above the list when the link's page could not be read and the newest page is shown. */
  notice: string | null;
  /** The server's time when the page was read, so "3 days in this stage" reads the same after hydration. */
  now: string;
}

const RECEIVED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A page link's cursor: opaque to the reader, but only a received time and an id inside. */
export function encodeLeadCursor(key: LeadKey): string {
  return Buffer.from(`${key.receivedAt}~${key.id}`, "utf8").toString("base64url");
}

/** The key inside a cursor, or null for anything this server did not write. */
export function decodeLeadCursor(raw: string): LeadKey | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(raw)) return null;
  const [receivedAt, id, ...rest] = Buffer.from(raw, "base64url").toString("utf8").split("~");
  if (rest.length > 0 || !receivedAt || !RECEIVED_AT.test(receivedAt) || !id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const n = Number(id);
  return n <= 2_147_483_647 ? { receivedAt, id: n } : null;
}

/**
 * How many leads each stage holds. A lookup of the six rows of `lead_stage_counts`, which
 * createLead and moveLead (the only writers of a lead's stage) keep in step in the same
 * transaction, so the count costs the same at ten leads or ten million.
 */
export async function countLeadsByStage(db: Kysely<Database>): Promise<Record<LeadStage, number>> {
  const stored = await readCounts(db, "lead_stage_counts");
  return Object.fromEntries(LEAD_STAGES.map((s) => [s, stored.get(s) ?? 0])) as Record<LeadStage, number>;
}

/**
 * Leads newest first, each with its active booking if it has one: those older than `before`, or
 * the `limit` just newer than `after` (still returned newest first). Both walk the
 * (stage,) received_at, id index from the key, so a page deep in the list costs what the first does.
 * The bookings are a second lookup by the page's ids: joined in the same query, SQLite's planner
 * builds a filter over every booking first, which costs more than the page itself.
 */
export async function listLeadsWithBookings(
  db: Kysely<Database>,
  { stage, limit, before, after }: { stage?: LeadStage; limit: number; before?: LeadKey; after?: LeadKey },
): Promise<LeadListItem[]> {
  let query = db.selectFrom("leads").select([...LEAD_COLUMNS, "triage"]);
  if (stage) query = query.where("stage", "=", stage);
  if (before) {
    query = query.where((eb) => eb(eb.refTuple("received_at", "id"), "<", eb.tuple(before.receivedAt, before.id)));
  }
  if (after) {
    query = query.where((eb) => eb(eb.refTuple("received_at", "id"), ">", eb.tuple(after.receivedAt, after.id)));
  }
  const direction = after ? "asc" : "desc";
  const rows = await query.orderBy("received_at", direction).orderBy("id", direction).limit(limit).execute();
  if (after) rows.reverse();
  const slots = new Map<number, BookingSlot>();
  const followUps = new Map<number, number>();
  if (rows.length > 0) {
    const counted = await db
      .selectFrom("lead_follow_ups")
      .select(["lead_id", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where(
        "lead_id",
        "in",
        rows.map((r) => r.id),
      )
      .groupBy("lead_id")
      .execute();
    for (const f of counted) followUps.set(Number(f.lead_id), Number(f.n));
    // At most one active booking per lead (a partial unique index), so no lead gets two.
    const bookings = await db
      .selectFrom("bookings")
      .select(["lead_id", "day", "window_start", "window_end"])
      .where("status", "=", "active")
      .where(
        "lead_id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    for (const b of bookings) slots.set(Number(b.lead_id), { day: b.day, windowStart: b.window_start, windowEnd: b.window_end });
  }
  return rows.map((r) => {
    const triage = r.erased_at ? null : leadTriageView(r.triage);
    return {
      ...toLead(r),
      booking: slots.get(Number(r.id)) ?? null,
      followUps: followUps.get(Number(r.id)) ?? 0,
      triage: triage && { headline: triage.headline, urgent: triage.urgent },
    };
  });
}

const keyOf = (lead: Lead): LeadKey => ({ receivedAt: lead.receivedAt, id: lead.id });

type LeadsQuery = { stage?: LeadStage; before?: LeadKey; after?: LeadKey; bad: boolean };

/** The leads page's query string. A cursor this server did not write marks the query bad. */
export function readLeadsQuery(searchParams: URLSearchParams): LeadsQuery {
  const raw = LeadsQuerySchema.parse(Object.fromEntries(searchParams));
  const before = raw.before === undefined ? undefined : (decodeLeadCursor(raw.before) ?? null);
  const after = raw.after === undefined ? undefined : (decodeLeadCursor(raw.after) ?? null);
  if (before === null || after === null || (before && after)) return { stage: raw.stage, bad: true };
  return { stage: raw.stage, before, after, bad: false };
}

/**
 * One page of leads, newest first, as the query string asks, with the count of every stage.
 * Pages are keyset: `?before=` (older than a lead) or `?after=` (newer than a lead), each an
 * opaque cursor. One more row than a page is read to know whether the way onward goes on.
 */
export async function loadLeadsPage(db: Kysely<Database>, searchParams: URLSearchParams, now: Date): Promise<LeadsPage> {
  const query = readLeadsQuery(searchParams);
  const stage = query.stage;
  const counts = await countLeadsByStage(db);
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const total = stage ? counts[stage] : all;
  const page = (rows: LeadListItem[], newer: boolean, older: boolean, notice: string | null = null): LeadsPage => ({
    leads: rows,
    counts,
    all,
    total,
    stage: stage ?? null,
    newer: newer && rows.length > 0 ? encodeLeadCursor(keyOf(rows[0]!)) : null,
    older: older && rows.length > 0 ? encodeLeadCursor(keyOf(rows[rows.length - 1]!)) : null,
    notice,
    now: now.toISOString(),
  });
  const newest = async (notice: string | null = null) => {
    const rows = await listLeadsWithBookings(db, { stage, limit: LEADS_PAGE_SIZE + 1 });
    return page(rows.slice(0, LEADS_PAGE_SIZE), false, rows.length > LEADS_PAGE_SIZE, notice);
  };
  if (query.bad) return newest("That page link is not valid, so the newest leads are shown.");
  if (query.after) {
    const rows = await listLeadsWithBookings(db, { stage, limit: LEADS_PAGE_SIZE + 1, after: query.after });
    // Back at the top: show the newest page itself, full, with no cursor.
    if (rows.length <= LEADS_PAGE_SIZE) return newest();
    return page(rows.slice(1), true, true);
  }
  if (query.before) {
    const rows = await listLeadsWithBookings(db, { stage, limit: LEADS_PAGE_SIZE + 1, before: query.before });
    return page(rows.slice(0, LEADS_PAGE_SIZE), true, rows.length > LEADS_PAGE_SIZE);
  }
  return newest();
}

/** Rows read per query by the export: enough to keep the queries few, small enough to keep memory flat. */
export const LEAD_EXPORT_BATCH = 500;

/**
 * Every lead, newest first, with its active booking, a batch at a time by the list's own key (so
 * each batch is an index range, not an offset). Nothing is read before the consumer asks for the
 * next batch, and returning the iterator early stops the reads.
 */
export async function* leadBatches(db: Kysely<Database>, batchSize = LEAD_EXPORT_BATCH): AsyncGenerator<LeadListItem[]> {
  let before: LeadKey | undefined;
  for (;;) {
    const batch = await listLeadsWithBookings(db, { limit: batchSize, before });
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    before = keyOf(batch[batch.length - 1]!);
  }
}
