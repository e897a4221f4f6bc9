import { Plus } from "~/components/ui/icons/plus";
import { Search } from "~/components/ui/icons/search";
import { Form, Link } from "react-router";

import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { FormField, inputClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";

import { describeTicketTime, formatTicketDate } from "../format";
import { DEVICE_TYPE_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS, type TicketStatus } from "../statuses";
import type { TicketsPage } from "../tickets-admin.server";
import { TicketStatusBadge } from "./status-badge";

function href(status: TicketStatus | null, q: string, cursor?: { before: number } | { after: number }) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (q) params.set("q", q);
  if (cursor && "before" in cursor) params.set("before", String(cursor.before));
  if (cursor && "after" in cursor) params.set("after", String(cursor.after));
  const s = params.toString();
  return s ? `/admin/tickets?${s}` : "/admin/tickets";
}

function StatusFilters({ status, q, counts }: Pick<TicketsPage, "status" | "q" | "counts">) {
  const filters: Array<[TicketStatus | null, string, number]> = [
    [null, "All", counts.all],
    ...TICKET_STATUSES.map((s): [TicketStatus, string, number] => [s, TICKET_STATUS_LABELS[s], counts[s]]),
  ];
  return (
    <nav aria-label="Filter tickets" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {filters.map(([value, label, count]) => {
          const current = status === value;
          return (
            <li key={label}>
              <Link
                to={href(value, q)}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1",
                  current
                    ? "bg-brand-700 ring-brand-700 text-white"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
                )}
              >
                {label} ({count})
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** /admin/tickets: every repair, newest first, filtered by status and searched by number, name or phone. */
export function TicketsAdmin({
  tickets,
  status,
  q,
  counts,
  nextBefore,
  newerAfter,
  now,
  timeZone,
}: TicketsPage & { timeZone: string }) {
  return (
    <section aria-labelledby="tickets-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="tickets-heading" className="text-3xl font-bold">
          Repair tickets
        </h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/admin/tickets/new">
            <Plus size={18} />
            New ticket
          </ButtonLink>
          <a href="/admin/tickets.csv" download className={buttonClass("outline")}>
            Export CSV
          </a>
        </div>
      </div>
      <Form method="get" role="search" className="mt-4 flex max-w-xl flex-wrap items-end gap-2">
        {status && <input type="hidden" name="status" value={status} />}
        <FormField id="ticket-search" label="Search by number, name or phone" className="flex-1">
          <input id="ticket-search" name="q" type="search" defaultValue={q} maxLength={100} className={inputClass} />
        </FormField>
        <Button type="submit" variant="outline">
          <Search size={18} />
          Search
        </Button>
      </Form>
      <StatusFilters status={status} q={q} counts={counts} />
      {tickets.length === 0 ? (
        <p className="mt-6 text-slate-700">{q ? "No ticket matches that search." : "No tickets here yet."}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {tickets.map((t) => (
            <li key={t.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={`/admin/tickets/${t.id}`} className="text-brand-700 text-lg font-bold underline">
                  {t.number}
                </Link>
                <TicketStatusBadge status={t.status} />
              </div>
              <p className="mt-1 break-words text-slate-900">
                {t.erased ? "(details erased)" : t.customerName} · {DEVICE_TYPE_LABELS[t.deviceType]}, {t.deviceModel}
              </p>
              <p className="text-sm text-slate-700">
                Received {formatTicketDate(t.createdAt, timeZone)} · {describeTicketTime(t, now, timeZone)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {(newerAfter || nextBefore) && (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          {newerAfter && (
            <Link to={href(status, q, { after: newerAfter })} className="text-brand-700 font-semibold underline">
              Newer tickets
            </Link>
          )}
          {nextBefore && (
            <Link to={href(status, q, { before: nextBefore })} className="text-brand-700 font-semibold underline">
              Older tickets
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
