import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { formatUsd } from "~/lib/money";

import { estimateFieldValue, formatShopAge, formatTicketDateTime } from "../format";
import { DEVICE_TYPE_LABELS, TICKET_STATUS_LABELS } from "../statuses";
import type { TicketDetail } from "../tickets-admin.server";
import type { TicketPageResult } from "../ticket-forms.server";
import { TicketStatusBadge } from "./status-badge";
import { TicketForm } from "./ticket-form";
import { TicketMoveForm } from "./ticket-move-form";

const linkClass = "text-brand-700 hover:text-brand-900 break-all underline";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** One ticket: customer and device, the print pages, the status form, the history and the edit form. */
export function TicketPage({ detail, result }: { detail: TicketDetail; result?: TicketPageResult }) {
  const t = detail;
  const moveResult = result?.intent === "move" ? result.outcome : undefined;
  const editResult = result?.intent === "edit" ? result.outcome : undefined;
  return (
    <article aria-labelledby="ticket-heading" className="mt-6 grid gap-6">
      <div>
        <Link to="/admin/tickets" className="text-brand-700 inline-flex min-h-11 items-center gap-1 font-semibold underline">
          <ArrowLeft size={18} />
          All tickets
        </Link>
        <h1 id="ticket-heading" className="mt-2 text-3xl font-bold break-words">
          {t.number} — {t.erasedAt ? "(details erased)" : t.customerName}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
          <TicketStatusBadge status={t.status} />
          <span>{formatShopAge(t.createdAt, t.closedAt ?? t.now)}</span>
        </p>
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
        <div className="grid content-start gap-6">
          <Panel id="facts-heading" title="Ticket">
            <dl className="mt-3 grid gap-2">
              <Fact label="Device">
                {DEVICE_TYPE_LABELS[t.deviceType]}, {t.deviceModel}
                {t.serial ? ` (serial ${t.serial})` : ""}
              </Fact>
              <Fact label="Problem">
                <span className="whitespace-pre-line">{t.problem}</span>
              </Fact>
              <Fact label="Left with it">{t.accessories ?? "nothing"}</Fact>
              <Fact label="Estimate">{t.estimateCents === null ? "none yet" : formatUsd(t.estimateCents)}</Fact>
              <Fact label="E-mail">{t.email ?? "not given"}</Fact>
              <Fact label="Phone">{t.phone ?? "not given"}</Fact>
              <Fact label="E-mail updates">
                {t.emailConsentAt ? `yes, agreed ${formatTicketDateTime(t.emailConsentAt)}` : "no"}
              </Fact>
              <Fact label="Received">{formatTicketDateTime(t.createdAt)}</Fact>
            </dl>
          </Panel>
          {!t.erasedAt && (
            <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
              <TicketForm
                key={`edit-${editResult?.ok ? "saved" : "open"}`}
                mode="edit"
                result={editResult}
                initial={{
                  customerName: t.customerName,
                  email: t.email ?? "",
                  phone: t.phone ?? "",
                  deviceType: t.deviceType,
                  deviceModel: t.deviceModel,
                  serial: t.serial ?? "",
                  problem: t.problem,
                  accessories: t.accessories ?? "",
                  estimate: estimateFieldValue(t.estimateCents),
                  emailConsent: t.emailConsentAt ? "on" : "",
                }}
              />
            </div>
          )}
        </div>
        <div className="grid content-start gap-6">
          {!t.erasedAt && (
            <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
              <TicketMoveForm
                key={`${t.status}-${t.events.length}`}
                status={t.status}
                result={moveResult}
                consented={!!t.emailConsentAt}
              />
            </div>
          )}
          <Panel id="history-heading" title="History">
            <ol className="mt-3 grid gap-3">
              {t.events.map((e) => (
                <li key={e.id} className="border-l-4 border-slate-300 pl-3">
                  <p className="font-semibold">
                    {e.from
                      ? `${TICKET_STATUS_LABELS[e.from]} → ${TICKET_STATUS_LABELS[e.to]}`
                      : `Started as ${TICKET_STATUS_LABELS[e.to]}`}
                  </p>
                  <p className="text-sm text-slate-700">
                    <time dateTime={e.at}>{formatTicketDateTime(e.at)}</time>
                  </p>
                  {e.publicNote && (
                    <p className="mt-1 break-words whitespace-pre-line text-slate-800">Customer sees: {e.publicNote}</p>
                  )}
                  {e.privateNote && (
                    <p className="mt-1 break-words whitespace-pre-line text-slate-700">Private: {e.privateNote}</p>
                  )}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </article>
  );
}
