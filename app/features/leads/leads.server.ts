import crypto from "node:crypto";

import type { Kysely, Selectable } from "kysely";

import { adjustCounts } from "~/db/counts.server";
import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { queueMessage } from "~/features/outbox/index.server";
import { getConfig } from "~/lib/config.server";
import { phoneDigits } from "~/lib/phone";

import { leadAlertMessage } from "./alerts.server";
import { isLeadStage, type LeadStage } from "./stages";

/** What a visitor sends that becomes a lead (the diagnosis request, or a booking without one). */
export interface NewLead {
  issue: string;
  description: string;
  name: string;
  email: string;
  /** "" or null when not given. */
  phone: string | null;
  /** When the visitor registered, as their browser reported it (ISO). */
  clientTimestamp: string;
}

/** sha256 (hex) of a booking key; only the hash is stored. */
export function hashBookingKey(key: string): string {
  return crypto.createHash("sha256").update(key).digest("hex");
}

/**
 * Stores a lead, its first history row, its place in the stage counts and the shop's alert in
 * one transaction (all or nothing). Returns its id and a booking key (128 random bits) the
 * visitor's browser keeps, so a booking made from the result joins this lead without the lead's
 * id being enough.
 */
export async function createLead(
  db: Kysely<Database>,
  lead: NewLead,
  now: Date,
  { actor = "visitor" as const }: { actor?: "visitor" | "admin" } = {},
): Promise<{ id: number; bookingKey: string }> {
  const bookingKey = crypto.randomBytes(16).toString("base64url");
  const at = now.toISOString();
  const phone = lead.phone === "" ? null : lead.phone;
  const id = await inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("leads")
      .values({
        issue: lead.issue,
        description: lead.description,
        name: lead.name,
        email: lead.email,
        phone,
        phone_digits: phoneDigits(phone),
        client_timestamp: lead.clientTimestamp,
        received_at: at,
        stage: "new",
        stage_changed_at: at,
        booking_key_hash: hashBookingKey(bookingKey),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const leadId = Number(row.id);
    await adjustCounts(trx, "lead_stage_counts", { new: 1 });
    await trx
      .insertInto("lead_events")
      .values({ lead_id: leadId, from_stage: null, to_stage: "new", note: null, actor, at })
      .execute();
    await queueMessage(trx, leadAlertMessage({ id: leadId, ...lead, phone, receivedAt: at }, getConfig().SITE_URL), now);
    return leadId;
  });
  return { id, bookingKey };
}

export interface Lead {
  id: number;
  issue: string;
  description: string;
  name: string;
  email: string;
  phone: string | null;
  clientTimestamp: string;
  receivedAt: string;
  stage: LeadStage;
  stageChangedAt: string | null;
  lostReason: string | null;
  /** When its personal details were erased (retention or a request); null while kept. */
  erasedAt: string | null;
}

export const LEADS_PAGE_SIZE = 50;

/** The columns a Lead is read from. */
export const LEAD_COLUMNS = [
  "id",
  "issue",
  "description",
  "name",
  "email",
  "phone",
  "client_timestamp",
  "received_at",
  "stage",
  "stage_changed_at",
  "lost_reason",
  "erased_at",
] as const;

type LeadRow = Pick<
  Selectable<Database["leads"]>,
  | "issue"
  | "description"
  | "name"
  | "email"
  | "phone"
  | "client_timestamp"
  | "received_at"
  | "stage_changed_at"
  | "lost_reason"
  | "erased_at"
> & { id: number; stage: string };

export function toLead(r: LeadRow): Lead {
  return {
    id: Number(r.id),
    issue: r.issue,
    description: r.description,
    name: r.name,
    email: r.email,
    phone: r.phone,
    clientTimestamp: r.client_timestamp,
    receivedAt: r.received_at,
    stage: isLeadStage(r.stage) ? r.stage : "new",
    stageChangedAt: r.stage_changed_at,
    lostReason: r.lost_reason,
    erasedAt: r.erased_at,
  };
}
