import { Form, Link } from "react-router";

import { Button, ButtonLink } from "~/components/ui/button";
import { Banner, FormField, controlProps } from "~/components/ui/form-field";
import { formatDateTime } from "~/features/leads";

import type { AuditRow } from "../audit-log.server";

type Query = Record<string, string>;

const withQuery = (path: string, query: Query, extra: Query = {}) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...query, ...extra })) if (v) params.set(k, v);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** Where a record has a page, its subject links there; a user reads as their name. */
const SUBJECT_PAGES: Record<string, { label: string; path: string }> = {
  ticket: { label: "Ticket", path: "/admin/tickets/" },
  lead: { label: "Lead", path: "/admin/leads/" },
  customer: { label: "Customer", path: "/admin/customers/" },
};

function Subject({ subject, users }: { subject: string; users: Array<{ id: number; name: string }> }) {
  const match = /^([a-z-]+):(\d+)$/.exec(subject);
  if (!match) return <>{subject}</>;
  const [, type, id] = match as unknown as [string, string, string];
  if (type === "user") return <>{users.find((u) => u.id === Number(id))?.name ?? `User ${id}`}</>;
  const page = SUBJECT_PAGES[type];
  if (!page) return <>{subject}</>;
  return (
    <Link to={`${page.path}${id}`} className="text-brand-700 underline">
      {page.label} {id}
    </Link>
  );
}

export function AuditPage({
  rows,
  users,
  kinds,
  query,
  error,
  next,
  timeZone,
}: {
  rows: AuditRow[];
  users: Array<{ id: number; name: string }>;
  kinds: Array<{ value: string; label: string }>;
  query: Query;
  error: string | null;
  next: number | null;
  timeZone: string;
}) {
  return (
    <div className="mt-6 space-y-6">
      <h1 className="text-3xl font-bold">Audit log</h1>
      <p className="text-slate-700">
        Every sign-in, change and payment, with who, when and from where. Nothing here can be changed or deleted.
      </p>
      <Form
        method="get"
        className="grid gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <FormField id="audit-user" label="User">
          <select {...controlProps("audit-user", {})} name="user" defaultValue={query.user}>
            <option value="">Everyone</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="audit-kind" label="What">
          <select {...controlProps("audit-kind", {})} name="kind" defaultValue={query.kind}>
            <option value="">Everything</option>
            {kinds.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="audit-from" label="From (day)">
          <input {...controlProps("audit-from", {})} type="date" name="from" defaultValue={query.from} />
        </FormField>
        <FormField id="audit-to" label="To (day)">
          <input {...controlProps("audit-to", {})} type="date" name="to" defaultValue={query.to} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">Show</Button>
          <ButtonLink to={withQuery("/admin/audit.csv", query)} variant="outline" reloadDocument>
            Download the shown entries (CSV)
          </ButtonLink>
        </div>
      </Form>
      {error && <Banner tone="error">{error}</Banner>}
      {!error && rows.length === 0 && <p className="text-slate-700">Nothing matches.</p>}
      {rows.length > 0 && (
        <ol className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {rows.map((r) => (
            <li key={r.id} className="grid gap-x-4 gap-y-1 p-3 break-words sm:grid-cols-[13rem_11rem_1fr]">
              <time dateTime={r.at} className="text-slate-700">
                {formatDateTime(r.at, timeZone)}
              </time>
              <span className="font-semibold">{r.userName ?? "Nobody signed in"}</span>
              <span>
                <span className="font-semibold">{r.kindLabel}</span>
                {r.subject && (
                  <span className="text-slate-700">
                    {" "}
                    · <Subject subject={r.subject} users={users} />
                  </span>
                )}
                {r.detail && <span> · {r.detail}</span>}
                {r.address && (
                  <span className="text-slate-700">
                    {" "}
                    · from {r.address.startsWith("#") ? `an address kept only as a hash (${r.address})` : r.address}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      {next !== null && (
        <p>
          <Link
            to={withQuery("/admin/audit", query, { before: String(next) })}
            className="text-brand-700 font-semibold underline"
          >
            Older entries
          </Link>
        </p>
      )}
    </div>
  );
}
