import type { ReactNode } from "react";

import { formatTicketDateTime } from "../format";
import { describeCondition } from "../intake";
import type { TicketIntake } from "../intake.server";
import { PASSCODE_MODE_LABELS } from "../passcode-mode";
import { SignatureImage } from "./signature-image";
import { describeBackup } from "./ticket-intake-panel";

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className="inline font-semibold">{label}: </dt>
    <dd className="inline break-words">{children}</dd>
  </div>
);

/**
 * The receipt's intake: the device's condition, the backup choice, how it is unlocked (never the
 * passcode), and the intake terms exactly as the customer signed them, with their signature.
 */
export function ReceiptIntake({
  intake,
  customerName,
  timeZone,
}: {
  intake: TicketIntake;
  customerName: string;
  timeZone: string;
}) {
  const signed = intake.signed;
  return (
    <section aria-labelledby="receipt-intake-heading" className="mt-4 border-t border-slate-300 pt-3">
      <h3 id="receipt-intake-heading" className="text-lg font-bold">
        At drop-off
      </h3>
      <dl className="mt-1 grid gap-1">
        <Row label="Condition">{intake.condition ? describeCondition(intake.condition) : "not recorded"}</Row>
        {intake.conditionNote && (
          <Row label="Condition note">
            <span className="whitespace-pre-line">{intake.conditionNote}</span>
          </Row>
        )}
        <Row label="Back up the data first">{describeBackup(intake.backupFirst)}</Row>
        <Row label="Passcode">{intake.passcodeMode ? PASSCODE_MODE_LABELS[intake.passcodeMode] : "not recorded"}</Row>
      </dl>
      {intake.terms && signed && (
        <>
          <h4 className="mt-3 font-bold">
            Intake terms, version {intake.termsVersion ?? 0}, signed{" "}
            <time dateTime={signed.signedAt}>{formatTicketDateTime(signed.signedAt, timeZone)}</time>
          </h4>
          <p className="mt-1 text-sm break-words whitespace-pre-line">{intake.terms}</p>
          <div className="mt-2">
            {signed.signature ? (
              <SignatureImage
                path={signed.signature}
                label={`Signature of ${customerName}`}
                className="block h-auto w-64 max-w-full border-b border-black text-black"
              />
            ) : (
              <p className="break-words">
                Signed by typing the full name: <span className="font-semibold">{signed.signedName}</span>
              </p>
            )}
            <p className="text-sm">{customerName}</p>
          </div>
        </>
      )}
    </section>
  );
}
