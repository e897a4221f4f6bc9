import type { ReactNode } from "react";
import { Link } from "react-router";

import { Banner } from "~/components/ui/form-field";
import { Panel } from "~/components/ui/panel";
import { formatDateTime } from "~/features/leads/index";

import type { SearchGroup, SearchResults } from "../search.server";
import { SEARCH_LIMIT } from "../schema";
import { issueLabel, linkClass, plural, stageLabel, statusLabel } from "./labels";

function Group<T>({
  id,
  title,
  group,
  render,
}: {
  id: string;
  title: string;
  group: SearchGroup<T>;
  render: (item: T) => ReactNode;
}) {
  return (
    <Panel id={id} title={`${title} (${group.items.length}${group.more ? "+" : ""})`}>
      {group.items.length === 0 ? (
        <p className="mt-2 text-slate-700">None found.</p>
      ) : (
        <ul className="mt-3 grid gap-2">{group.items.map(render)}</ul>
      )}
      {group.more && (
        <p className="mt-2 text-sm text-slate-700">
          Only the newest {SEARCH_LIMIT} are shown; search more narrowly for the rest.
        </p>
      )}
    </Panel>
  );
}

/** The admin's search across customers, leads and tickets, grouped by kind; times in `timeZone`, the shop's. */
export function SearchResultsPage({ q, error, customers, leads, tickets, timeZone }: SearchResults & { timeZone: string }) {
  return (
    <section aria-labelledby="search-heading" className="mt-6 grid gap-6">
      <div>
        <h1 id="search-heading" className="text-3xl font-bold break-words">
          {error ? "Search" : `Search: ${q}`}
        </h1>
        {error ? (
          <Banner tone="warning" className="mt-3">
            {error}
          </Banner>
        ) : (
          <p className="text-slate-700">Customers, requests and repairs matching what you typed, newest first.</p>
        )}
      </div>
      {!error && (
        <div className="grid gap-6 lg:grid-cols-3">
          <Group
            id="found-customers"
            title="Customers"
            group={customers}
            render={(c) => (
              <li key={c.id}>
                <Link to={`/admin/customers/${c.id}`} className={linkClass}>
                  {c.name}
                </Link>{" "}
                <span className="text-sm break-words text-slate-700">
                  #{c.id} · {[c.email, c.phone].filter(Boolean).join(" · ")} · {plural(c.leads, "request")},{" "}
                  {plural(c.tickets, "repair")}
                </span>
              </li>
            )}
          />
          <Group
            id="found-leads"
            title="Requests"
            group={leads}
            render={(l) => (
              <li key={l.id}>
                <Link to={`/admin/leads/${l.id}`} className={linkClass}>
                  Request {l.id}: {l.name || "(details erased)"}
                </Link>{" "}
                <span className="text-sm text-slate-700">
                  {issueLabel(l.issue)} · {stageLabel(l.stage)} · {formatDateTime(l.receivedAt, timeZone)}
                </span>
              </li>
            )}
          />
          <Group
            id="found-tickets"
            title="Repairs"
            group={tickets}
            render={(t) => (
              <li key={t.id}>
                <Link to={`/admin/tickets/${t.id}`} className={linkClass}>
                  {t.number}: {t.name || "(details erased)"}
                </Link>{" "}
                <span className="text-sm text-slate-700">
                  {t.model} · {statusLabel(t.status)} · {formatDateTime(t.createdAt, timeZone)}
                </span>
              </li>
            )}
          />
        </div>
      )}
    </section>
  );
}
