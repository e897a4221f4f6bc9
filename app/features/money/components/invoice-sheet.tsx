import { PrintBar, PrintStyle } from "~/components/ui/print-sheet";
import { formatAddress, type BusinessInfo } from "~/content/business";
import { formatUsd } from "~/lib/money";

import { formatWarranty } from "../format";
import type { InvoicePrint } from "../invoice.server";
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, formatTaxRate } from "../money";
import { ScrollRegion, tdClass, tdNumClass, thClass, thNumClass } from "./money-table";

const day = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString("en-US", { timeZone, dateStyle: "medium" });

/**
 * The invoice on letter paper: the shop's facts, the number and date, whom it bills and for which
 * repair, each line with its warranty, the totals copied from the approved estimate, what was
 * paid, the balance, and the terms the customer was given with that estimate.
 */
export function InvoiceSheet({
  invoice: v,
  business,
  timeZone,
}: {
  invoice: InvoicePrint;
  business: BusinessInfo;
  timeZone: string;
}) {
  const inv = v.invoice;
  return (
    <div className="container-page py-6">
      <PrintStyle page="letter" />
      <h1 className="print-hidden text-2xl font-bold">Invoice {inv.number}</h1>
      <PrintBar backTo={`/admin/tickets/${v.ticketId}`} backLabel="Back to the ticket" />
      <section aria-label="Invoice" className="print-sheet max-w-3xl bg-white p-6 text-black shadow ring-1 ring-slate-300 sm:p-8">
        <div className="flex flex-wrap justify-between gap-4">
          <div className="min-w-0">
            <p className="text-xl font-bold break-words">{business.name}</p>
            <p className="break-words">{formatAddress(business)}</p>
            <p className="break-words">
              {business.phone} · {business.email}
            </p>
          </div>
          <div className="text-right">
            <h2 className="text-2xl font-bold">Invoice {inv.number}</h2>
            <p>Date: {day(inv.createdAt, timeZone)}</p>
          </div>
        </div>
        <dl className="mt-6 grid gap-1 sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="font-semibold">Bill to</dt>
            <dd className="break-words">{v.billTo ?? "(details erased)"}</dd>
          </div>
          <div className="min-w-0">
            <dt className="font-semibold">Repair</dt>
            <dd className="break-words">
              {v.ticketNumber}, {v.device}
            </dd>
          </div>
        </dl>
        <ScrollRegion label={`Lines of invoice ${inv.number}`}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">What invoice {inv.number} bills</caption>
            <thead>
              <tr className="border-b-2 border-slate-400">
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
                  Warranty
                </th>
              </tr>
            </thead>
            <tbody>
              {v.lines.map((l) => (
                <tr key={l.id} className="border-b border-slate-300">
                  <td className={`${tdClass} break-words`}>
                    {l.description}
                    {l.taxable ? "" : <span className="text-slate-700"> (no tax)</span>}
                  </td>
                  <td className={tdNumClass}>{l.quantity}</td>
                  <td className={tdNumClass}>{formatUsd(l.unitCents)}</td>
                  <td className={tdNumClass}>{formatUsd(l.lineCents)}</td>
                  <td className={tdClass}>{formatWarranty(l.warrantyDays)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>Subtotal</dt>
          <dd className="text-right">{formatUsd(inv.subtotalCents)}</dd>
          <dt>Tax ({formatTaxRate(inv.taxRate)})</dt>
          <dd className="text-right">{formatUsd(inv.taxCents)}</dd>
          <dt className="font-bold">Total</dt>
          <dd className="text-right font-bold">{formatUsd(inv.totalCents)}</dd>
        </dl>
        <h3 className="mt-6 font-semibold">Payments</h3>
        {v.payments.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul className="mt-1 grid gap-1">
            {v.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-x-4">
                <span>
                  {day(p.at, timeZone)}: {PAYMENT_KIND_LABELS[p.kind]}, {PAYMENT_METHOD_LABELS[p.method].toLowerCase()}
                  {p.reference ? ` (${p.reference})` : ""}
                </span>
                <span>{formatUsd(p.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
        <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>Paid</dt>
          <dd className="text-right">{formatUsd(v.paidCents)}</dd>
          <dt className="font-bold">{v.balanceCents < 0 ? "Credit owed to you" : "Balance due"}</dt>
          <dd className="text-right font-bold">{formatUsd(Math.abs(v.balanceCents))}</dd>
        </dl>
        {v.terms && (
          <div className="mt-6 border-t border-slate-300 pt-3 text-sm">
            <h3 className="font-semibold">Terms</h3>
            <p className="break-words whitespace-pre-line">{v.terms}</p>
          </div>
        )}
      </section>
    </div>
  );
}
