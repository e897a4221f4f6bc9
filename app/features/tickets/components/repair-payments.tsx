import { Panel } from "~/components/ui/panel";
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS } from "~/features/money";
import { formatUsd } from "~/lib/money";

import { formatTicketDate } from "../format";
import type { PublicMoney } from "../public.server";

/** What the customer owes in words: the balance, "Paid in full", or a credit the shop will give back. */
function describeBalance(balanceCents: number): string {
  if (balanceCents > 0) return `Balance due: ${formatUsd(balanceCents)}`;
  if (balanceCents === 0) return "Paid in full";
  return `Paid in full. We owe you ${formatUsd(-balanceCents)}, which we will refund.`;
}

/** The invoice (its number, date and total) and every payment and refund, with what is left to pay. */
export function RepairPayments({ money, timeZone }: { money: PublicMoney; timeZone: string }) {
  const { invoice, payments } = money;
  return (
    <Panel id="invoice-heading" title={invoice ? `Invoice ${invoice.number}` : "Payments"} className="mt-6">
      {invoice && (
        <dl className="mt-3 grid gap-1">
          <div>
            <dt className="inline font-semibold">Date: </dt>
            <dd className="inline">
              <time dateTime={invoice.createdAt}>{formatTicketDate(invoice.createdAt, timeZone)}</time>
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">Total: </dt>
            <dd className="inline tabular-nums">{formatUsd(invoice.totalCents)}</dd>
          </div>
        </dl>
      )}
      {invoice && <h3 className="mt-4 font-semibold">Payments</h3>}
      {payments.length === 0 ? (
        <p className="mt-1 text-slate-700">No payments yet.</p>
      ) : (
        <ul className="mt-1 grid gap-1">
          {payments.map((p, i) => (
            <li key={i} className="flex flex-wrap justify-between gap-x-4 border-t border-slate-200 pt-1">
              <span>
                <time dateTime={p.at}>{formatTicketDate(p.at, timeZone)}</time>: {PAYMENT_KIND_LABELS[p.kind]},{" "}
                {PAYMENT_METHOD_LABELS[p.method].toLowerCase()}
              </span>
              <span className="tabular-nums">{formatUsd(p.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 border-t border-slate-300 pt-3 text-lg font-bold">{describeBalance(money.balanceCents)}</p>
    </Panel>
  );
}
