import type { Selectable } from "kysely";

import type { TicketsTable } from "~/db/types";
import {
  PASSCODE_MODE_LABELS,
  describeCondition,
  isPasscodeMode,
  parseCondition,
  parsePickupChecklist,
} from "~/features/tickets";

/** Said instead of a drawn signature's path data, which means nothing to a reader. */
export const DRAWN_SIGNATURE = "drawn signature kept";

/** A signature in the person's copy: the name typed, whether a drawing is kept, and when. */
export interface SignatureCopy {
  name: string | null;
  signature: typeof DRAWN_SIGNATURE | null;
  at: string;
}

/**
 * What the shop noted and the customer signed when leaving and collecting a device, in plain
 * words. The passcode's mode only: the passcode itself (encrypted, erased at pickup) is never in a
 * copy, whatever it is asked for.
 */
export interface TicketIntakeCopy {
  condition: string | null;
  conditionNote: string | null;
  backup: string | null;
  passcode: string | null;
  termsVersion: number | null;
  signed: SignatureCopy | null;
  pickup: (SignatureCopy & { handedBack: string | null }) | null;
}

const signatureCopy = (drawn: string | null, name: string | null, at: string | null): SignatureCopy | null =>
  at ? { name, signature: drawn ? DRAWN_SIGNATURE : null, at } : null;

function handedBack(json: string | null): string | null {
  const list = parsePickupChecklist(json);
  if (!list) return null;
  const parts = [list.device && "the device", list.accessories && "its accessories"].filter(Boolean);
  return parts.length ? `${parts.join(" and ")} handed back` : "nothing ticked";
}

/** The intake facts of a ticket row, or null for a ticket made before intakes were recorded. */
export function intakeCopy(t: Selectable<TicketsTable>): TicketIntakeCopy | null {
  if (!t.condition && !t.passcode_mode && !t.intake_signed_at && !t.pickup_signed_at && t.backup_first === null) return null;
  const condition = parseCondition(t.condition);
  const mode = isPasscodeMode(t.passcode_mode) ? t.passcode_mode : null;
  return {
    condition: condition ? describeCondition(condition) : null,
    conditionNote: t.condition_note,
    backup: t.backup_first === null ? null : Number(t.backup_first) === 1 ? "back up the data first" : "no backup wanted",
    passcode: mode
      ? `${PASSCODE_MODE_LABELS[mode]}${mode === "given" ? (t.passcode_enc ? " (kept encrypted until pickup)" : " (erased)") : ""}`
      : null,
    termsVersion: t.intake_terms_version === null ? null : Number(t.intake_terms_version),
    signed: signatureCopy(t.intake_signature, t.intake_signed_name, t.intake_signed_at),
    pickup: t.pickup_signed_at
      ? {
          ...signatureCopy(t.pickup_signature, t.pickup_signed_name, t.pickup_signed_at)!,
          handedBack: handedBack(t.pickup_checklist),
        }
      : null,
  };
}

/** The intake as one line of the person's CSV. */
export function describeIntakeCopy(i: TicketIntakeCopy): string {
  const signed = (s: SignatureCopy) => [s.name && `by ${s.name}`, s.signature, `at ${s.at}`].filter(Boolean).join(", ");
  return [
    i.condition && `condition: ${i.condition}`,
    i.backup && `data: ${i.backup}`,
    i.passcode && `passcode: ${i.passcode}`,
    i.termsVersion !== null && `intake terms version ${i.termsVersion}`,
    i.signed && `signed ${signed(i.signed)}`,
    i.pickup && `collected: ${[i.pickup.handedBack, `signed ${signed(i.pickup)}`].filter(Boolean).join(", ")}`,
  ]
    .filter(Boolean)
    .join("; ");
}
