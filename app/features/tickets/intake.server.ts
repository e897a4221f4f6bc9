import type { Kysely, Selectable } from "kysely";

import type { Database, TicketsTable } from "~/db/types";
import { balanceOf, decideEstimate, listServices, recordPayment, saveEstimate } from "~/features/money/index.server";
import { currentSettings } from "~/features/settings/index.server";
import type { StaffActor } from "~/lib/audit.server";
import { isSignaturePath } from "~/lib/signature-path.server";

import { dataLossSentences, parseCondition, parsePickupChecklist, type DeviceCondition, type PickupChecklist } from "./intake";
import type { IntakeInput, PickupInput } from "./intake-schema.server";
import { encryptPasscode } from "~/lib/secret-box.server";
import { isPasscodeMode, type PasscodeMode } from "./passcode-mode";

type Db = Kysely<Database>;

const TERMS_FIELD = "tickets.intakeTerms";
/** The price list's service an intake fee is billed as, when the owner keeps one by this name. */
const FEE_SERVICE = "diagnostic fee";

/** The intake terms as they read now, and their version: the settings history's latest change of them (0: never changed). */
export interface IntakeTerms {
  text: string;
  version: number;
}

/**
 * The current intake terms. Text and version come from the same history row, so a customer who
 * signed version 3 signed the text of version 3 (the settings' copy in memory could be a moment
 * behind another server's save).
 */
export async function readIntakeTerms(db: Db): Promise<IntakeTerms> {
  const row = await db
    .selectFrom("shop_settings_history")
    .select(["id", "new_value"])
    .where("field", "=", TERMS_FIELD)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  let text = currentSettings()[TERMS_FIELD];
  if (row?.new_value) {
    try {
      const saved: unknown = JSON.parse(row.new_value);
      if (typeof saved === "string" && saved.trim() !== "") text = saved;
    } catch {
      // An unreadable row: the settings module falls back the same way.
    }
  }
  return { text, version: row ? Number(row.id) : 0 };
}

/** What the new-ticket form shows for the intake: the terms, their data-loss line and the price list's fee. */
export interface IntakeFormContext {
  terms: IntakeTerms;
  /** The terms' sentences about data, shown beside the backup question ("" when they have none). */
  dataLoss: string;
  /** The price list's "Diagnostic fee", when it has one. */
  feeCents: number | null;
}

async function findFeeService(db: Db) {
  const services = await listServices(db, { activeOnly: true });
  return services.find((s) => s.name.trim().toLowerCase() === FEE_SERVICE) ?? null;
}

export async function loadIntakeForm(db: Db): Promise<IntakeFormContext> {
  const [terms, fee] = await Promise.all([readIntakeTerms(db), findFeeService(db)]);
  return { terms, dataLoss: dataLossSentences(terms.text), feeCents: fee?.priceCents ?? null };
}

/**
 * Stores the intake of ticket `ticketId` inside createTicket's transaction: the condition, the
 * passcode mode (the passcode itself only encrypted), the backup choice, the terms as signed and
 * the signature. A diagnostic fee becomes estimate v1 with one line, approved at the counter by
 * the signer, and, paid now, a deposit of its total: all or nothing with the ticket. `by` is the
 * user at the counter; `recordedBy` their name, kept on the intake, the approval and the payment.
 */
export async function recordIntake(
  trx: Db,
  input: {
    ticketId: number;
    customerName: string;
    intake: IntakeInput;
    terms: IntakeTerms;
    now: Date;
    by: StaffActor;
    recordedBy: string;
  },
): Promise<void> {
  const { ticketId, intake, now, by } = input;
  const recordedBy = input.recordedBy.slice(0, 40);
  const signature = intake.signature && isSignaturePath(intake.signature) ? intake.signature : null;
  if (!signature && !intake.signedName) throw new Error("An intake needs a signature or a typed name");
  await trx
    .updateTable("tickets")
    .set({
      condition: JSON.stringify(intake.condition),
      condition_note: intake.conditionNote,
      passcode_mode: intake.passcodeMode,
      passcode_enc: intake.passcodeMode === "given" && intake.passcode ? encryptPasscode(intake.passcode) : null,
      backup_first: intake.backupFirst ? 1 : 0,
      intake_terms: input.terms.text,
      intake_terms_version: input.terms.version,
      intake_signature: signature,
      intake_signed_name: signature ? null : intake.signedName,
      intake_signed_at: now.toISOString(),
      intake_by: recordedBy,
    })
    .where("id", "=", ticketId)
    .execute();
  if (intake.diagnosticFeeCents === null) return;

  const service = await findFeeService(trx);
  const saved = await saveEstimate(trx, {
    ticketId,
    baseVersion: 0,
    now,
    by,
    lines: [
      {
        serviceId: service?.id ?? null,
        description: service?.name ?? "Diagnostic fee",
        kind: service?.kind ?? "labour",
        taxable: service?.taxable ?? false,
        quantity: 1,
        unitCents: intake.diagnosticFeeCents,
        warrantyDays: service?.warrantyDays ?? 0,
      },
    ],
  });
  if (!saved.ok) throw new Error(`The intake fee could not be written (${saved.reason})`);
  const decided = await decideEstimate(trx, {
    ticketId,
    version: saved.version,
    decision: "approve",
    via: "phone",
    name: intake.signedName ?? input.customerName,
    note: "Agreed at intake",
    recordedBy,
    by,
    now,
  });
  if (!decided.ok) throw new Error(`The intake fee could not be approved (${decided.reason})`);
  if (!intake.feePaidBy) return;
  const { balanceCents } = await balanceOf(trx, ticketId);
  const paid = await recordPayment(trx, {
    ticketId,
    kind: "deposit",
    method: intake.feePaidBy,
    amountCents: balanceCents,
    reference: null,
    note: "Diagnostic fee, paid at intake",
    recordedBy,
    by,
    now,
  });
  if (!paid.ok) throw new Error(`The intake fee's payment could not be recorded (${paid.reason})`);
}

/** Why a pickup cannot be recorded as given; null when it can. */
export function pickupProblem(pickup: PickupInput | undefined): "device" | "signature" | null {
  if (!pickup?.deviceReturned) return "device";
  const signature = pickup.signature && isSignaturePath(pickup.signature) ? pickup.signature : null;
  if (!signature && !pickup.signedName?.trim()) return "signature";
  return null;
}

/** The pickup's columns, set in the same update as the move to "picked up". */
export function pickupColumns(pickup: PickupInput, at: string) {
  const signature = pickup.signature && isSignaturePath(pickup.signature) ? pickup.signature : null;
  const checklist: PickupChecklist = { device: pickup.deviceReturned, accessories: pickup.accessoriesReturned };
  return {
    pickup_checklist: JSON.stringify(checklist),
    pickup_signature: signature,
    pickup_signed_name: signature ? null : pickup.signedName?.trim() || null,
    pickup_signed_at: at,
  };
}

/** A signature as a page shows it: path data drawn in SIGNATURE_BOX, or the name typed instead. */
export interface SignedBy {
  signature: string | null;
  signedName: string | null;
  signedAt: string;
}

/** What the ticket page and the receipt show of the intake and the pickup; never the passcode. */
export interface TicketIntake {
  condition: DeviceCondition | null;
  conditionNote: string | null;
  passcodeMode: PasscodeMode | null;
  /** true: back up first; false: no backup wanted; null: not asked. */
  backupFirst: boolean | null;
  terms: string | null;
  termsVersion: number | null;
  /** Null when the ticket was made before intakes were signed. */
  signed: SignedBy | null;
  pickup: (SignedBy & { checklist: PickupChecklist | null }) | null;
}

const signedBy = (signature: string | null, name: string | null, at: string | null): SignedBy | null =>
  at ? { signature: signature && isSignaturePath(signature) ? signature : null, signedName: name, signedAt: at } : null;

/** The intake facts of a ticket row; null when it has none (made before the intake form). */
export function ticketIntakeOf(t: Selectable<TicketsTable>): TicketIntake | null {
  const signed = signedBy(t.intake_signature, t.intake_signed_name, t.intake_signed_at);
  const picked = signedBy(t.pickup_signature, t.pickup_signed_name, t.pickup_signed_at);
  if (!signed && !picked && !t.condition) return null;
  return {
    condition: parseCondition(t.condition),
    conditionNote: t.condition_note,
    passcodeMode: isPasscodeMode(t.passcode_mode) ? t.passcode_mode : null,
    backupFirst: t.backup_first === null ? null : Number(t.backup_first) === 1,
    terms: t.intake_terms,
    termsVersion: t.intake_terms_version === null ? null : Number(t.intake_terms_version),
    signed,
    pickup: picked ? { ...picked, checklist: parsePickupChecklist(t.pickup_checklist) } : null,
  };
}
