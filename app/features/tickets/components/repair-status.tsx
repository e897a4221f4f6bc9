import { Banner } from "~/components/ui/form-field";
import { History, HistoryEntry, Panel } from "~/components/ui/panel";
import { formatAddress, type BusinessInfo } from "~/content/business";
import { describeOpeningHours } from "~/content/hours";
import { formatUsd } from "~/lib/money";

import type { AnswerOutcome } from "../approval.server";
import { formatTicketDate, formatTicketDateTime } from "../format";
import type { PublicTicket } from "../public.server";
import { CLOSED_STATUSES, TICKET_STATUS_LABELS } from "../statuses";
import { RepairEstimate } from "./repair-estimate";
import { RepairPayments } from "./repair-payments";
import { TicketStatusBadge } from "./status-badge";

/**
 * /repair/<token>: where the customer's repair is, its estimate (to approve or decline), its
 * invoice and payments, its history (in the shop's time zone) and how to reach the shop.
 */
export function RepairStatus({
  ticket,
  answer,
  business,
  timeZone,
}: {
  ticket: PublicTicket;
  /** The refused answer to the estimate the page was posted back with, if any. */
  answer?: AnswerOutcome;
  business: BusinessInfo;
  timeZone: string;
}) {
  const tel = business.phone.replace(/[^\d+]/g, "");
  const { money } = ticket;
  return (
    <div className="container-page max-w-2xl py-8">
      <h1 className="text-3xl font-bold break-words">Your repair {ticket.number}</h1>
      <p className="mt-2 text-lg">Hello {ticket.firstName || "there"}.</p>
      <Panel id="now-heading" title="Where it is now" className="mt-6">
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
            <dd className="inline">{formatTicketDate(ticket.receivedAt, timeZone)}</dd>
          </div>
          {ticket.estimateCents !== null && !money.estimate && (
            <div>
              <dt className="inline font-semibold">Estimate: </dt>
              <dd className="inline">{formatUsd(ticket.estimateCents)}</dd>
            </div>
          )}
        </dl>
      </Panel>
      {!money.estimate && answer && !answer.ok && answer.formError && (
        <Banner tone="error" className="mt-6">
          {answer.formError}
        </Banner>
      )}
      {money.estimate && (
        <RepairEstimate
          estimate={money.estimate}
          answer={answer}
          canAnswer={!CLOSED_STATUSES.includes(ticket.status)}
          phone={business.phone}
          timeZone={timeZone}
        />
      )}
      {(money.invoice || money.payments.length > 0) && <RepairPayments money={money} timeZone={timeZone} />}
      <Panel id="timeline-heading" title="History" className="mt-6">
        <History>
          {ticket.timeline.map((e, i) => (
            <HistoryEntry
              key={i}
              title={e.noteOnly ? "A note from the shop" : TICKET_STATUS_LABELS[e.status]}
              meta={<time dateTime={e.at}>{formatTicketDateTime(e.at, timeZone)}</time>}
            >
              {e.note && <p className="mt-1 break-words whitespace-pre-line">{e.note}</p>}
            </HistoryEntry>
          ))}
        </History>
      </Panel>
      <Panel id="shop-heading" title="Questions? Call or visit" className="mt-6">
        <p className="mt-2">
          <a href={`tel:${tel}`} className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline">
            {business.phone}
          </a>
        </p>
        <p>
          {business.name}, {formatAddress(business)}
        </p>
        <p className="mt-1 text-slate-700">Hours: {describeOpeningHours(business.openingHours)}</p>
      </Panel>
    </div>
  );
}
