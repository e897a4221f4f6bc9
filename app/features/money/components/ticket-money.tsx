import { Banner } from "~/components/ui/form-field";
import { Panel } from "~/components/ui/panel";
import { CLOSED_STATUSES, FINAL_STATUSES, type TicketStatus } from "~/features/tickets";

import type { TicketMoney } from "../ledger.server";
import type { Service } from "../services.server";
import type { TicketMoneyOutcome } from "../ticket-money-forms.server";
import { EstimateEditor } from "./estimate-editor";
import { EstimateVersion } from "./estimate-version";
import { PaymentsPanel } from "./payments-panel";
import { PhoneDecisionForm } from "./phone-decision-form";

/** Which money forms the user's role may use: estimates, payments and invoices, a phone answer. */
export interface MoneyCan {
  estimates: boolean;
  payments: boolean;
  decide: boolean;
}

const ALL_MONEY: MoneyCan = { estimates: true, payments: true, decide: true };

/** A refusal of a form the page does not show (the role changed meanwhile, or a hand-made post). */
function hiddenRefusal(outcome: TicketMoneyOutcome | undefined, form: TicketMoneyOutcome["form"], shown: boolean) {
  return !shown && outcome && !outcome.ok && outcome.form === form ? (outcome.formError ?? "") : "";
}

/** Why the estimate can no longer change, or null while it can. */
function frozenBecause(t: { status: TicketStatus; erased: boolean; money: TicketMoney }): string | null {
  if (t.erased) return "This ticket's personal details were erased; its estimate no longer changes.";
  if (CLOSED_STATUSES.includes(t.status)) return "This ticket is closed; its estimate no longer changes.";
  if (t.money.invoice) return `Invoice ${t.money.invoice.number} bills the approved version, so the estimate no longer changes.`;
  return null;
}

/**
 * The estimate of a ticket: the version the customer was given, a draft the shop is writing, the
 * older versions folded away, the form for the lines and the one for an answer given by phone,
 * each only for a role that may use it (`can`).
 */
export function EstimatePanel({
  status,
  erased,
  money,
  services,
  outcome,
  now,
  timeZone,
  can = ALL_MONEY,
}: {
  status: TicketStatus;
  erased: boolean;
  money: TicketMoney;
  services: Service[];
  outcome?: TicketMoneyOutcome;
  now: string;
  timeZone: string;
  can?: MoneyCan;
}) {
  const { current, draft, estimates } = money;
  const latest = estimates.at(-1) ?? null;
  const older = estimates.filter((e) => e !== current && e !== draft).reverse();
  const frozen = frozenBecause({ status, erased, money });
  const decisionTarget = draft ?? current;
  const latestKey = latest ? `${latest.id}-${latest.version}-${latest.status}-${JSON.stringify(latest.lines)}` : "none";
  return (
    <Panel id="estimate-heading" title="Estimate" className="min-w-0">
      {/* Outside the forms, which are drawn anew after a change: the message is announced as it comes. */}
      <Banner tone="success" className="mt-3">
        {outcome?.ok && (outcome.form === "estimate" || outcome.form === "decision") ? outcome.message : ""}
      </Banner>
      <Banner tone="error" className="mt-3">
        {hiddenRefusal(outcome, "estimate", can.estimates) || hiddenRefusal(outcome, "decision", can.decide)}
      </Banner>
      {estimates.length === 0 && <p className="mt-2 text-slate-700">No estimate yet.</p>}
      {current && <EstimateVersion estimate={current} timeZone={timeZone} />}
      {draft && <EstimateVersion estimate={draft} timeZone={timeZone} />}
      {older.length > 0 && (
        <details className="mt-4">
          <summary className="text-brand-700 inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
            Older versions ({older.length})
          </summary>
          {older.map((e) => (
            <EstimateVersion key={e.id} estimate={e} timeZone={timeZone} headingLevel={4} />
          ))}
        </details>
      )}
      {frozen ? (
        <p className="mt-4 text-slate-700">{frozen}</p>
      ) : (
        <>
          {can.estimates && (
            <EstimateEditor
              key={latestKey}
              latest={latest}
              draft={draft}
              services={services}
              outcome={outcome?.form === "estimate" ? outcome : undefined}
            />
          )}
          {can.decide && decisionTarget && decisionTarget.status !== "approved" && (
            <PhoneDecisionForm
              key={`${decisionTarget.id}-${decisionTarget.status}`}
              target={decisionTarget}
              outcome={outcome?.form === "decision" ? outcome : undefined}
              now={now}
              timeZone={timeZone}
            />
          )}
        </>
      )}
    </Panel>
  );
}

/** The ticket page's money: its estimate panel and its payments panel. */
export function TicketMoneyPanels(props: {
  ticketId: number;
  status: TicketStatus;
  erased: boolean;
  money: TicketMoney;
  services: Service[];
  outcome?: TicketMoneyOutcome;
  now: string;
  timeZone: string;
  can?: MoneyCan;
}) {
  const can = props.can ?? ALL_MONEY;
  return (
    <>
      <EstimatePanel {...props} can={can} />
      <PaymentsPanel
        ticketId={props.ticketId}
        money={props.money}
        final={FINAL_STATUSES.includes(props.status)}
        erased={props.erased}
        outcome={props.outcome}
        timeZone={props.timeZone}
        canPay={can.payments}
      />
    </>
  );
}
