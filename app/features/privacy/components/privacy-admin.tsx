import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, controlProps } from "~/components/ui/form-field";
import { LEAD_STAGE_LABELS, formatDateTime, isLeadStage } from "~/features/leads/index";
import { TICKET_STATUS_LABELS, isTicketStatus } from "~/features/tickets/index";
import { useRootData } from "~/lib/root-data";

import type { ErasureCounts } from "../erase.server";
import type { ErasureLogEntry, FoundSummary, PrivacyActionResult } from "../privacy-admin.server";
import type { PersonQuery } from "../person.server";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 request, 1 booking, 2 repair tickets and 3 e-mails" (kinds with none left out). */
export function describeCounts(c: ErasureCounts): string {
  const parts = [
    c.leads && plural(c.leads, "request", "requests"),
    c.bookings && plural(c.bookings, "booking", "bookings"),
    c.tickets && plural(c.tickets, "repair ticket", "repair tickets"),
    c.messages && plural(c.messages, "e-mail", "e-mails"),
  ].filter((p): p is string => Boolean(p));
  if (parts.length === 0) return "no records";
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

function QueryFields({ query }: { query: PersonQuery }) {
  return (
    <>
      <input type="hidden" name="email" value={query.email ?? ""} />
      <input type="hidden" name="phone" value={query.phone ?? ""} />
    </>
  );
}

function Found({ found }: { found: FoundSummary }) {
  const { timeZone } = useRootData();
  return (
    <div className="mt-4 grid gap-4">
      {found.leads.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold">Requests</h3>
          <ul className="mt-1 grid gap-1">
            {found.leads.map((l) => (
              <li key={l.id}>
                <Link to={`/admin/leads/${l.id}`} className="text-brand-800 font-semibold underline">
                  Request {l.id}
                </Link>{" "}
                — {l.name}, {l.issue}, {isLeadStage(l.stage) ? LEAD_STAGE_LABELS[l.stage] : l.stage}, received{" "}
                {formatDateTime(l.receivedAt, timeZone)}
                {l.bookings > 0 && `, ${plural(l.bookings, "booking", "bookings")}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {found.tickets.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold">Repair tickets</h3>
          <ul className="mt-1 grid gap-1">
            {found.tickets.map((t) => (
              <li key={t.id}>
                <Link to={`/admin/tickets/${t.id}`} className="text-brand-800 font-semibold underline">
                  {t.number}
                </Link>{" "}
                — {t.name}, {t.model}, {isTicketStatus(t.status) ? TICKET_STATUS_LABELS[t.status] : t.status}, received{" "}
                {formatDateTime(t.receivedAt, timeZone)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {found.bookingRequests.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold">Drop-offs asked for, not confirmed</h3>
          <ul className="mt-1 grid gap-1">
            {found.bookingRequests.map((r) => (
              <li key={r.id}>
                {r.name}, {r.day} from {r.start}, asked {formatDateTime(r.requestedAt, timeZone)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {found.messages.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold">E-mails</h3>
          <ul className="mt-1 grid gap-1">
            {found.messages.map((m) => (
              <li key={m.id}>
                {m.subject} ({m.status.replace("_", " ")}, {formatDateTime(m.createdAt, timeZone)})
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function ErasureLog({ log }: { log: ErasureLogEntry[] }) {
  const { timeZone } = useRootData();
  return (
    <section aria-labelledby="erasure-log-heading" className="mt-10">
      <h2 id="erasure-log-heading" className="text-2xl font-bold">
        Erasures
      </h2>
      <p className="text-slate-700">
        Each erasure the site made, on request or by the retention job: when and how many records, never whose.
      </p>
      {log.length === 0 ? (
        <p className="mt-4 text-slate-700">Nothing has been erased yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Erasure log, scrolls sideways">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="sr-only">The last 50 erasures, newest first</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  When
                </th>
                <th scope="col" className="py-2 pr-4">
                  Why
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Requests
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Bookings
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Repair tickets
                </th>
                <th scope="col" className="py-2 text-right">
                  E-mails
                </th>
              </tr>
            </thead>
            <tbody>
              {log.map((e) => (
                <tr key={e.id} className="border-b border-slate-200">
                  <td className="py-2 pr-4">
                    <time dateTime={e.at}>{formatDateTime(e.at, timeZone)}</time>
                  </td>
                  <td className="py-2 pr-4">{e.reason === "request" ? "On request" : "Retention period over"}</td>
                  <td className="py-2 pr-4 text-right">{e.leads}</td>
                  <td className="py-2 pr-4 text-right">{e.bookings}</td>
                  <td className="py-2 pr-4 text-right">{e.tickets}</td>
                  <td className="py-2 text-right">{e.messages}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * /admin/privacy: find one person's records, hand them a copy, erase them (a role with `canErase`
 * only; the server refuses the others); and the erasure log.
 */
export function PrivacyAdmin({
  log,
  leadRetentionMonths,
  ticketRetentionDays,
  financialRecordsYears,
  result,
  canErase = true,
}: {
  log: ErasureLogEntry[];
  leadRetentionMonths: number;
  ticketRetentionDays: number;
  /** Years estimates, invoices and payments are kept for the books. */
  financialRecordsYears: number;
  result: PrivacyActionResult | { kind: "refused"; error: string } | undefined;
  canErase?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const resultRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const foundRef = useRef<HTMLHeadingElement>(null);
  // The answer takes focus, so a keyboard or screen-reader user lands on what changed.
  useEffect(() => {
    if (result?.kind === "confirm") confirmRef.current?.focus();
    else if (result?.kind === "found") foundRef.current?.focus();
    else if (result) resultRef.current?.focus();
  }, [result]);

  const invalid = result?.kind === "invalid" ? result : undefined;
  const query = result && "query" in result ? result.query : undefined;
  const values = invalid?.values ?? { email: query?.email ?? "", phone: query?.phone ?? "" };
  const found = result && "found" in result ? result.found : undefined;

  return (
    <section aria-labelledby="privacy-heading" className="mt-6">
      <h1 id="privacy-heading" className="text-3xl font-bold">
        Privacy requests
      </h1>
      <p className="max-w-3xl text-slate-700">
        When someone asks what the site holds about them, or asks to be forgotten: find their records by e-mail address or phone
        number, download a copy for them, or erase their personal details everywhere. Without a request, a diagnosis request keeps
        them {leadRetentionMonths} months and a repair ticket {ticketRetentionDays} days after it is closed (see the{" "}
        <Link to="/privacy" className="text-brand-800 underline">
          privacy policy
        </Link>
        ). Estimates, invoices and payments are kept for the books {plural(financialRecordsYears, "year", "years")} after the
        invoice&apos;s date, then deleted; erasing a ticket keeps their amounts, tax, dates and numbers and removes who answered
        the estimate, check numbers and notes.
      </p>

      <Form method="post" noValidate className="mt-6 grid max-w-3xl gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="find" />
        <FormField id="privacy-email" label="E-mail address" error={invalid?.errors.email}>
          <input
            {...controlProps("privacy-email", { error: invalid?.errors.email })}
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={values.email}
            key={`e-${values.email}`}
          />
        </FormField>
        <FormField id="privacy-phone" label="Phone number" hint="Any format; at least 7 digits." error={invalid?.errors.phone}>
          <input
            {...controlProps("privacy-phone", { hint: true, error: invalid?.errors.phone })}
            name="phone"
            type="tel"
            autoComplete="off"
            defaultValue={values.phone}
            key={`p-${values.phone}`}
          />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            Find records
          </Button>
        </div>
      </Form>

      <div ref={resultRef} tabIndex={-1} className="mt-6 max-w-3xl outline-none">
        {invalid && <Banner tone="error">Check the highlighted field: {Object.values(invalid.errors).join(" ")}</Banner>}
        {(result?.kind === "refused" || result?.kind === "changed") && <Banner tone="error">{result.error}</Banner>}
        {result?.kind === "erased" && (
          <Banner tone="success">
            Erased the personal details in {plural(result.total, "record", "records")} ({describeCounts(result.counts)}). The
            erasure is in the log below.
          </Banner>
        )}
      </div>

      {found && query && (
        <section aria-labelledby="found-heading" className="mt-6 max-w-3xl rounded-xl bg-white p-6 ring-1 ring-slate-200">
          <h2 id="found-heading" ref={foundRef} tabIndex={-1} className="text-2xl font-bold outline-none">
            {found.total === 0
              ? `Nothing held for ${[query.email, query.phone].filter(Boolean).join(" or ")}`
              : `${plural(found.total, "record holds", "records hold")} ${[query.email, query.phone].filter(Boolean).join(" or ")}`}
          </h2>
          {found.total > 0 && (
            <>
              <p className="text-slate-700">{describeCounts(found.counts)}.</p>
              <Found found={found} />
              <div className="mt-6 flex flex-wrap gap-3">
                <Form method="post" action="/admin/privacy/export" reloadDocument>
                  <QueryFields query={query} />
                  <Button type="submit" name="format" value="json" variant="outline">
                    Export as JSON
                  </Button>
                </Form>
                <Form method="post" action="/admin/privacy/export" reloadDocument>
                  <QueryFields query={query} />
                  <Button type="submit" name="format" value="csv" variant="outline">
                    Export as CSV
                  </Button>
                </Form>
                {canErase && result?.kind !== "confirm" && (
                  <Form method="post">
                    <QueryFields query={query} />
                    <Button type="submit" name="intent" value="confirm" variant="danger" disabled={busy}>
                      Erase…
                    </Button>
                  </Form>
                )}
              </div>
              {canErase && result?.kind === "confirm" && (
                <div className="mt-6 rounded-lg bg-red-50 p-4 ring-1 ring-red-300">
                  <h3 ref={confirmRef} tabIndex={-1} className="text-lg font-bold text-red-900 outline-none">
                    Erase the personal details in {plural(found.total, "record", "records")}?
                  </h3>
                  <p className="text-red-900">
                    {describeCounts(found.counts)} lose the name, e-mail, phone, descriptions and notes, and who answered each
                    estimate and the payments&apos; references and notes; e-mails about them are deleted. Issue types, dates and
                    stages stay for the shop&apos;s counts, and the amounts, tax and numbers of estimates, invoices and payments
                    for the books. This cannot be undone.
                  </p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <Form method="post">
                      <QueryFields query={query} />
                      <input type="hidden" name="expected" value={found.total} />
                      <Button type="submit" name="intent" value="erase" variant="danger" disabled={busy}>
                        Erase {plural(found.total, "record", "records")}
                      </Button>
                    </Form>
                    <Form method="post">
                      <QueryFields query={query} />
                      <Button type="submit" name="intent" value="find" variant="outline">
                        Cancel
                      </Button>
                    </Form>
                  </div>
                </div>
              )}
            </>
          )}
        </section>
      )}

      <ErasureLog log={log} />
    </section>
  );
}
