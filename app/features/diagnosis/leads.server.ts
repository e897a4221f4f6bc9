import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import type { DiagnosisRequest } from "./schema";

export const LEAD_STATUS_NEW = "new";

/** Stores one diagnosis request as a lead in a single insert (all or nothing). Returns its id. */
export async function createLead(db: Kysely<Database>, request: DiagnosisRequest, receivedAt: Date): Promise<number> {
  const row = await db
    .insertInto("leads")
    .values({
      issue: request.issue,
      description: request.description,
      name: request.userInfo.name,
      email: request.userInfo.email,
      phone: request.userInfo.phone === "" ? null : request.userInfo.phone,
      client_timestamp: request.userInfo.timestamp,
      received_at: receivedAt.toISOString(),
      status: LEAD_STATUS_NEW,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const LEAD_STATUS_HANDLED = "handled";
export const LEAD_STATUSES = [LEAD_STATUS_NEW, LEAD_STATUS_HANDLED] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface Lead {
  id: number;
  issue: string;
  description: string;
  name: string;
  email: string;
  phone: string | null;
  clientTimestamp: string;
  receivedAt: string;
  status: string;
}

export const LEADS_PAGE_SIZE = 50;

/** Newest first; `status` filters, `page` counts from 1. */
export async function listLeads(
  db: Kysely<Database>,
  { status, page = 1, pageSize = LEADS_PAGE_SIZE }: { status?: LeadStatus; page?: number; pageSize?: number } = {},
): Promise<{ leads: Lead[]; total: number }> {
  let query = db.selectFrom("leads");
  if (status) query = query.where("status", "=", status);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("received_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    leads: rows.map((r) => ({
      id: Number(r.id),
      issue: r.issue,
      description: r.description,
      name: r.name,
      email: r.email,
      phone: r.phone,
      clientTimestamp: r.client_timestamp,
      receivedAt: r.received_at,
      status: r.status,
    })),
  };
}

/** Every lead, newest first, for the CSV export. */
export async function listAllLeads(db: Kysely<Database>): Promise<Lead[]> {
  return (await listLeads(db, { pageSize: 1_000_000 })).leads;
}

/** Returns false when no lead has that id. */
export async function setLeadStatus(db: Kysely<Database>, id: number, status: LeadStatus): Promise<boolean> {
  const result = await db.updateTable("leads").set({ status }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
