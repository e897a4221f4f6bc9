import { CalendarClock } from "~/components/ui/icons/calendar-clock";
import { Download } from "~/components/ui/icons/download";
import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { Banner } from "~/components/ui/form-field";
import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import { cn } from "~/lib/cn";

import { formatAge, formatBookingDay, formatDateTime, formatWindow } from "../format";
import type { LeadListItem, LeadsPage } from "../leads-admin.server";
import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from "../stages";
import { StageBadge } from "./stage-badge";

export const issueLabel = (issue: string) => ISSUE_LABELS[issue as IssueType] ?? issue;

function filterHref(stage: LeadStage | null) {
  return stage ? `/admin/leads?stage=${stage}` : "/admin/leads";
}

function pageHref(stage: LeadStage | null, way: "before" | "after", cursor: string) {
  return `${filterHref(stage)}${stage ? "&" : "?"}${way}=${encodeURIComponent(cursor)}`;
}

function StageFilters({ stage, counts, all }: Pick<LeadsPage, "stage" | "counts" | "all">) {
  const filters: Array<[LeadStage | null, string, number]> = [
    [null, "All", all],
    ...LEAD_STAGES.map((s): [LeadStage, string, number] => [s, LEAD_STAGE_LABELS[s], counts[s]]),
  ];
  return (
    <nav aria-label="Filter leads" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {filters.map(([value, label, count]) => {
          const current = stage === value;
          return (
            <li key={label}>
              <Link
                to={filterHref(value)}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1",
                  current
                    ? "bg-brand-700 ring-brand-700 text-white"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
                )}
              >
                {label}{" "}
                <span
                  aria-hidden="true"
                  className={cn("rounded-full px-2 text-xs", current ? "text-brand-900 bg-white" : "bg-slate-100 text-slate-800")}
                >
                  {count}
                </span>
                <span className="sr-only">({count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function LeadRow({ lead, now, timeZone }: { lead: LeadListItem; now: string; timeZone: string }) {
  return (
    <article aria-labelledby={`lead-${lead.id}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`lead-${lead.id}`} className="text-lg font-semibold break-words">
            <Link to={`/admin/leads/${lead.id}`} className="text-brand-700 hover:text-brand-900 underline">
              {issueLabel(lead.issue)} — {lead.erasedAt ? "(details erased)" : lead.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">
            Received <time dateTime={lead.receivedAt}>{formatDateTime(lead.receivedAt, timeZone)}</time>
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {lead.triage?.urgent && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300">
              Stop warning shown
            </span>
          )}
          {lead.followUps > 0 && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-300">
              {lead.followUps === 1 ? "Follow-up" : `${lead.followUps} follow-ups`}
            </span>
          )}
          <StageBadge stage={lead.stage} />
          <span>for {formatAge(lead.stageChangedAt ?? lead.receivedAt, now)}</span>
        </p>
      </div>
      {lead.erasedAt ? (
        <p className="mt-2 text-slate-700">
          Personal details erased <time dateTime={lead.erasedAt}>{formatDateTime(lead.erasedAt, timeZone)}</time>.
        </p>
      ) : (
        <>
          {lead.triage && <p className="mt-2 text-sm font-semibold break-words text-slate-900">{lead.triage.headline}</p>}
          <p className="mt-2 line-clamp-2 break-words whitespace-pre-line text-slate-800">{lead.description}</p>
        </>
      )}
      {lead.booking && (
        <p className="mt-2 flex items-center gap-2 text-sm font-medium text-slate-800">
          <CalendarClock size={16} />
          Drop-off: {formatBookingDay(lead.booking.day)}, {formatWindow(lead.booking.windowStart, lead.booking.windowEnd)}
        </p>
      )}
    </article>
  );
}

/**
 * The owner's list of leads: filter by stage (each with its count), page through newest first
 * ("Newer" and "Older" carry the edge lead's key), open a lead to work it, and export them all as CSV.
 */
export function LeadsAdmin({
  leads,
  counts,
  all,
  total,
  stage,
  newer,
  older,
  notice,
  now,
  timeZone,
}: LeadsPage & { timeZone: string }) {
  return (
    <section aria-labelledby="leads-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="leads-heading" className="text-3xl font-bold">
            Leads
          </h1>
          <p className="text-slate-700">Diagnosis requests from the website, newest first. {total} in this view.</p>
        </div>
        <a href="/admin/leads.csv" download className={buttonClass()}>
          <Download size={18} />
          Export CSV
        </a>
      </div>
      <StageFilters stage={stage} counts={counts} all={all} />
      {notice && (
        <Banner tone="warning" className="mt-4">
          {notice}
        </Banner>
      )}
      {leads.length === 0 ? (
        <p className="mt-8 rounded-xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
          No leads in this view yet.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {leads.map((lead) => (
            <li key={lead.id}>
              <LeadRow lead={lead} now={now} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      {(newer || older) && (
        <nav aria-label="Pages" className="mt-6 flex items-center gap-6">
          {newer && (
            <Link to={pageHref(stage, "after", newer)} className="text-brand-700 font-semibold underline">
              Newer
            </Link>
          )}
          {older && (
            <Link to={pageHref(stage, "before", older)} className="text-brand-700 font-semibold underline">
              Older
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
