import type { Kysely } from "kysely";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { contactKeys } from "~/lib/contact-keys";

import { lockCustomer } from "./attach.server";
import { countRecords } from "./customers-admin.server";

type Db = Kysely<Database>;

export interface CustomerRef {
  id: number;
  name: string;
  leads: number;
  tickets: number;
}

export type MergeCheck = { ok: true; keep: CustomerRef; other: CustomerRef } | { ok: false; error: string };

async function refOf(db: Db, id: number): Promise<(CustomerRef & { erased: boolean }) | null> {
  const row = await db.selectFrom("customers").select(["id", "name", "erased_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const counts = (await countRecords(db, [id])).get(id)!;
  return { id, name: row.name, erased: row.erased_at !== null, ...counts };
}

/** Whether `other` can be merged into `keep`, and what each holds (for the confirmation). */
export async function checkMerge(db: Db, keepId: number, otherId: number): Promise<MergeCheck> {
  if (keepId === otherId) return { ok: false, error: "That is this customer. Enter the number of the other record." };
  const [keep, other] = await Promise.all([refOf(db, keepId), refOf(db, otherId)]);
  if (!keep) return { ok: false, error: "This customer no longer exists." };
  if (!other) return { ok: false, error: `There is no customer ${otherId}.` };
  if (keep.erased || other.erased) return { ok: false, error: "An erased customer cannot be merged." };
  return { ok: true, keep, other };
}

/** Locks customers in id order, so two merges of the same pair never wait on each other in a circle. */
async function lockAll(trx: Db, ids: number[]): Promise<void> {
  for (const id of [...ids].sort((a, b) => a - b)) await lockCustomer(trx, id);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * Folds `otherId` into `keepId` in one transaction: every lead, booking and ticket, every e-mail
 * address and phone that found the other (so later requests find the kept one), its history,
 * and a history note naming what moved; the other record is then deleted. The kept customer's
 * contact details stay, gaps filled from the other's. The history note and the audit row name
 * `by`; the audit row holds the numbers and counts only, never a name.
 */
export async function mergeCustomers(
  db: Db,
  { keepId, otherId, note, now, by }: { keepId: number; otherId: number; note: string; now: Date; by: StaffActor },
): Promise<MergeCheck> {
  return inTransaction(db, async (trx) => {
    await lockAll(trx, [keepId, otherId]);
    const check = await checkMerge(trx, keepId, otherId);
    if (!check.ok) return check;
    const other = await trx.selectFrom("customers").selectAll().where("id", "=", otherId).executeTakeFirstOrThrow();
    for (const table of ["leads", "bookings", "tickets"] as const) {
      await trx.updateTable(table).set({ customer_id: keepId }).where("customer_id", "=", otherId).execute();
    }
    await trx.updateTable("customer_keys").set({ customer_id: keepId }).where("customer_id", "=", otherId).execute();
    await trx.updateTable("customer_events").set({ customer_id: keepId }).where("customer_id", "=", otherId).execute();
    const at = now.toISOString();
    if (other.email)
      await trx
        .updateTable("customers")
        .set({ email: other.email })
        .where("id", "=", keepId)
        .where("email", "is", null)
        .execute();
    if (other.phone)
      await trx
        .updateTable("customers")
        .set({ phone: other.phone })
        .where("id", "=", keepId)
        .where("phone", "is", null)
        .execute();
    await trx.updateTable("customers").set({ updated_at: at }).where("id", "=", keepId).execute();
    const what = `${plural(check.other.leads, "request")}, ${plural(check.other.tickets, "repair")}`;
    await trx
      .insertInto("customer_events")
      .values({
        customer_id: keepId,
        kind: "merged",
        note: [`Customer ${otherId} (${other.name}) merged into this one: ${what} moved.`, note].filter(Boolean).join("\n"),
        actor: "admin",
        user_id: by.userId,
        at,
      })
      .execute();
    await recordAudit(trx, {
      by,
      kind: "customer-changed",
      subject: `customer:${keepId}`,
      detail: `Customer ${otherId} merged into customer ${keepId}: ${what} moved`,
      at: now,
    });
    await trx.deleteFrom("customers").where("id", "=", otherId).execute();
    return check;
  });
}

export type RecordRef = { kind: "lead" | "ticket"; id: number };

export function parseRecordRef(raw: string): RecordRef | null {
  const match = /^(lead|ticket)-([1-9]\d{0,9})$/.exec(raw);
  if (!match) return null;
  return { kind: match[1] === "lead" ? "lead" : "ticket", id: Number(match[2]) };
}

export type SplitCheck =
  | { ok: true; label: string; contact: { name: string; email: string | null; phone: string | null } }
  | { ok: false; error: string };

/** Whether this lead or ticket can move off this customer onto a new one, and what it is. */
export async function checkSplit(db: Db, customerId: number, record: RecordRef): Promise<SplitCheck> {
  const row =
    record.kind === "lead"
      ? await db
          .selectFrom("leads")
          .select(["customer_id", "name", "email", "phone", "erased_at", "id"])
          .where("id", "=", record.id)
          .executeTakeFirst()
      : await db
          .selectFrom("tickets")
          .select(["customer_id", "customer_name as name", "email", "phone", "erased_at", "number"])
          .where("id", "=", record.id)
          .executeTakeFirst();
  if (!row || Number(row.customer_id) !== customerId)
    return { ok: false, error: "That record is not this customer's (any more)." };
  if (row.erased_at) return { ok: false, error: "That record's details were erased; there is nobody to split off." };
  const counts = (await countRecords(db, [customerId])).get(customerId)!;
  if (counts.leads + counts.tickets < 2)
    return { ok: false, error: "This is the customer's only record: there is nothing to split it from." };
  const label = "number" in row ? `repair ${row.number}` : `request ${record.id}`;
  return { ok: true, label, contact: { name: row.name, email: row.email, phone: row.phone } };
}

/**
 * Moves one lead (with its bookings and the tickets made from it) or one ticket off a customer
 * it was wrongly matched to, onto a new customer made from that record's details, in one
 * transaction. The record's e-mail address and phone go with it unless another of the old
 * customer's records still has them. Both customers get a history note, and the audit row names `by`.
 */
export async function splitRecord(
  db: Db,
  { customerId, record, note, now, by }: { customerId: number; record: RecordRef; note: string; now: Date; by: StaffActor },
): Promise<{ ok: true; newId: number; label: string } | { ok: false; error: string }> {
  return inTransaction(db, async (trx) => {
    if (!(await lockCustomer(trx, customerId))) return { ok: false, error: "This customer no longer exists." };
    const check = await checkSplit(trx, customerId, record);
    if (!check.ok) return check;
    const at = now.toISOString();
    const row = await trx
      .insertInto("customers")
      .values({ ...check.contact, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const newId = Number(row.id);
    if (record.kind === "lead") {
      await trx.updateTable("leads").set({ customer_id: newId }).where("id", "=", record.id).execute();
      await trx.updateTable("bookings").set({ customer_id: newId }).where("lead_id", "=", record.id).execute();
      await trx
        .updateTable("tickets")
        .set({ customer_id: newId })
        .where("lead_id", "=", record.id)
        .where("customer_id", "=", customerId)
        .execute();
    } else {
      await trx.updateTable("tickets").set({ customer_id: newId }).where("id", "=", record.id).execute();
    }

    // The keys the old customer's remaining records still give stay with it; the rest move.
    const [leads, tickets] = await Promise.all([
      trx
        .selectFrom("leads")
        .select(["email", "phone"])
        .where("customer_id", "=", customerId)
        .where("erased_at", "is", null)
        .execute(),
      trx
        .selectFrom("tickets")
        .select(["email", "phone"])
        .where("customer_id", "=", customerId)
        .where("erased_at", "is", null)
        .execute(),
    ]);
    const kept = new Set([...leads, ...tickets].flatMap((r) => contactKeys(r).map((k) => `${k.kind}:${k.value}`)));
    for (const key of contactKeys(check.contact)) {
      if (kept.has(`${key.kind}:${key.value}`)) continue;
      await trx
        .updateTable("customer_keys")
        .set({ customer_id: newId })
        .where("kind", "=", key.kind)
        .where("value", "=", key.value)
        .where("customer_id", "=", customerId)
        .execute();
    }
    const extra = note ? `\n${note}` : "";
    await trx
      .insertInto("customer_events")
      .values([
        {
          customer_id: customerId,
          kind: "split-from",
          note: `Split off: ${check.label} moved to customer ${newId}.${extra}`,
          actor: "admin",
          user_id: by.userId,
          at,
        },
        {
          customer_id: newId,
          kind: "split-to",
          note: `Split from customer ${customerId}: ${check.label}.${extra}`,
          actor: "admin",
          user_id: by.userId,
          at,
        },
      ])
      .execute();
    await recordAudit(trx, {
      by,
      kind: "customer-changed",
      subject: `customer:${customerId}`,
      detail: `${check.label[0]!.toUpperCase()}${check.label.slice(1)} split off customer ${customerId} onto new customer ${newId}`,
      at: now,
    });
    return { ok: true, newId, label: check.label };
  });
}
