import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { decideEstimate, saveEstimate, type EstimateLineInput } from "~/features/money/index.server";
import type { PickupInput } from "~/features/tickets/intake-schema.server";
import type { StaffActor } from "~/lib/audit.server";
import type { Role } from "~/lib/roles";

import { insertStaff } from "./staff";

/** A signed-in user as the admin's writes take it (a Staff without the sign-in's extras). */
export type TestStaff = StaffActor & { id: number; name: string; email: string; role: Role };

/** The client address every test user's writes come from. */
export const TEST_STAFF_ADDRESS = "203.0.113.9";

/** A new staff user of `role` (a random e-mail unless given), as the writes that name their user take it. */
export async function staffActor(
  db: Kysely<Database>,
  options: { role?: Role; name?: string; email?: string } = {},
): Promise<TestStaff> {
  const role = options.role ?? "owner";
  const user = await insertStaff(db, { ...options, role });
  return { id: user.id, userId: user.id, name: user.name, email: user.email, role, address: TEST_STAFF_ADDRESS };
}

const defaultActors = new WeakMap<Kysely<Database>, Promise<TestStaff>>();

/** One owner per test database, made on first use: the user of a test's writes when who it is does not matter. */
export function testActor(db: Kysely<Database>): Promise<TestStaff> {
  let actor = defaultActors.get(db);
  if (!actor) {
    actor = staffActor(db, { name: "Test Owner" });
    defaultActors.set(db, actor);
  }
  return actor;
}

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
  by?: TestStaff,
): Promise<number> {
  const actor = by ?? (await testActor(db));
  const latest = await db
    .selectFrom("estimates")
    .select("version")
    .where("ticket_id", "=", ticketId)
    .orderBy("version", "desc")
    .executeTakeFirst();
  const saved = await saveEstimate(db, { ticketId, baseVersion: Number(latest?.version ?? 0), lines, now, by: actor });
  if (!saved.ok) throw new Error(`estimate not saved: ${saved.reason}`);
  const decided = await decideEstimate(db, {
    ticketId,
    version: saved.version,
    decision: "approve",
    via: "phone",
    name: "The customer",
    note: null,
    recordedBy: actor.name,
    by: actor,
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
