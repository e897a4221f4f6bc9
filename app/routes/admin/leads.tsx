import { Download } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";

import type { Route } from "./+types/leads";
import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import { getDb } from "~/db/index.server";
import { isSameOriginRequest, requireAdmin } from "~/features/admin/auth.server";
import { LEAD_STATUSES, LEADS_PAGE_SIZE, listLeads, setLeadStatus } from "~/features/diagnosis/leads.server";
import { mailtoHref } from "~/features/diagnosis/mailto";
import { cn } from "~/lib/cn";

export const meta: Route.MetaFunction = () => [{ title: "Leads - Admin" }, { name: "robots", content: "noindex, nofollow" }];

const QuerySchema = z.object({
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

const StatusChangeSchema = z.object({
  id: z.coerce.number().int().positive(),
  status: z.enum(LEAD_STATUSES),
});

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { status, page } = QuerySchema.parse({ page: 1, ...params });
  const { leads, total } = await listLeads(db, { status, page });
  return { leads, total, status: status ?? null, page, pages: Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE)) };
}

export async function action({ request }: Route.ActionArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  if (!isSameOriginRequest(request)) return data({ error: "Cross-site request refused" }, { status: 403 });
  const parsed = StatusChangeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "That lead or status is not valid." }, { status: 400 });
  const found = await setLeadStatus(db, parsed.data.id, parsed.data.status);
  if (!found) return data({ error: "That lead no longer exists." }, { status: 404 });
  return { ok: true };
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" });

function filterHref(status: string | null) {
  return status ? `/admin/leads?status=${status}` : "/admin/leads";
}

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { leads, total, status, page, pages } = loaderData;
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
            ["handled", "Handled"],
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
      {actionData && "error" in actionData && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
          {actionData.error}
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
                        lead.status === "new" ? "bg-amber-100 text-amber-900" : "bg-green-100 text-green-900",
                      )}
                    >
                      {lead.status === "new" ? "New" : "Handled"}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="id" value={lead.id} />
                      <input type="hidden" name="status" value={lead.status === "new" ? "handled" : "new"} />
                      <button
                        type="submit"
                        disabled={busyId === String(lead.id)}
                        className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
                      >
                        {lead.status === "new" ? "Mark handled" : "Reopen"}
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
                      <a href={mailtoHref(lead.email)} className="text-brand-700 underline">
                        {lead.email}
                      </a>
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="font-semibold">Phone:</dt>
                    <dd>
                      {lead.phone ? (
                        <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
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
            <Link
              to={`${filterHref(status)}${status ? "&" : "?"}page=${page - 1}`}
              className="text-brand-700 font-semibold underline"
            >
              Newer
            </Link>
          )}
          <span className="text-slate-700">
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link
              to={`${filterHref(status)}${status ? "&" : "?"}page=${page + 1}`}
              className="text-brand-700 font-semibold underline"
            >
              Older
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
