import { formatUsd } from "~/lib/money";

import { formatWarranty } from "../format";
import type { Estimate } from "../ledger.server";
import { ESTIMATE_STATUS_LABELS, formatTaxRate } from "../money";
import { ScrollRegion, tdClass, tdNumClass, thClass, thNumClass } from "./money-table";

const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });

/** Who decided and how: "by phone: Ada Lovelace (recorded by admin)", "on the status page: Ada Lovelace". */
function decidedBy(e: Estimate): string {
  const how = e.decidedVia === "phone" ? "by phone" : e.decidedVia === "link" ? "on the status page" : "";
  const who = e.decisionName ? `: ${e.decisionName}` : "";
  const recorded = e.decidedVia === "phone" && e.recordedBy ? ` (recorded by ${e.recordedBy})` : "";
  return `${how}${who}${recorded}`;
}

/** One version of a ticket's estimate: its lines, totals, and where it stands with the customer. */
export function EstimateVersion({
  estimate: e,
  timeZone,
  headingLevel = 3,
}: {
  estimate: Estimate;
  timeZone: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const decided = e.status === "approved" || e.status === "declined";
  return (
    <div className="mt-3">
      <Heading className="text-lg font-semibold">
        Estimate v{e.version}: {ESTIMATE_STATUS_LABELS[e.status]}
      </Heading>
      <ScrollRegion label={`Lines of estimate v${e.version}`}>
        <table className="w-full min-w-[30rem] text-left text-sm">
          <caption className="sr-only">Lines of estimate v{e.version}</caption>
          <thead className="text-slate-700">
            <tr className="border-b border-slate-300">
              <th scope="col" className={thClass}>
                Description
              </th>
              <th scope="col" className={thNumClass}>
                Qty
              </th>
              <th scope="col" className={thNumClass}>
                Unit price
              </th>
              <th scope="col" className={thNumClass}>
                Amount
              </th>
              <th scope="col" className={thClass}>
                Tax
              </th>
              <th scope="col" className={thClass}>
                Warranty
              </th>
            </tr>
          </thead>
          <tbody>
            {e.lines.map((l) => (
              <tr key={l.id} className="border-b border-slate-200">
                <td className={`${tdClass} break-words`}>{l.description}</td>
                <td className={tdNumClass}>{l.quantity}</td>
                <td className={tdNumClass}>{formatUsd(l.unitCents)}</td>
                <td className={tdNumClass}>{formatUsd(l.lineCents)}</td>
                <td className={tdClass}>{l.taxable ? "taxed" : "no tax"}</td>
                <td className={tdClass}>{formatWarranty(l.warrantyDays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <dl className="mt-2 grid max-w-xs grid-cols-[1fr_auto] gap-x-4 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatUsd(e.subtotalCents)}</dd>
        <dt>Tax ({formatTaxRate(e.taxRate)})</dt>
        <dd className="text-right">{formatUsd(e.taxCents)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatUsd(e.totalCents)}</dd>
      </dl>
      <ul className="mt-2 grid gap-1 text-sm text-slate-800">
        {e.sentAt && <li>Given to the customer {when(e.sentAt, timeZone)}</li>}
        {decided && e.decidedAt && (
          <li className="break-words">
            {e.status === "approved" ? "Approved" : "Declined"} {when(e.decidedAt, timeZone)} {decidedBy(e)}
          </li>
        )}
        {decided && e.decisionNote && (
          <li className="break-words whitespace-pre-line">
            {e.status === "declined" ? "Reason" : "Note"}: {e.decisionNote}
          </li>
        )}
      </ul>
    </div>
  );
}
