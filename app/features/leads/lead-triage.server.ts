import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import { hashBookingKey } from "./leads.server";
import type { LeadTriage } from "./schema";
import { serializeLeadTriage } from "./triage-summary.server";

/** How long after a request its booking key may still add the visitor's answers to it. */
export const TRIAGE_ANSWER_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/** The request a booking key belongs to: a lead, or a follow-up on one, with the words it was sent with. */
export interface TriageTarget {
  table: "leads" | "lead_follow_ups";
  id: number;
  issue: string;
  description: string;
}

/**
 * The lead or follow-up whose booking key this is, while its details are kept and it arrived in
 * the last TRIAGE_ANSWER_HOURS; otherwise null. A key never reaches another row: the lookup is by
 * the key's hash alone.
 */
export async function findTriageTarget(db: Kysely<Database>, bookingKey: string, now: Date): Promise<TriageTarget | null> {
  const hash = hashBookingKey(bookingKey);
  const since = new Date(now.getTime() - TRIAGE_ANSWER_HOURS * HOUR_MS).toISOString();
  const lead = await db
    .selectFrom("leads")
    .select(["id", "issue", "description"])
    .where("booking_key_hash", "=", hash)
    .where("erased_at", "is", null)
    .where("received_at", ">=", since)
    .executeTakeFirst();
  if (lead) return { table: "leads", id: Number(lead.id), issue: lead.issue, description: lead.description };
  const followUp = await db
    .selectFrom("lead_follow_ups")
    .innerJoin("leads", "leads.id", "lead_follow_ups.lead_id")
    .select(["lead_follow_ups.id as id", "lead_follow_ups.issue as issue", "lead_follow_ups.description as description"])
    .where("lead_follow_ups.booking_key_hash", "=", hash)
    .where("leads.erased_at", "is", null)
    .where("lead_follow_ups.received_at", ">=", since)
    .executeTakeFirst();
  return followUp
    ? { table: "lead_follow_ups", id: Number(followUp.id), issue: followUp.issue, description: followUp.description }
    : null;
}

/**
 * Replaces the row's summary, in one UPDATE that repeats the lookup's conditions, so a row erased
 * since it was read keeps its blank. Returns whether the row took it.
 */
export async function saveLeadTriage(db: Kysely<Database>, target: TriageTarget, triage: LeadTriage): Promise<boolean> {
  const value = serializeLeadTriage(triage);
  const result =
    target.table === "leads"
      ? await db
          .updateTable("leads")
          .set({ triage: value })
          .where("id", "=", target.id)
          .where("erased_at", "is", null)
          .executeTakeFirst()
      : await db
          .updateTable("lead_follow_ups")
          .set({ triage: value })
          .where("id", "=", target.id)
          .where("booking_key_hash", "is not", null)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
