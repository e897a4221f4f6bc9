import type { Kysely } from "kysely";

import { adjustCounts } from "~/db/counts.server";
import { isSqlite } from "~/db/dialect";
import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { recordAudit, type StaffActor } from "~/lib/audit.server";

import {
  LEAD_STAGE_LABELS,
  LOST_REASON_MAX,
  STAGE_NOTE_MAX,
  canMoveLead,
  isLeadStage,
  stageRank,
  type LeadStage,
} from "./stages";

/** Who moved a lead: the owner in the admin, the visitor (a booking) or the site itself. */
export type LeadActor = "admin" | "visitor" | "system";

export type MoveLeadResult =
  | { ok: true; from: LeadStage; to: LeadStage }
  | { ok: false; reason: "not-found" | "not-allowed" | "reason-required" | "changed"; from?: LeadStage };

/**
 * The one way a lead changes stage: checks the move is allowed, writes the stage and its history
 * row (with the note and, for "lost", the reason) in one transaction. The update names the stage
 * it read, so two people moving the same lead at once cannot both win: the second sees
 * "changed" and nothing of theirs is written. A screen passes `from`, the stage its user saw, so a
 * move decided on a stale page is refused as "changed" too rather than applied to a stage the
 * user never saw. `by` is the signed-in user (null: the visitor or the site), named on the history
 * row and on the audit row written in the same transaction (the stages only, never the note).
 */
export async function moveLead(
  db: Kysely<Database>,
  input: {
    leadId: number;
    to: LeadStage;
    from?: LeadStage;
    note?: string | null;
    lostReason?: string | null;
    actor: LeadActor;
    by: StaffActor | null;
    now: Date;
  },
): Promise<MoveLeadResult> {
  const note = input.note?.trim().slice(0, STAGE_NOTE_MAX) || null;
  const lostReason = input.lostReason?.trim().slice(0, LOST_REASON_MAX) || null;
  if (input.to === "lost" && !lostReason) return { ok: false, reason: "reason-required" };
  return inTransaction(db, async (trx) => {
    const lead = await trx.selectFrom("leads").select("stage").where("id", "=", input.leadId).executeTakeFirst();
    if (!lead) return { ok: false, reason: "not-found" };
    const from = isLeadStage(lead.stage) ? lead.stage : "new";
    if (input.from && input.from !== from) return { ok: false, reason: "changed", from };
    if (!canMoveLead(from, input.to)) return { ok: false, reason: "not-allowed", from };
    const moved = await applyMove(trx, input.leadId, from, input.to, {
      note,
      lostReason,
      actor: input.actor,
      userId: input.by?.userId ?? null,
      now: input.now,
    });
    if (moved.ok) {
      await recordAudit(trx, {
        by: input.by,
        kind: "lead-moved",
        subject: `lead:${input.leadId}`,
        detail: `Lead ${input.leadId}: ${LEAD_STAGE_LABELS[moved.from]} → ${LEAD_STAGE_LABELS[moved.to]}`,
        at: input.now,
      });
    }
    return moved;
  });
}

async function applyMove(
  trx: Kysely<Database>,
  leadId: number,
  from: LeadStage,
  to: LeadStage,
  {
    note,
    lostReason,
    actor,
    userId = null,
    now,
  }: { note: string | null; lostReason: string | null; actor: LeadActor; userId?: number | null; now: Date },
): Promise<MoveLeadResult> {
  const at = now.toISOString();
  const updated = await trx
    .updateTable("leads")
    .set({ stage: to, stage_changed_at: at, lost_reason: to === "lost" ? lostReason : null })
    .where("id", "=", leadId)
    .where("stage", "=", from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: "changed", from };
  await adjustCounts(trx, "lead_stage_counts", { [from]: -1, [to]: 1 });
  await trx
    .insertInto("lead_events")
    .values({
      lead_id: leadId,
      from_stage: from,
      to_stage: to,
      note: to === "lost" && !note ? lostReason : note,
      actor,
      user_id: userId,
      at,
    })
    .execute();
  return { ok: true, from, to };
}

export type NoteLeadResult = { ok: true; stage: LeadStage } | { ok: false; reason: "not-found" | "empty" | "erased" };

/**
 * A note on a lead without a change of stage ("Called, left voicemail"): a history row whose from
 * and to are the stage the lead is in, written by this module like every other history row, with
 * an audit row naming `by` (never the note's text) in the same transaction.
 */
export async function noteLead(
  db: Kysely<Database>,
  input: { leadId: number; note: string; actor: LeadActor; by: StaffActor | null; now: Date },
): Promise<NoteLeadResult> {
  const note = input.note.trim().slice(0, STAGE_NOTE_MAX);
  if (!note) return { ok: false, reason: "empty" };
  return inTransaction(db, async (trx) => {
    // Locked (PostgreSQL), so an erasure running meanwhile either sees this note and erases it, or
    // runs wholly before and the note is refused: a note never keeps personal text on an erased lead.
    let query = trx.selectFrom("leads").select(["stage", "erased_at"]).where("id", "=", input.leadId);
    if (!isSqlite(trx)) query = query.forUpdate();
    const lead = await query.executeTakeFirst();
    if (!lead) return { ok: false, reason: "not-found" };
    if (lead.erased_at) return { ok: false, reason: "erased" };
    const stage = isLeadStage(lead.stage) ? lead.stage : "new";
    await trx
      .insertInto("lead_events")
      .values({
        lead_id: input.leadId,
        from_stage: stage,
        to_stage: stage,
        note,
        actor: input.actor,
        user_id: input.by?.userId ?? null,
        at: input.now.toISOString(),
      })
      .execute();
    await recordAudit(trx, {
      by: input.by,
      kind: "lead-noted",
      subject: `lead:${input.leadId}`,
      detail: `Lead ${input.leadId}: note (${LEAD_STAGE_LABELS[stage]})`,
      at: input.now,
    });
    return { ok: true, stage };
  });
}

/** What happened elsewhere that a lead's stage follows. */
export type LeadFollowEvent = "booking-made" | "booking-cancelled" | "ticket-created" | "ticket-closed";

/**
 * The one place that decides how a lead follows its booking and ticket, called inside the
 * transaction that made the change:
 * - a booking made moves the lead to "booked" unless it is further along;
 * - a booking cancelled moves a "booked" lead back to the stage it had before it was booked,
 *   unless the lead already has a ticket: the machine came in, so the lead stays where it is;
 * - a ticket created from it leaves it where it is;
 * - its ticket's end (picked up, or returned unrepaired) makes it "done".
 * Returns the move made, or null when the lead stays.
 */
export async function leadFollows(
  trx: Kysely<Database>,
  leadId: number,
  event: LeadFollowEvent,
  { now, note }: { now: Date; note?: string },
): Promise<MoveLeadResult | null> {
  // Locked (PostgreSQL; SQLite runs one write transaction at a time), so a booking cancelled while a
  // ticket is made for the same lead sees that ticket, or runs wholly before it.
  let query = trx.selectFrom("leads").select("stage").where("id", "=", leadId);
  if (!isSqlite(trx)) query = query.forUpdate();
  const lead = await query.executeTakeFirst();
  if (!lead || !isLeadStage(lead.stage)) return null;
  const from = lead.stage;
  const move = (to: LeadStage, actor: LeadActor) =>
    applyMove(trx, leadId, from, to, { note: note ?? null, lostReason: null, actor, now });
  switch (event) {
    case "booking-made":
      return stageRank(from) < stageRank("booked") ? move("booked", "visitor") : null;
    case "booking-cancelled": {
      if (from !== "booked") return null;
      const ticket = await trx.selectFrom("tickets").select("id").where("lead_id", "=", leadId).limit(1).executeTakeFirst();
      if (ticket) return null;
      const before = await trx
        .selectFrom("lead_events")
        .select("from_stage")
        .where("lead_id", "=", leadId)
        .where("to_stage", "=", "booked")
        .whereRef("from_stage", "<>", "to_stage")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      const previous = before?.from_stage;
      return move(isLeadStage(previous) && previous !== "booked" ? previous : "contacted", "system");
    }
    case "ticket-created":
      return null;
    case "ticket-closed":
      return from === "done" ? null : move("done", "system");
  }
}
