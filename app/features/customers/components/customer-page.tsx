import { Link } from "react-router";

import { Banner } from "~/components/ui/form-field";
import { BackLink, Card, Fact, Facts, History, HistoryEntry, Panel } from "~/components/ui/panel";
import { formatDateTime } from "~/features/leads/index";
import { mailtoHref, telHref } from "~/lib/contact-links";

import type { CustomerActionResult } from "../customer-actions.server";
import type { CustomerDetail, HistoryItem } from "../customer-detail.server";
import { MergeForm, SplitForm } from "./customer-forms";
import { issueLabel, linkClass, plural, stageLabel, statusLabel } from "./labels";

const BOOKING_STATUS: Record<string, string> = { active: "Active", cancelled: "Cancelled", attended: "Attended" };
const EVENT_TITLES: Record<string, string> = { merged: "Merged", "split-from": "Split off", "split-to": "Split from another" };

function HistoryRow({ item, timeZone }: { item: HistoryItem; timeZone: string }) {
  const when = <time dateTime={item.at}>{formatDateTime(item.at, timeZone)}</time>;
  if (item.kind === "lead")
    return (
      <HistoryEntry
        title={`Request ${item.id}`}
        meta={
          <>
            {when} · {issueLabel(item.issue)} · {stageLabel(item.stage)}
            {item.followUps > 0 && ` · ${plural(item.followUps, "follow-up")}`}
          </>
        }
      >
        <p className="mt-1">
          <Link to={`/admin/leads/${item.id}`} className={linkClass}>
            Open request {item.id}
          </Link>
        </p>
        {!item.erased && <p className="mt-1 line-clamp-2 break-words whitespace-pre-line text-slate-800">{item.description}</p>}
      </HistoryEntry>
    );
  if (item.kind === "booking")
    return (
      <HistoryEntry
        title={`Drop-off booking ${item.day}, ${item.start}–${item.end}`}
        meta={
          <>
            {when} · {BOOKING_STATUS[item.status] ?? item.status}
          </>
        }
      >
        <p className="mt-1">
          <Link to={`/admin/leads/${item.leadId}`} className={linkClass}>
            Open its request {item.leadId}
          </Link>
        </p>
      </HistoryEntry>
    );
  return (
    <HistoryEntry
      title={`Repair ${item.number}`}
      meta={
        <>
          {when} · {item.model} · {statusLabel(item.status)}
        </>
      }
    >
      <p className="mt-1">
        <Link to={`/admin/tickets/${item.id}`} className={linkClass}>
          Open ticket {item.number}
        </Link>
      </p>
    </HistoryEntry>
  );
}

/**
 * One customer: their contact details once, every request, booking and repair, and merge and
 * split; times in `timeZone`, the shop's.
 */
export function CustomerPage({
  detail,
  result,
  timeZone,
}: {
  detail: CustomerDetail;
  result?: CustomerActionResult;
  timeZone: string;
}) {
  const { customer, keys, history, events } = detail;
  const erased = customer.erasedAt !== null;
  return (
    <article aria-labelledby="customer-heading" className="mt-6 grid gap-6">
      <div>
        <BackLink to="/admin/customers">All customers</BackLink>
        <h1 id="customer-heading" className="mt-2 text-3xl font-bold break-words">
          {erased ? "(details erased)" : customer.name} <span className="text-xl font-normal text-slate-700">#{customer.id}</span>
        </h1>
        {result?.kind === "merged" && (
          <Banner tone="success" className="mt-3">
            Customer {result.other.id} ({result.other.name}) was merged into this one.
          </Banner>
        )}
        {result?.kind === "split" && (
          <Banner tone="success" className="mt-3">
            {result.label} moved to{" "}
            <Link to={`/admin/customers/${result.newId}`} className={linkClass}>
              customer {result.newId}
            </Link>
            .
          </Banner>
        )}
        {result?.kind === "refused" && result.form === null && (
          <Banner tone="error" className="mt-3">
            {result.error}
          </Banner>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          <Panel id="contact-heading" title="Contact">
            <Facts>
              <Fact label="Name">{erased ? "erased" : customer.name}</Fact>
              <Fact label="E-mail">
                {customer.email ? (
                  <a href={mailtoHref(customer.email)} className={linkClass}>
                    {customer.email}
                  </a>
                ) : erased ? (
                  "erased"
                ) : (
                  "not given"
                )}
              </Fact>
              <Fact label="Phone">
                {customer.phone ? (
                  <a href={telHref(customer.phone)} className={linkClass}>
                    {customer.phone}
                  </a>
                ) : erased ? (
                  "erased"
                ) : (
                  "not given"
                )}
              </Fact>
              <Fact label="Found by">
                {keys.length ? keys.map((k) => k.value).join(", ") : "nothing (a later request starts afresh)"}
              </Fact>
              {detail.samePhoneCustomerId != null && (
                <Fact label="Same phone as">
                  <Link to={`/admin/customers/${detail.samePhoneCustomerId}`} className={linkClass}>
                    customer {detail.samePhoneCustomerId}
                  </Link>{" "}
                  (maybe one person: merge if so)
                </Fact>
              )}
              <Fact label="First seen">
                <time dateTime={customer.createdAt}>{formatDateTime(customer.createdAt, timeZone)}</time>
              </Fact>
            </Facts>
          </Panel>
          <Panel id="customer-history-heading" title="Requests, bookings and repairs">
            {history.length === 0 ? (
              <p className="mt-2 text-slate-700">Nothing yet.</p>
            ) : (
              <History>
                {history.map((item) => (
                  <HistoryRow key={`${item.kind}-${item.id}`} item={item} timeZone={timeZone} />
                ))}
              </History>
            )}
          </Panel>
        </div>
        {!erased && (
          <div className="grid content-start gap-6">
            <Card>
              <h2 className="text-xl font-semibold">Merge a duplicate</h2>
              <div className="mt-3">
                <MergeForm detail={detail} result={result} />
              </div>
            </Card>
            <Card>
              <h2 className="text-xl font-semibold">Split off a wrong match</h2>
              <div className="mt-3">
                <SplitForm detail={detail} result={result} />
              </div>
            </Card>
            {events.length > 0 && (
              <Panel id="changes-heading" title="Merges and splits">
                <History>
                  {events.map((e) => (
                    <HistoryEntry
                      key={e.id}
                      title={EVENT_TITLES[e.kind] ?? e.kind}
                      meta={<time dateTime={e.at}>{formatDateTime(e.at, timeZone)}</time>}
                    >
                      {e.note && <p className="mt-1 break-words whitespace-pre-line text-slate-800">{e.note}</p>}
                    </HistoryEntry>
                  ))}
                </History>
              </Panel>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
