import type { BusinessInfo } from "~/content/business";
import { formatLocation } from "~/content/business";
import { describeOpeningHours } from "~/content/hours";
import { formatUsd } from "~/lib/money";

import { formatTicketDate, formatTicketDateTime } from "../format";
import type { PublicTicket } from "../public.server";
import { TICKET_STATUS_LABELS } from "../statuses";
import { TicketStatusBadge } from "./status-badge";

/** /repair/<token>: where the customer's repair is, its history and how to reach the shop. */
export function RepairStatus({ ticket, business }: { ticket: PublicTicket; business: BusinessInfo }) {
  const tel = business.phone.replace(/[^\d+]/g, "");
  return (
    <div className="container-page max-w-2xl py-8">
      <h1 className="text-3xl font-bold break-words">Your repair {ticket.number}</h1>
      <p className="mt-2 text-lg">Hello {ticket.firstName || "there"}.</p>
      <section aria-labelledby="now-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="now-heading" className="text-xl font-semibold">
          Where it is now
        </h2>
        <p className="mt-2">
          <TicketStatusBadge status={ticket.status} />
        </p>
        <dl className="mt-3 grid gap-1">
          <div>
            <dt className="inline font-semibold">Device: </dt>
            <dd className="inline break-words">{ticket.device}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Received: </dt>
            <dd className="inline">{formatTicketDate(ticket.receivedAt)}</dd>
          </div>
          {ticket.estimateCents !== null && (
            <div>
              <dt className="inline font-semibold">Estimate: </dt>
              <dd className="inline">{formatUsd(ticket.estimateCents)}</dd>
            </div>
          )}
        </dl>
      </section>
      <section aria-labelledby="timeline-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="timeline-heading" className="text-xl font-semibold">
          History
        </h2>
        <ol className="mt-3 grid gap-3">
          {ticket.timeline.map((e, i) => (
            <li key={i} className="border-l-4 border-slate-300 pl-3">
              <p className="font-semibold">{TICKET_STATUS_LABELS[e.status]}</p>
              <p className="text-sm text-slate-700">
                <time dateTime={e.at}>{formatTicketDateTime(e.at)}</time>
              </p>
              {e.note && <p className="mt-1 break-words whitespace-pre-line">{e.note}</p>}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="shop-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="shop-heading" className="text-xl font-semibold">
          Questions? Call or visit
        </h2>
        <p className="mt-2">
          <a href={`tel:${tel}`} className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline">
            {business.phone}
          </a>
        </p>
        <p>
          {business.name}, {business.streetAddress}, {formatLocation(business)}
        </p>
        <p className="mt-1 text-slate-700">Hours: {describeOpeningHours(business.openingHours)}</p>
      </section>
    </div>
  );
}
