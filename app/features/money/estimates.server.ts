import type { Kysely } from "kysely";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { getConfig } from "~/lib/config.server";
import { formatUsd } from "~/lib/money";
import { queueMessage, wakeOutbox } from "~/features/outbox/index.server";
import { currentBusiness, currentSettings } from "~/features/settings/index.server";
import { CLOSED_STATUSES, isTicketStatus } from "~/features/tickets/index";

import { currentEstimateRow, lockTicketForMoney } from "./ledger.server";
import { estimateAnsweredMessage, estimateReadyMessage } from "./messages.server";
import { MONEY_LIMITS, computeTotals, taxRateFromPercent, type ServiceKind } from "./money";

type Db = Kysely<Database>;

export interface EstimateLineInput {
  serviceId: number | null;
  description: string;
  kind: ServiceKind;
  taxable: boolean;
  quantity: number;
  unitCents: number;
  warrantyDays: number;
}

type Refusal<R extends string> = { ok: false; reason: R };

/** Why a ticket's estimate cannot change now. */
type Closed = "not-found" | "erased" | "closed" | "invoiced";

async function openTicket(trx: Db, ticketId: number): Promise<Refusal<Closed> | { ok: true; number: string; status: string }> {
  const ticket = await lockTicketForMoney(trx, ticketId);
  if (!ticket) return { ok: false, reason: "not-found" };
  if (ticket.erased_at) return { ok: false, reason: "erased" };
  if (isTicketStatus(ticket.status) && CLOSED_STATUSES.includes(ticket.status)) return { ok: false, reason: "closed" };
  const invoiced = await trx.selectFrom("invoices").select("id").where("ticket_id", "=", ticketId).executeTakeFirst();
  if (invoiced) return { ok: false, reason: "invoiced" };
  return { ok: true, number: ticket.number, status: ticket.status };
}

async function latestVersion(trx: Db, ticketId: number) {
  return (
    (await trx
      .selectFrom("estimates")
      .select(["id", "version", "status", "total_cents"])
      .where("ticket_id", "=", ticketId)
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

export type SaveEstimateResult =
  { ok: true; version: number; changed: boolean } | Refusal<Closed | "changed" | "empty" | "too-large">;

const sameLines = (a: readonly EstimateLineInput[], b: readonly EstimateLineInput[]) =>
  a.length === b.length &&
  a.every(
    (l, i) =>
      l.description === b[i]!.description &&
      l.quantity === b[i]!.quantity &&
      l.unitCents === b[i]!.unitCents &&
      l.taxable === b[i]!.taxable &&
      l.kind === b[i]!.kind &&
      l.warrantyDays === b[i]!.warrantyDays &&
      l.serviceId === b[i]!.serviceId,
  );

/**
 * Saves the estimate's lines. A draft is changed in place; a version the customer was given
 * (sent, approved or declined) is never changed: its changed lines become the next version, a
 * draft. `baseVersion` is the version the owner's form was showing (0: none), so a save made on a
 * stale page is refused as "changed" and loses nothing. Lines equal to the latest version's make
 * no new version. The tax rate is the setting's at this save. A save that changes something
 * writes an audit row naming `by`, in the same transaction.
 */
export async function saveEstimate(
  db: Db,
  input: { ticketId: number; baseVersion: number; lines: EstimateLineInput[]; now: Date; taxPercent?: string; by: StaffActor },
): Promise<SaveEstimateResult> {
  if (input.lines.length === 0) return { ok: false, reason: "empty" };
  const taxRate = taxRateFromPercent(input.taxPercent ?? currentSettings()["money.taxRate"]);
  const totals = computeTotals(input.lines, taxRate);
  if (totals.subtotalCents > MONEY_LIMITS.subtotalCents) return { ok: false, reason: "too-large" };
  const at = input.now.toISOString();
  return inTransaction(db, async (trx): Promise<SaveEstimateResult> => {
    const open = await openTicket(trx, input.ticketId);
    if (!open.ok) return open;
    const latest = await latestVersion(trx, input.ticketId);
    if ((latest?.version ?? 0) !== input.baseVersion) return { ok: false, reason: "changed" };
    let estimateId: number;
    let version: number;
    if (latest?.status === "draft") {
      estimateId = Number(latest.id);
      version = Number(latest.version);
      await trx
        .updateTable("estimates")
        .set({
          subtotal_cents: totals.subtotalCents,
          taxable_cents: totals.taxableCents,
          tax_rate: taxRate,
          tax_cents: totals.taxCents,
          total_cents: totals.totalCents,
        })
        .where("id", "=", estimateId)
        .execute();
      await trx.deleteFrom("estimate_lines").where("estimate_id", "=", estimateId).execute();
    } else {
      if (latest) {
        const old = await trx
          .selectFrom("estimate_lines")
          .selectAll()
          .where("estimate_id", "=", Number(latest.id))
          .orderBy("position", "asc")
          .execute();
        const oldLines: EstimateLineInput[] = old.map((l) => ({
          serviceId: l.service_id === null ? null : Number(l.service_id),
          description: l.description,
          kind: l.kind as ServiceKind,
          taxable: Number(l.taxable) === 1,
          quantity: Number(l.quantity),
          unitCents: Number(l.unit_cents),
          warrantyDays: Number(l.warranty_days),
        }));
        if (sameLines(oldLines, input.lines)) return { ok: true, version: Number(latest.version), changed: false };
      }
      version = (latest ? Number(latest.version) : 0) + 1;
      const row = await trx
        .insertInto("estimates")
        .values({
          ticket_id: input.ticketId,
          version,
          status: "draft",
          subtotal_cents: totals.subtotalCents,
          taxable_cents: totals.taxableCents,
          tax_rate: taxRate,
          tax_cents: totals.taxCents,
          total_cents: totals.totalCents,
          created_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      estimateId = Number(row.id);
    }
    await trx
      .insertInto("estimate_lines")
      .values(
        input.lines.map((l, i) => ({
          estimate_id: estimateId,
          position: i + 1,
          service_id: l.serviceId,
          description: l.description,
          kind: l.kind,
          taxable: l.taxable ? 1 : 0,
          quantity: l.quantity,
          unit_cents: l.unitCents,
          line_cents: l.quantity * l.unitCents,
          warranty_days: l.warrantyDays,
        })),
      )
      .execute();
    await trx.updateTable("tickets").set({ updated_at: at }).where("id", "=", input.ticketId).execute();
    await recordAudit(trx, {
      by: input.by,
      kind: "estimate",
      subject: `ticket:${input.ticketId}`,
      detail: `${open.number}: estimate v${version} saved as a draft, ${input.lines.length} ${input.lines.length === 1 ? "line" : "lines"}, ${formatUsd(totals.totalCents)}`,
      at: input.now,
    });
    return { ok: true, version, changed: true };
  });
}

/** Drops the draft version the owner was writing (the customer never saw it). */
export async function discardDraft(
  db: Db,
  input: { ticketId: number; version: number; by: StaffActor; now: Date },
): Promise<{ ok: true } | Refusal<Closed | "changed">> {
  return inTransaction(db, async (trx) => {
    const open = await openTicket(trx, input.ticketId);
    if (!open.ok) return open;
    const latest = await latestVersion(trx, input.ticketId);
    if (!latest || latest.status !== "draft" || Number(latest.version) !== input.version) return { ok: false, reason: "changed" };
    await trx.deleteFrom("estimates").where("id", "=", Number(latest.id)).execute();
    await recordAudit(trx, {
      by: input.by,
      kind: "estimate",
      subject: `ticket:${input.ticketId}`,
      detail: `${open.number}: draft v${input.version} discarded`,
      at: input.now,
    });
    return { ok: true };
  });
}

export type SendEstimateResult = { ok: true; version: number; emailed: boolean } | Refusal<Closed | "changed">;

/**
 * Gives draft `version` to the customer: it becomes the current version, waiting for their
 * answer on the status page, with the terms as they read now; with their consent to e-mail, "Your
 * estimate for SC-… is ready" is queued in the same transaction.
 */
export async function sendEstimate(
  db: Db,
  input: { ticketId: number; version: number; now: Date; statusUrl: (token: string) => string; by: StaffActor },
): Promise<SendEstimateResult> {
  const at = input.now.toISOString();
  const result = await inTransaction(db, async (trx): Promise<SendEstimateResult> => {
    const open = await openTicket(trx, input.ticketId);
    if (!open.ok) return open;
    const latest = await latestVersion(trx, input.ticketId);
    if (!latest || latest.status !== "draft" || Number(latest.version) !== input.version) return { ok: false, reason: "changed" };
    await trx
      .updateTable("estimates")
      .set({ status: "sent", sent_at: at, terms: currentSettings()["money.terms"] })
      .where("id", "=", Number(latest.id))
      .execute();
    const ticket = await trx
      .selectFrom("tickets")
      .select(["customer_name", "email", "email_consent_at", "token"])
      .where("id", "=", input.ticketId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("ticket_events")
      .values({
        ticket_id: input.ticketId,
        from_status: open.status,
        to_status: open.status,
        public_note: null,
        private_note: `Estimate v${input.version} sent to the customer.`,
        actor: "admin",
        user_id: input.by.userId,
        at,
      })
      .execute();
    await recordAudit(trx, {
      by: input.by,
      kind: "estimate",
      subject: `ticket:${input.ticketId}`,
      detail: `${open.number}: estimate v${input.version} sent, ${formatUsd(Number(latest.total_cents))}`,
      at: input.now,
    });
    let emailed = false;
    if (ticket.email_consent_at && ticket.email && ticket.token) {
      const totals = await trx
        .selectFrom("estimates")
        .select(["total_cents"])
        .where("id", "=", Number(latest.id))
        .executeTakeFirstOrThrow();
      await queueMessage(
        trx,
        estimateReadyMessage(
          {
            ticketId: input.ticketId,
            number: open.number,
            customerName: ticket.customer_name,
            email: ticket.email,
            version: input.version,
            totalCents: Number(totals.total_cents),
            statusUrl: input.statusUrl(ticket.token),
          },
          currentBusiness(),
        ),
        input.now,
      );
      emailed = true;
    }
    return { ok: true, version: input.version, emailed };
  });
  if (result.ok && result.emailed) wakeOutbox();
  return result;
}

export type Decision = "approve" | "decline";

export type DecideEstimateResult =
  | { ok: true; decision: Decision; version: number; already: boolean }
  | Refusal<"not-found" | "erased" | "closed" | "invoiced" | "none" | "changed" | "approved">;

/**
 * The customer's answer to estimate `version`, on the status link (`via: "link"`, with the name
 * they typed, their address and user agent) or told to the shop by phone (`via: "phone"`, with who
 * answered, who recorded it and a note). Only the current version can be decided: one the shop
 * has replaced meanwhile is refused as "changed". Deciding the same way twice changes nothing; a
 * declined version can still be approved, an approved one is final (a change is a new version).
 * By phone the shop may also decide the draft it is reading out, which gives it to the customer.
 * The ticket's lock makes an answer and a new version, or two answers, one after the other.
 * `by` is the signed-in user who records a phone answer (null for the customer's own on the
 * link), named on the history row and the audit row; `recordedBy` is how the estimate names them.
 */
export async function decideEstimate(
  db: Db,
  input: {
    ticketId: number;
    version: number;
    decision: Decision;
    via: "link" | "phone";
    name: string | null;
    note: string | null;
    address?: string | null;
    agent?: string | null;
    recordedBy: string;
    by: StaffActor | null;
    /** When the customer answered (a phone call may be recorded later); defaults to now. */
    at?: Date;
    now: Date;
  },
): Promise<DecideEstimateResult> {
  const decidedAt = (input.at ?? input.now).toISOString();
  const result = await inTransaction(db, async (trx): Promise<DecideEstimateResult> => {
    const ticket = await lockTicketForMoney(trx, input.ticketId);
    if (!ticket) return { ok: false, reason: "not-found" };
    if (ticket.erased_at) return { ok: false, reason: "erased" };
    if (isTicketStatus(ticket.status) && CLOSED_STATUSES.includes(ticket.status)) return { ok: false, reason: "closed" };
    // The invoice bills what was approved: once it is made, no answer changes what is owed.
    if (await trx.selectFrom("invoices").select("id").where("ticket_id", "=", input.ticketId).executeTakeFirst())
      return { ok: false, reason: "invoiced" };
    const latest = await latestVersion(trx, input.ticketId);
    const current = input.via === "phone" && latest?.status === "draft" ? latest : await currentEstimateRow(trx, input.ticketId);
    if (!current) return { ok: false, reason: "none" };
    if (Number(current.version) !== input.version) return { ok: false, reason: "changed" };
    const target = input.decision === "approve" ? "approved" : "declined";
    if (current.status === target) return { ok: true, decision: input.decision, version: input.version, already: true };
    if (current.status === "approved") return { ok: false, reason: "approved" };
    await trx
      .updateTable("estimates")
      .set({
        status: target,
        ...(current.status === "draft" ? { sent_at: decidedAt, terms: currentSettings()["money.terms"] } : {}),
        decided_at: decidedAt,
        decided_via: input.via,
        recorded_by: input.recordedBy.slice(0, 40),
        decision_name: input.name?.slice(0, MONEY_LIMITS.name) || null,
        decision_address: input.address?.slice(0, 64) || null,
        decision_agent: input.agent?.slice(0, 300) || null,
        decision_note: input.note?.slice(0, MONEY_LIMITS.note) || null,
      })
      .where("id", "=", Number(current.id))
      .where("status", "=", current.status)
      .execute();
    const how = input.via === "link" ? "on the status page" : `by phone (recorded by ${input.recordedBy.slice(0, 40)})`;
    const who = input.name ? ` by ${input.name.slice(0, MONEY_LIMITS.name)}` : "";
    await trx
      .insertInto("ticket_events")
      .values({
        ticket_id: input.ticketId,
        from_status: ticket.status,
        to_status: ticket.status,
        public_note: null,
        private_note: `Estimate v${input.version} ${target}${who} ${how}.${input.note ? ` ${input.decision === "decline" ? "Reason" : "Note"}: ${input.note.slice(0, MONEY_LIMITS.note)}` : ""}`,
        actor: input.via === "link" ? "customer" : "admin",
        user_id: input.by?.userId ?? null,
        at: input.now.toISOString(),
      })
      .execute();
    // Who answered and their note stay out: the audit log is never erased.
    await recordAudit(trx, {
      by: input.by,
      kind: "estimate",
      subject: `ticket:${input.ticketId}`,
      detail: `${ticket.number}: estimate v${input.version} ${target} ${input.via === "link" ? "on the status page" : "by phone"}, ${formatUsd(Number(current.total_cents))}`,
      at: input.now,
    });
    await trx.updateTable("tickets").set({ updated_at: input.now.toISOString() }).where("id", "=", input.ticketId).execute();
    // The shop hears of an answer given online at once; one it recorded itself it knows already.
    if (input.via === "link") {
      await queueMessage(
        trx,
        estimateAnsweredMessage({
          ticketId: input.ticketId,
          number: ticket.number,
          version: input.version,
          decision: target,
          totalCents: Number(current.total_cents),
          reason: input.decision === "decline" ? (input.note?.slice(0, MONEY_LIMITS.note) ?? null) : null,
          adminUrl: `${getConfig().SITE_URL}/admin/tickets/${input.ticketId}`,
        }),
        input.now,
      );
    }
    return { ok: true, decision: input.decision, version: input.version, already: false };
  });
  if (result.ok && !result.already && input.via === "link") wakeOutbox();
  return result;
}
