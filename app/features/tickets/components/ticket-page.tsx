import { Link } from "react-router";

import { BackLink, Card, Fact, Facts, History, HistoryEntry, Panel } from "~/components/ui/panel";
import { ESTIMATE_STATUS_LABELS, TicketMoneyPanels } from "~/features/money";
import { TicketPhotosPanel } from "~/features/photos";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { formatUsd } from "~/lib/money";

import { describeTicketTime, estimateFieldValue, formatTicketDate, formatTicketDateTime } from "../format";
import { EVERYTHING, type TicketPageCan } from "../permissions";
import { DEVICE_TYPE_LABELS, TICKET_STATUS_LABELS, isFinalStatus } from "../statuses";
import type { TicketDetail, TicketEvent } from "../tickets-admin.server";
import type { TicketFormValues, TicketPageResult } from "../ticket-forms.server";
import { AbandonedNotice } from "./abandoned-notice";
import { PasscodePanel } from "./passcode-panel";
import { TicketStatusBadge } from "./status-badge";
import { TicketForm } from "./ticket-form";
import { TicketIntakePanel } from "./ticket-intake-panel";
import { TicketMoveForm } from "./ticket-move-form";

const linkClass = "text-brand-700 hover:text-brand-900 break-all underline";

/** The edit form's values as saved. */
function savedValues(t: TicketDetail): TicketFormValues {
  return {
    customerName: t.customerName,
    email: t.email ?? "",
    phone: t.phone ?? "",
    deviceType: t.deviceType,
    deviceModel: t.deviceModel,
    serial: t.serial ?? "",
    problem: t.problem,
    accessories: t.accessories ?? "",
    estimate: estimateFieldValue(t.estimateCents),
    promisedOn: t.promisedOn ?? "",
    emailConsent: t.emailConsentAt ? "on" : "",
  };
}

const ACTOR_LABELS: Record<string, string> = { admin: "Admin", customer: "The customer", system: "The site" };

/** Who made a history row: the staff user by name, else the kind of actor ("Admin" before staff accounts). */
const eventBy = (e: TicketEvent) => e.userName ?? ACTOR_LABELS[e.actor] ?? "The site";

/** A promised date (YYYY-MM-DD, the shop's day) as "Dec 4, 2026". */
function formatPromised(day: string): string {
  return formatTicketDate(`${day}T12:00:00Z`, "UTC");
}

/**
 * One ticket: customer and device, the print pages, its estimate and payments, the status form,
 * the history and the edit form; its times in `timeZone`, the shop's. The forms the user's role
 * cannot use (`can`) are left out; the server refuses them anyway.
 */
export function TicketPage({
  detail,
  result,
  timeZone,
  can = EVERYTHING,
}: {
  detail: TicketDetail;
  result?: TicketPageResult;
  timeZone: string;
  can?: TicketPageCan;
}) {
  const t = detail;
  const moveResult = result?.intent === "move" ? result.outcome : undefined;
  const editResult = result?.intent === "edit" ? result.outcome : undefined;
  const moneyResult = result?.intent === "money" ? result.outcome : undefined;
  const photosResult = result?.intent === "photos" ? result.outcome : undefined;
  const passcodeResult = result?.intent === "passcode" ? result.outcome : undefined;
  const saved = savedValues(t);
  return (
    <article aria-labelledby="ticket-heading" className="mt-6 grid gap-6">
      <div>
        <BackLink to="/admin/tickets">All tickets</BackLink>
        <h1 id="ticket-heading" className="mt-2 text-3xl font-bold break-words">
          {t.number} — {t.erasedAt ? "(details erased)" : t.customerName}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
          <TicketStatusBadge status={t.status} />
          <span>{describeTicketTime(t, t.now, timeZone)}</span>
        </p>
        <AbandonedNotice abandonedAt={t.abandonedAt} timeZone={timeZone} />
        {!t.erasedAt && (
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
            <li>
              <a href={`/admin/tickets/${t.id}/label`} className={linkClass}>
                Print label
              </a>
            </li>
            <li>
              <a href={`/admin/tickets/${t.id}/receipt`} className={linkClass}>
                Print receipt
              </a>
            </li>
            {t.statusUrl && (
              <li>
                <a href={t.statusUrl} className={linkClass} rel="noreferrer" target="_blank">
                  Customer's status page
                </a>
              </li>
            )}
            {t.leadId && (
              <li>
                <Link to={`/admin/leads/${t.leadId}`} className={linkClass}>
                  Lead {t.leadId}
                </Link>
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid min-w-0 content-start gap-6">
          <Panel id="facts-heading" title="Ticket">
            <Facts>
              <Fact label="Device">
                {DEVICE_TYPE_LABELS[t.deviceType]}, {t.deviceModel}
                {t.serial ? ` (serial ${t.serial})` : ""}
              </Fact>
              <Fact label="Problem">
                <span className="whitespace-pre-line">{t.problem}</span>
              </Fact>
              <Fact label="Left with it">{t.accessories ?? "nothing"}</Fact>
              <Fact label="Estimate">
                {t.money.current
                  ? `v${t.money.current.version}, ${formatUsd(t.money.current.totalCents)} (${ESTIMATE_STATUS_LABELS[t.money.current.status].toLowerCase()})`
                  : t.estimateCents === null
                    ? "none yet"
                    : `${formatUsd(t.estimateCents)}, quoted at drop-off`}
              </Fact>
              <Fact label="Promised by">{t.promisedOn ? formatPromised(t.promisedOn) : "no date promised"}</Fact>
              <Fact label="E-mail">
                {t.email ? (
                  <a href={mailtoHref(t.email)} className={linkClass}>
                    {t.email}
                  </a>
                ) : (
                  "not given"
                )}
              </Fact>
              <Fact label="Phone">
                {t.phone ? (
                  <a href={telHref(t.phone)} className={linkClass}>
                    {t.phone}
                  </a>
                ) : (
                  "not given"
                )}
              </Fact>
              <Fact label="E-mail updates">
                {t.emailConsentAt ? `yes, agreed ${formatTicketDateTime(t.emailConsentAt, timeZone)}` : "no"}
              </Fact>
              <Fact label="Received">{formatTicketDateTime(t.createdAt, timeZone)}</Fact>
              {t.closedAt && isFinalStatus(t.status) && (
                <Fact label="Left the shop">{formatTicketDateTime(t.closedAt, timeZone)}</Fact>
              )}
            </Facts>
          </Panel>
          {!t.erasedAt && <TicketPhotosPanel ticketId={t.id} photos={t.photos} outcome={photosResult} timeZone={timeZone} />}
          {t.intake && <TicketIntakePanel intake={t.intake} customerName={t.customerName} timeZone={timeZone} />}
          <TicketMoneyPanels
            ticketId={t.id}
            status={t.status}
            erased={!!t.erasedAt}
            money={t.money}
            services={t.services}
            outcome={moneyResult}
            now={t.now}
            timeZone={timeZone}
            can={can}
          />
          {!t.erasedAt && (
            <Card>
              {/* Keyed by the saved values: a save that went through shows what was saved; a refused one
                  leaves the form, and what was typed in it, as it is. */}
              <TicketForm key={JSON.stringify(saved)} mode="edit" result={editResult} initial={saved} />
            </Card>
          )}
        </div>
        <div className="grid min-w-0 content-start gap-6">
          {!t.erasedAt && (
            <Card>
              <TicketMoveForm
                key={`${t.status}-${t.events.length}`}
                status={t.status}
                result={moveResult}
                consented={!!t.emailConsentAt}
                accessories={t.accessories}
                can={can}
              />
            </Card>
          )}
          <PasscodePanel
            key={`passcode-${t.events.length}`}
            passcode={t.passcode}
            status={t.status}
            erased={!!t.erasedAt}
            outcome={passcodeResult}
          />
          <Panel id="history-heading" title="History">
            <History>
              {t.events.map((e) => (
                <HistoryEntry
                  key={e.id}
                  title={
                    e.note
                      ? `Note (${TICKET_STATUS_LABELS[e.to]})`
                      : e.from
                        ? `${TICKET_STATUS_LABELS[e.from]} → ${TICKET_STATUS_LABELS[e.to]}`
                        : `Started as ${TICKET_STATUS_LABELS[e.to]}`
                  }
                  meta={
                    <>
                      {eventBy(e)} · <time dateTime={e.at}>{formatTicketDateTime(e.at, timeZone)}</time>
                    </>
                  }
                >
                  {e.publicNote && (
                    <p className="mt-1 break-words whitespace-pre-line text-slate-800">Customer sees: {e.publicNote}</p>
                  )}
                  {e.privateNote && (
                    <p className="mt-1 break-words whitespace-pre-line text-slate-700">Private: {e.privateNote}</p>
                  )}
                </HistoryEntry>
              ))}
            </History>
          </Panel>
        </div>
      </div>
    </article>
  );
}
