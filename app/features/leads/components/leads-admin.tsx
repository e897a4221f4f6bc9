import { Download } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";

import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import { cn } from "~/lib/cn";

import { LEAD_STAGE_LABELS } from "../stages";

import { leadMailtoHref, leadTelHref } from "../lead-contact-links";
import type { LeadsPage } from "../leads-admin.server";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" });

function filterHref(stage: string | null) {
  return stage ? `/admin/leads?stage=${stage}` : "/admin/leads";
}

function pageHref(status: string | null, page: number) {
  return `${filterHref(status)}${status ? "&" : "?"}page=${page}`;
}

/**
 * The owner's list of diagnosis requests: filter by status, page through, mark one handled or
 * reopen it (a form post to the page's action), and export them all as CSV.
 */
export function LeadsAdmin({ leads, total, stage: status, page, pages, error }: LeadsPage & { error?: string }) {
  const navigation = useNavigation();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  return (
    <section aria-labelledby="leads-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="leads-heading" className="text-3xl font-bold">
            Leads
          </h1>
          <p className="text-slate-700">Diagnosis requests from the website, newest first. {total} in this view.</p>
        </div>
        <a
          href="/admin/leads.csv"
          download
          className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-semibold text-white"
        >
          <Download aria-hidden="true" size={18} />
          Export CSV
        </a>
      </div>
      <nav aria-label="Filter leads" className="mt-4">
        <ul className="flex gap-2">
          {[
            [null, "All"],
            ["new", "New"],
            ["done", "Done"],
          ].map(([value, label]) => (
            <li key={label}>
              <Link
                to={filterHref(value)}
                aria-current={status === value ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1",
                  status === value
                    ? "bg-brand-700 ring-brand-700 text-white"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
                )}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}
      {leads.length === 0 ? (
        <p className="mt-8 rounded-xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
          No leads in this view yet.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {leads.map((lead) => (
            <li key={lead.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <article aria-labelledby={`lead-${lead.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 id={`lead-${lead.id}`} className="text-lg font-semibold">
                      {ISSUE_LABELS[lead.issue as IssueType] ?? lead.issue} — {lead.name}
                    </h2>
                    <p className="text-sm text-slate-700">
                      <time dateTime={lead.receivedAt}>{dateFormat.format(new Date(lead.receivedAt))}</time>
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span
                      className={cn(
                        "rounded-full px-3 py-1 text-sm font-semibold",
                        lead.stage === "new" ? "bg-amber-100 text-amber-900" : "bg-green-100 text-green-900",
                      )}
                    >
                      {LEAD_STAGE_LABELS[lead.stage]}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="id" value={lead.id} />
                      <input type="hidden" name="to" value={lead.stage === "done" ? "contacted" : "done"} />
                      <button
                        type="submit"
                        disabled={busyId === String(lead.id)}
                        className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
                      >
                        {lead.stage === "done" ? "Reopen" : "Mark done"}
                        <span className="sr-only"> lead from {lead.name}</span>
                      </button>
                    </Form>
                  </div>
                </div>
                <p className="mt-3 whitespace-pre-line text-slate-800">{lead.description}</p>
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-1">
                    <dt className="font-semibold">Email:</dt>
                    <dd>
                      <a href={leadMailtoHref(lead.email)} className="text-brand-700 underline">
                        {lead.email}
                      </a>
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="font-semibold">Phone:</dt>
                    <dd>
                      {lead.phone ? (
                        <a href={leadTelHref(lead.phone)} className="text-brand-700 underline">
                          {lead.phone}
                        </a>
                      ) : (
                        "not given"
                      )}
                    </dd>
                  </div>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center gap-3">
          {page > 1 && (
            <Link to={pageHref(status, page - 1)} className="text-brand-700 font-semibold underline">
              Newer
            </Link>
          )}
          <span className="text-slate-700">
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link to={pageHref(status, page + 1)} className="text-brand-700 font-semibold underline">
              Older
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
