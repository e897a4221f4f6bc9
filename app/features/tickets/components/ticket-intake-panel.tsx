import { Fact, Facts, Panel } from "~/components/ui/panel";

import { formatTicketDateTime } from "../format";
import { describeCondition } from "../intake";
import type { SignedBy, TicketIntake } from "../intake.server";
import { PASSCODE_MODE_LABELS } from "../passcode-mode";
import { SignatureImage } from "./signature-image";

/** "Backed up first" or not, as the customer chose at intake. */
export function describeBackup(backupFirst: boolean | null): string {
  return backupFirst === null ? "not asked" : backupFirst ? "yes, back up the data first" : "no backup wanted";
}

/** Who signed and when: the drawn signature, or the name typed instead. */
export function SignedFact({ signed, who, timeZone }: { signed: SignedBy; who: string; timeZone: string }) {
  return (
    <>
      {signed.signature ? (
        <SignatureImage
          path={signed.signature}
          label={`Signature of ${who}`}
          className="block h-auto w-full max-w-56 text-slate-900"
        />
      ) : signed.signedName ? (
        <span className="font-semibold break-words">{signed.signedName} (typed)</span>
      ) : (
        <span>(signature erased with the personal details)</span>
      )}
      <span className="block text-sm text-slate-700">
        <time dateTime={signed.signedAt}>{formatTicketDateTime(signed.signedAt, timeZone)}</time>
      </span>
    </>
  );
}

/** The ticket page's record of the intake (condition, backup, passcode mode, terms signed) and of the pickup. */
export function TicketIntakePanel({
  intake,
  customerName,
  timeZone,
}: {
  intake: TicketIntake;
  customerName: string;
  timeZone: string;
}) {
  return (
    <Panel id="intake-panel-heading" title="Intake">
      <Facts>
        <Fact label="Condition">{intake.condition ? describeCondition(intake.condition) : "not recorded"}</Fact>
        {intake.conditionNote && (
          <Fact label="Condition note">
            <span className="whitespace-pre-line">{intake.conditionNote}</span>
          </Fact>
        )}
        <Fact label="Back up first">{describeBackup(intake.backupFirst)}</Fact>
        <Fact label="Passcode">{intake.passcodeMode ? PASSCODE_MODE_LABELS[intake.passcodeMode] : "not recorded"}</Fact>
        <Fact label="Terms signed">
          {intake.signed ? (
            <>
              Version {intake.termsVersion ?? 0}
              <SignedFact signed={intake.signed} who={customerName} timeZone={timeZone} />
            </>
          ) : (
            "not signed"
          )}
        </Fact>
        {intake.pickup && (
          <Fact label="Picked up">
            {intake.pickup.checklist?.device ? "Device handed back" : "Device not ticked"}
            {intake.pickup.checklist?.accessories ? ", accessories returned" : ""}
            <SignedFact signed={intake.pickup} who={customerName} timeZone={timeZone} />
          </Fact>
        )}
      </Facts>
    </Panel>
  );
}
