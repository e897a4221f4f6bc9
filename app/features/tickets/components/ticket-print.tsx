import { ButtonLink } from "~/components/ui/button";
import { PrintBar, PrintStyle } from "~/components/ui/print-sheet";
import { formatAddress, type BusinessInfo } from "~/content/business";
import { describeOpeningHours } from "~/content/hours";
import { REPAIR_RECEIPT_TERMS } from "~/content/repair-terms";
import { formatUsd } from "~/lib/money";

import { formatTicketDate } from "../format";
import type { TicketPrint } from "../print.server";
import { ReceiptIntake } from "./receipt-intake";

export type LabelLayout = "roll" | "sheet";

/** The layout shown now is the pressed-in one. */
const CURRENT = "aria-[current=page]:bg-slate-200";

function QrCode({ qr, label, className }: { qr: TicketPrint["qr"]; label: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="ticket-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path fill="#000" d={qr.path} />
    </svg>
  );
}

/**
 * The sticker for the device: the number big, the surname, the device, the drop-off date and the
 * QR of the status link. "roll" fits a 62 mm label roll; "sheet" is the same on a sheet printer.
 */
export function TicketLabel({ ticket, layout, timeZone }: { ticket: TicketPrint; layout: LabelLayout; timeZone: string }) {
  const roll = layout === "roll";
  return (
    <div className="container-page py-6">
      <PrintStyle page={roll ? "62mm 100mm" : "letter"} />
      <h1 className="print-hidden text-2xl font-bold">Label for {ticket.number}</h1>
      <PrintBar backTo={`/admin/tickets/${ticket.id}`} backLabel="Back to the ticket">
        <nav aria-label="Label layout" className="flex gap-2">
          <ButtonLink to="?layout=roll" aria-current={roll ? "page" : undefined} variant="outline" className={CURRENT}>
            62 mm roll
          </ButtonLink>
          <ButtonLink to="?layout=sheet" aria-current={roll ? undefined : "page"} variant="outline" className={CURRENT}>
            Sheet
          </ButtonLink>
        </nav>
      </PrintBar>
      <section
        aria-label="Label"
        className="print-sheet bg-white text-black shadow ring-1 ring-slate-300"
        style={roll ? { width: "62mm", minHeight: "100mm", padding: "3mm" } : { width: "100mm", padding: "6mm" }}
      >
        <p style={{ fontSize: roll ? "7mm" : "9mm", fontWeight: 800, lineHeight: 1.1, letterSpacing: "0.02em" }}>
          {ticket.number}
        </p>
        <p style={{ fontSize: roll ? "5mm" : "6mm", fontWeight: 700, marginTop: "1mm" }} className="break-words">
          {ticket.surname}
        </p>
        <p style={{ fontSize: "3.5mm" }} className="break-words">
          {ticket.device}
        </p>
        <p style={{ fontSize: "3.5mm" }}>Dropped off {formatTicketDate(ticket.createdAt, timeZone)}</p>
        <QrCode
          qr={ticket.qr}
          label={`QR code of the status page of ${ticket.number}`}
          className="mt-2 block h-auto w-full max-w-[56mm]"
        />
      </section>
    </div>
  );
}

/**
 * The drop-off receipt: the shop and its hours, the customer's contact details, the ticket, what
 * was left, the estimate, the QR, the intake as signed and the terms line.
 */
export function TicketReceipt({ ticket, business, timeZone }: { ticket: TicketPrint; business: BusinessInfo; timeZone: string }) {
  return (
    <div className="container-page py-6">
      <PrintStyle page="letter" />
      <h1 className="print-hidden text-2xl font-bold">Receipt for {ticket.number}</h1>
      <PrintBar backTo={`/admin/tickets/${ticket.id}`} backLabel="Back to the ticket" />
      <section aria-label="Receipt" className="print-sheet max-w-2xl bg-white p-6 text-black shadow ring-1 ring-slate-300">
        <p className="text-xl font-bold">{business.name}</p>
        <p>
          {formatAddress(business)} · {business.phone}
        </p>
        <p className="text-sm">Hours: {describeOpeningHours(business.openingHours)}</p>
        <h2 className="mt-4 text-2xl font-bold">Repair {ticket.number}</h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto]">
          <dl className="grid content-start gap-1">
            <div>
              <dt className="inline font-semibold">Customer: </dt>
              <dd className="inline break-words">{ticket.customerName}</dd>
            </div>
            {ticket.phone && (
              <div>
                <dt className="inline font-semibold">Phone: </dt>
                <dd className="inline break-words">{ticket.phone}</dd>
              </div>
            )}
            {ticket.email && (
              <div>
                <dt className="inline font-semibold">E-mail: </dt>
                <dd className="inline break-all">{ticket.email}</dd>
              </div>
            )}
            <div>
              <dt className="inline font-semibold">Dropped off: </dt>
              <dd className="inline">{formatTicketDate(ticket.createdAt, timeZone)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Device: </dt>
              <dd className="inline break-words">
                {ticket.device}
                {ticket.serial ? ` (serial ${ticket.serial})` : ""}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">Problem: </dt>
              <dd className="inline break-words whitespace-pre-line">{ticket.problem}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Left with it: </dt>
              <dd className="inline break-words">{ticket.accessories ?? "nothing else"}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Estimate: </dt>
              <dd className="inline">{ticket.estimateCents === null ? "to follow" : formatUsd(ticket.estimateCents)}</dd>
            </div>
          </dl>
          <div className="w-40">
            <QrCode qr={ticket.qr} label={`QR code of the status page of ${ticket.number}`} className="block h-auto w-full" />
            <p className="mt-1 text-xs">Scan to follow your repair</p>
          </div>
        </div>
        <p className="mt-3 text-sm break-all">{ticket.statusUrl}</p>
        {ticket.intake && <ReceiptIntake intake={ticket.intake} customerName={ticket.customerName} timeZone={timeZone} />}
        <p className="mt-4 border-t border-slate-300 pt-3 text-sm">{REPAIR_RECEIPT_TERMS}</p>
      </section>
    </div>
  );
}
