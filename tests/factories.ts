import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { decideEstimate, saveEstimate, type EstimateLineInput } from "~/features/money/index.server";
import type { PickupInput } from "~/features/tickets/intake-schema.server";

/** One labour line, untaxed, of `cents`: the smallest estimate a test needs. */
export const labourLine = (cents: number, description = "Bench labour"): EstimateLineInput => ({
  serviceId: null,
  description,
  kind: "labour",
  taxable: false,
  quantity: 1,
  unitCents: cents,
  warrantyDays: 30,
});

/**
 * Gives ticket `ticketId` a new estimate version with `lines` and records the customer's approval
 * of it by phone, as the owner would: what a ticket needs before it may move into repair.
 */
export async function approvedEstimate(
  db: Kysely<Database>,
  ticketId: number,
  now: Date,
  lines: EstimateLineInput[] = [labourLine(10_000)],
): Promise<number> {
  const latest = await db
    .selectFrom("estimates")
    .select("version")
    .where("ticket_id", "=", ticketId)
    .orderBy("version", "desc")
    .executeTakeFirst();
  const saved = await saveEstimate(db, { ticketId, baseVersion: Number(latest?.version ?? 0), lines, now });
  if (!saved.ok) throw new Error(`estimate not saved: ${saved.reason}`);
  const decided = await decideEstimate(db, {
    ticketId,
    version: saved.version,
    decision: "approve",
    via: "phone",
    name: "The customer",
    note: null,
    recordedBy: "admin",
    now,
  });
  if (!decided.ok) throw new Error(`estimate not approved: ${decided.reason}`);
  return saved.version;
}

/** What moveTicket needs for "picked up": the device handed back and the customer's typed name. */
export const signedPickup = (signedName = "The customer"): PickupInput => ({
  deviceReturned: true,
  accessoriesReturned: false,
  signature: null,
  signedName,
});

/**
 * The intake part of a new-ticket form, filled the shortest way: it powers on, no passcode
 * needed, no backup, the terms signed by typing `signedName`, in a database whose intake terms
 * were never changed (version 0).
 */
export const intakeFormFields = (signedName = "Jane Q. Doe"): Record<string, string> => ({
  condPowers: "yes",
  passcodeMode: "not_needed",
  backupFirst: "no",
  intakeSignedName: signedName,
  termsVersion: "0",
});
