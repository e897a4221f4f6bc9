import { Link } from "react-router";

import { ButtonLink } from "~/components/ui/button";
import { BackLink, Card, Fact, Facts, History, HistoryEntry, Panel } from "~/components/ui/panel";
import { TICKET_STATUS_LABELS, isTicketStatus } from "~/features/tickets";
import { cn } from "~/lib/cn";

import { formatAge, formatBookingDay, formatDateTime, formatWindow } from "../format";
import { leadMailtoHref, leadTelHref } from "../lead-contact-links";
import type { LeadBooking, LeadDetail, LeadEvent, LeadFollowUp, LeadMoveOutcome, LeadTicketLink } from "../lead-page.server";
import { LEAD_STAGE_LABELS } from "../stages";
import { issueLabel } from "./leads-admin";
import { LeadMoveForm } from "./lead-move-form";
import { LeadTriage } from "./lead-triage";
import { StageBadge } from "./stage-badge";

const ACTOR_LABELS: Record<LeadEvent["actor"], string> = { admin: "Admin", visitor: "Visitor", system: "The site" };
const BOOKING_STATUS_LABELS: Record<LeadBooking["status"], string> = {
  active: "Active",
  cancelled: "Cancelled",
  attended: "Attended",
};

const linkClass = "text-brand-700 hover:text-brand-900 break-all underline";

function Bookings({ bookings, timeZone }: { bookings: LeadBooking[]; timeZone: string }) {
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
            {b.status === "cancelled" && b.cancelledAt ? ` on ${formatDateTime(b.cancelledAt, timeZone)}` : ""} · booked{" "}
            {formatDateTime(b.createdAt, timeZone)}
          </p>
          {b.note && <p className="mt-1 break-words whitespace-pre-line text-slate-800">Note: {b.note}</p>}
        </li>
      ))}
    </ul>
  );
}

/** "This lead has ticket SC-2611-0042 (Repairing)": each a link to the ticket. */
function LeadTickets({ tickets }: { tickets: LeadTicketLink[] }) {
  if (tickets.length === 0) return null;
  return (
    <p className="mt-3 break-words text-slate-800">
      This lead has {tickets.length === 1 ? "ticket" : "tickets"}{" "}
      {tickets.map((t, i) => (
        <span key={t.id}>
          {i > 0 ? ", " : ""}
          <Link to={`/admin/tickets/${t.id}`} className={linkClass}>
            {t.number}
          </Link>{" "}
          ({isTicketStatus(t.status) ? TICKET_STATUS_LABELS[t.status] : t.status})
        </span>
      ))}
      .
    </p>
  );
}

function LeadHistory({ events, timeZone }: { events: LeadEvent[]; timeZone: string }) {
  return (
    <History>
      {events.map((e) => (
        <HistoryEntry
          key={e.id}
          title={
            e.noteOnly
              ? `Note (${LEAD_STAGE_LABELS[e.to]})`
              : e.from
                ? `${LEAD_STAGE_LABELS[e.from]} → ${LEAD_STAGE_LABELS[e.to]}`
                : `Started as ${LEAD_STAGE_LABELS[e.to]}`
          }
          meta={
            <>
              {e.userName ?? ACTOR_LABELS[e.actor]} · <time dateTime={e.at}>{formatDateTime(e.at, timeZone)}</time>
            </>
          }
        >
          {e.note && <p className="mt-1 break-words whitespace-pre-line text-slate-800">{e.note}</p>}
        </HistoryEntry>
      ))}
    </History>
  );
}

/** The customer's later requests while this lead was open, oldest first. */
function FollowUps({ followUps, erased, timeZone }: { followUps: LeadFollowUp[]; erased: boolean; timeZone: string }) {
  return (
    <Panel id="follow-ups-heading" title={`Follow-ups (${followUps.length})`}>
      <History>
        {followUps.map((f) => (
          <HistoryEntry
            key={f.id}
            title={`Follow-up: ${issueLabel(f.issue)}`}
            meta={
              <>
                {f.source === "booking" ? "Booking form" : "Diagnosis"} ·{" "}
                <time dateTime={f.receivedAt}>{formatDateTime(f.receivedAt, timeZone)}</time>
              </>
            }
          >
            {!erased && f.triage && <LeadTriage view={f.triage} />}
            {!erased && (f.name || f.email || f.phone) && (
              <p className="mt-1 break-words text-slate-700">From {[f.name, f.email, f.phone].filter(Boolean).join(" · ")}</p>
            )}
            <p className="mt-1 break-words whitespace-pre-line text-slate-800">{erased ? "erased" : f.description}</p>
          </HistoryEntry>
        ))}
      </History>
    </Panel>
  );
}

/**
 * One lead: what the visitor asked, how to reach them, their booking, its history, and the move
 * form; its times in `timeZone`, the shop's.
 */
export function LeadPage({ detail, result, timeZone }: { detail: LeadDetail; result?: LeadMoveOutcome; timeZone: string }) {
  const { lead, bookings, events, tickets, now } = detail;
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
            The personal details of this request were erased{" "}
            <time dateTime={lead.erasedAt}>{formatDateTime(lead.erasedAt, timeZone)}</time>. The issue, dates and stages stay for
            the shop&apos;s counts.
          </p>
        )}
        <LeadTickets tickets={tickets} />
        <p className="mt-3 flex flex-wrap items-center gap-4">
          <ButtonLink to={`/admin/tickets/new?lead=${lead.id}`} variant="secondary">
            {tickets.length > 0 ? "Create another ticket" : "Create ticket"}
          </ButtonLink>
          {detail.customerId != null && (
            <Link
              to={`/admin/customers/${detail.customerId}`}
              className="text-brand-700 hover:text-brand-900 font-semibold underline"
            >
              Customer {detail.customerId}: every request and repair
            </Link>
          )}
          {detail.samePhoneCustomerId != null && (
            <Link
              to={`/admin/customers/${detail.samePhoneCustomerId}`}
              className="text-brand-700 hover:text-brand-900 font-semibold underline"
            >
              Same phone as customer {detail.samePhoneCustomerId}
            </Link>
          )}
        </p>
        {lead.stage === "lost" && lead.lostReason && (
          <p className="mt-2 break-words text-slate-800">
            <span className="font-semibold">Reason lost:</span> {lead.lostReason}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          {!lead.erasedAt && detail.triage && (
            <Panel id="triage-heading" title="What the diagnosis found">
              <LeadTriage view={detail.triage} />
            </Panel>
          )}
          <Panel id="request-heading" title="Request">
            <Facts>
              <Fact label="Issue">{issueLabel(lead.issue)}</Fact>
              <Fact label="Received">
                <time dateTime={lead.receivedAt}>{formatDateTime(lead.receivedAt, timeZone)}</time>
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
          {detail.followUps && detail.followUps.length > 0 && (
            <FollowUps followUps={detail.followUps} erased={lead.erasedAt !== null} timeZone={timeZone} />
          )}
          <Panel id="booking-heading" title="Booking">
            <Bookings bookings={bookings} timeZone={timeZone} />
          </Panel>
        </div>
        <div className="grid content-start gap-6">
          <Card>
            {/* Keyed by the stage and history length, so a move that went through clears the form. */}
            <LeadMoveForm key={`${lead.stage}-${events.length}`} stage={lead.stage} result={result} />
          </Card>
          <Panel id="history-heading" title="History">
            <LeadHistory events={events} timeZone={timeZone} />
          </Panel>
        </div>
      </div>
    </article>
  );
}
