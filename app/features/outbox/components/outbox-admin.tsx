import { Form, Link, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";

import type { OutboxPage } from "../outbox-admin.server";
import type { OutboxStatus } from "../queue.server";

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(iso: string, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** Who a message goes to, in words: the shop's alert addresses, or the one customer. */
export function recipientText(recipient: string | null): string {
  return recipient ? `to the customer ${recipient}` : "to the shop’s alerts";
}

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  not_configured: "Not configured",
};

const STATUS_STYLES: Record<OutboxStatus, string> = {
  queued: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  not_configured: "bg-slate-200 text-slate-900",
};

const filterHref = (status: string | null, cursor?: { before: number } | { after: number }) => {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (cursor && "before" in cursor) params.set("before", String(cursor.before));
  if (cursor && "after" in cursor) params.set("after", String(cursor.after));
  const q = params.toString();
  return q ? `/admin/outbox?${q}` : "/admin/outbox";
};

function When({ iso, timeZone }: { iso: string | null; timeZone: string }) {
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{formatDate(iso, timeZone)}</time>;
}

/** The e-mail the site has queued, sent or given up on, with "Retry now" where it helps. */
export function OutboxAdmin({
  counts,
  messages,
  status,
  newer,
  older,
  mailConfigured,
  timeZone,
  error,
}: OutboxPage & { timeZone: string; error?: string }) {
  const navigation = useNavigation();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  return (
    <section aria-labelledby="outbox-heading" className="mt-6">
      <h1 id="outbox-heading" className="text-3xl font-bold">
        Outbox
      </h1>
      <p className="text-slate-700">
        E-mail the site sends, newest first: alerts to the shop’s own addresses, and messages to a customer (booking confirmations
        and reminders, repair updates). Each message is tried again after 1, 5, 30 and 120 minutes before it counts as failed.
      </p>
      <nav aria-label="Filter messages" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {([null, ...(Object.keys(OUTBOX_STATUS_LABELS) as OutboxStatus[])] as Array<OutboxStatus | null>).map((value) => (
            <li key={value ?? "all"}>
              <Link
                to={filterHref(value)}
                aria-current={status === value ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1",
                  status === value
                    ? "bg-brand-700 ring-brand-700 text-white"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
                )}
              >
                {value ? `${OUTBOX_STATUS_LABELS[value]} (${counts[value]})` : "All"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error && (
        <Banner tone="error" className="mt-4">
          {error}
        </Banner>
      )}
      {messages.length === 0 ? (
        <p className="mt-8 rounded-xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">No messages in this view.</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {messages.map((m) => (
            <li key={m.id} className="min-w-0 rounded-xl bg-white p-5 [overflow-wrap:anywhere] shadow-sm ring-1 ring-slate-200">
              <article aria-labelledby={`message-${m.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 id={`message-${m.id}`} className="text-lg font-semibold break-words">
                      {m.subject}
                    </h2>
                    <p className="text-sm text-slate-700">
                      {m.kind} · {recipientText(m.recipient)}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", STATUS_STYLES[m.status])}>
                      {OUTBOX_STATUS_LABELS[m.status]}
                    </span>
                    {m.retryable && mailConfigured && (
                      <Form method="post">
                        <input type="hidden" name="id" value={m.id} />
                        <Button type="submit" disabled={busyId === String(m.id)} variant="outline" size="sm">
                          Retry now<span className="sr-only">: {m.subject}</span>
                        </Button>
                      </Form>
                    )}
                  </div>
                </div>
                <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  <div className="flex gap-1">
                    <dt className="font-semibold">Created:</dt>
                    <dd>
                      <When iso={m.createdAt} timeZone={timeZone} />
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="font-semibold">Sent:</dt>
                    <dd>
                      <When iso={m.sentAt} timeZone={timeZone} />
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="font-semibold">Attempts:</dt>
                    <dd>{m.attempts}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="font-semibold">Next attempt:</dt>
                    <dd>
                      <When iso={m.nextAttemptAt} timeZone={timeZone} />
                    </dd>
                  </div>
                  {m.replyTo && (
                    <div className="flex min-w-0 gap-1">
                      <dt className="font-semibold">Reply-To:</dt>
                      <dd className="min-w-0 break-words">{m.replyTo}</dd>
                    </div>
                  )}
                  {m.attachments.length > 0 && (
                    <div className="flex min-w-0 gap-1">
                      <dt className="font-semibold">Attached:</dt>
                      <dd className="min-w-0 break-words">{m.attachments.join(", ")}</dd>
                    </div>
                  )}
                  {m.lastError && (
                    <div className="flex gap-1">
                      <dt className="font-semibold">Last error:</dt>
                      <dd>
                        <code>{m.lastError}</code>
                      </dd>
                    </div>
                  )}
                </dl>
                <details className="mt-3">
                  <summary className="text-brand-700 cursor-pointer font-semibold underline">
                    Show the text<span className="sr-only">: {m.subject}</span>
                  </summary>
                  <pre className="mt-2 rounded-lg bg-slate-50 p-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200">
                    {m.text}
                  </pre>
                  {m.textCut && <p className="mt-1 text-sm text-slate-700">The text goes on; this shows its start.</p>}
                </details>
              </article>
            </li>
          ))}
        </ul>
      )}
      {(newer !== null || older !== null) && (
        <nav aria-label="Pages" className="mt-6 flex items-center gap-3">
          {newer !== null && (
            <Link to={filterHref(status, { after: newer })} className="text-brand-700 font-semibold underline">
              Newer
            </Link>
          )}
          {older !== null && (
            <Link to={filterHref(status, { before: older })} className="text-brand-700 font-semibold underline">
              Older
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
