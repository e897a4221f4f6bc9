import { ButtonLink } from "~/components/ui/button";
import { BackLink, Card, Fact, Facts, History, HistoryEntry, Panel } from "~/components/ui/panel";
import { cn } from "~/lib/cn";

import { formatAge, formatBookingDay, formatDateTime, formatWindow } from "../format";
import { leadMailtoHref, leadTelHref } from "../lead-contact-links";
import type { LeadBooking, LeadDetail, LeadEvent, LeadMoveOutcome } from "../lead-page.server";
import { LEAD_STAGE_LABELS } from "../stages";
import { issueLabel } from "./leads-admin";
import { LeadMoveForm } from "./lead-move-form";
import { StageBadge } from "./stage-badge";

const ACTOR_LABELS: Record<LeadEvent["actor"], string> = { admin: "Admin", visitor: "Visitor", system: "The site" };
const BOOKING_STATUS_LABELS: Record<LeadBooking["status"], string> = {
  active: "Active",
  cancelled: "Cancelled",
  attended: "Attended",
};

const linkClass = "text-brand-700 hover:text-brand-900 break-all underline";

function Bookings({ bookings }: { bookings: LeadBooking[] }) {
  if (bookings.length === 0) return <p className="mt-2 text-slate-700">No booking.</p>;
  return (
    <ul className="mt-3 grid gap-3">
      {bookings.map((b) => (
        <li
          key={b.id}
          className={cn("rounded-lg p-3 ring-1", b.status === "active" ? "ring-brand-700 bg-brand-50" : "ring-slate-200")}
        >
          <p className="font-semibold">
            {formatBookingDay(b.day)}, {formatWindow(b.windowStart, b.windowEnd)}
          </p>
          <p className="text-sm text-slate-700">
            {BOOKING_STATUS_LABELS[b.status]}
            {b.status === "cancelled" && b.cancelledAt ? ` on ${formatDateTime(b.cancelledAt)}` : ""} · booked{" "}
            {formatDateTime(b.createdAt)}
          </p>
          {b.note && <p className="mt-1 break-words whitespace-pre-line text-slate-800">Note: {b.note}</p>}
        </li>
      ))}
    </ul>
  );
}

function LeadHistory({ events }: { events: LeadEvent[] }) {
  return (
    <History>
      {events.map((e) => (
        <HistoryEntry
          key={e.id}
          title={e.from ? `${LEAD_STAGE_LABELS[e.from]} → ${LEAD_STAGE_LABELS[e.to]}` : `Started as ${LEAD_STAGE_LABELS[e.to]}`}
          meta={
            <>
              {ACTOR_LABELS[e.actor]} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </>
          }
        >
          {e.note && <p className="mt-1 break-words whitespace-pre-line text-slate-800">{e.note}</p>}
        </HistoryEntry>
      ))}
    </History>
  );
}

/** One lead: what the visitor asked, how to reach them, their booking, its history, and the move form. */
export function LeadPage({ detail, result }: { detail: LeadDetail; result?: LeadMoveOutcome }) {
  const { lead, bookings, events, now } = detail;
  return (
    <article aria-labelledby="lead-heading" className="mt-6 grid gap-6">
      <div>
        <BackLink to="/admin/leads">All leads</BackLink>
        <h1 id="lead-heading" className="mt-2 text-3xl font-bold break-words">
          {issueLabel(lead.issue)} — {lead.erasedAt ? "(details erased)" : lead.name}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
          <StageBadge stage={lead.stage} />
          <span>for {formatAge(lead.stageChangedAt ?? lead.receivedAt, now)}</span>
        </p>
        {lead.erasedAt && (
          <p className="mt-3 rounded-lg bg-slate-100 p-3 text-slate-800">
            The personal details of this request were erased <time dateTime={lead.erasedAt}>{formatDateTime(lead.erasedAt)}</time>
            . The issue, dates and stages stay for the shop&apos;s counts.
          </p>
        )}
        <p className="mt-3">
          <ButtonLink to={`/admin/tickets/new?lead=${lead.id}`} variant="secondary">
            Create ticket
          </ButtonLink>
        </p>
        {lead.stage === "lost" && lead.lostReason && (
          <p className="mt-2 break-words text-slate-800">
            <span className="font-semibold">Reason lost:</span> {lead.lostReason}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          <Panel id="request-heading" title="Request">
            <Facts>
              <Fact label="Issue">{issueLabel(lead.issue)}</Fact>
              <Fact label="Received">
                <time dateTime={lead.receivedAt}>{formatDateTime(lead.receivedAt)}</time>
              </Fact>
              <Fact label="Name">{lead.erasedAt ? "erased" : lead.name}</Fact>
              <Fact label="E-mail">
                {lead.erasedAt ? (
                  "erased"
                ) : (
                  <a href={leadMailtoHref(lead.email)} className={linkClass}>
                    {lead.email}
                  </a>
                )}
              </Fact>
              <Fact label="Phone">
                {lead.phone ? (
                  <a href={leadTelHref(lead.phone)} className={linkClass}>
                    {lead.phone}
                  </a>
                ) : lead.erasedAt ? (
                  "erased"
                ) : (
                  "not given"
                )}
              </Fact>
              <Fact label="Description">
                <span className="whitespace-pre-line">{lead.erasedAt ? "erased" : lead.description}</span>
              </Fact>
            </Facts>
          </Panel>
          <Panel id="booking-heading" title="Booking">
            <Bookings bookings={bookings} />
          </Panel>
        </div>
        <div className="grid content-start gap-6">
          <Card>
            {/* Keyed by the stage and history length, so a move that went through clears the form. */}
            <LeadMoveForm key={`${lead.stage}-${events.length}`} stage={lead.stage} result={result} />
          </Card>
          <Panel id="history-heading" title="History">
            <LeadHistory events={events} />
          </Panel>
        </div>
      </div>
    </article>
  );
}
