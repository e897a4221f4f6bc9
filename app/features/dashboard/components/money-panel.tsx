import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { FormField, controlProps } from "~/components/ui/form-field";
import { formatUsd } from "~/lib/money";

import type { Money } from "../types";
import { GroupedBars } from "./charts";
import { DataTable, Panel } from "./panel";

const SHORT_DATE = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const MEDIUM_DATE = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" });
const dateOf = (day: string) => new Date(`${day}T12:00:00Z`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const linkClass = "text-brand-700 font-semibold underline";
const COLORS = { taken: "#15803d", refunded: "#dc2626" };

function waitingFor(days: number): string {
  return days === 0 ? "sent today" : `waiting ${plural(days, "day", "days")}`;
}

/** The accountant's file: a GET form, so it downloads without script and the range stays in the address. */
function MoneyCsvForm({ today }: { today: string }) {
  return (
    <form method="get" action="/admin/money.csv" className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <FormField id="money-csv-from" label="From" required>
        <input {...controlProps("money-csv-from", {})} type="date" name="from" required defaultValue={`${today.slice(0, 8)}01`} />
      </FormField>
      <FormField id="money-csv-to" label="To" required>
        <input {...controlProps("money-csv-to", {})} type="date" name="to" required defaultValue={today} />
      </FormField>
      <Button type="submit" variant="outline">
        Download CSV
      </Button>
    </form>
  );
}

/** Money for the books: what came in per week, who still owes, which estimates wait for an answer. */
export function MoneyPanel({ money, today }: { money: Money; today: string }) {
  const { weeks, outstanding, waiting } = money;
  const thisWeek = weeks.at(-1) ?? { takenCents: 0, refundedCents: 0, netCents: 0 };
  return (
    <Panel
      id="money"
      title="Money"
      caption={`${formatUsd(thisWeek.netCents)} taken this week${thisWeek.refundedCents > 0 ? ` after ${formatUsd(thisWeek.refundedCents)} refunded` : ""}, ${formatUsd(outstanding.totalCents)} owed on ${plural(outstanding.count, "invoice", "invoices")}, ${plural(waiting.count, "estimate", "estimates")} waiting for the customer`}
      note="Payments and deposits per week (Monday to Sunday) for 8 weeks, by the day they were taken; refunds by the day they were given."
      chart={(captionId) => (
        <>
          <GroupedBars
            labelledBy={captionId}
            data={weeks.map((w) => ({
              label: SHORT_DATE.format(dateOf(w.start)),
              taken: w.takenCents / 100,
              refunded: w.refundedCents / 100,
            }))}
            keys={["taken", "refunded"] as const}
            colors={COLORS}
            labelStep={2}
          />
          <ul className="mt-2 flex gap-4 text-sm" aria-label="Bars, in dollars">
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-4 rounded" style={{ background: COLORS.taken }} /> Taken
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-4 rounded" style={{ background: COLORS.refunded }} /> Refunded
            </li>
          </ul>
        </>
      )}
      table={
        <DataTable
          head={["Week of", "Taken", "Refunded", "Net"]}
          rows={weeks.map((w) => [
            SHORT_DATE.format(dateOf(w.start)),
            formatUsd(w.takenCents),
            formatUsd(w.refundedCents),
            formatUsd(w.netCents),
          ])}
        />
      }
    >
      <h3 id="money-owed" className="mt-4 font-semibold">
        Invoices not paid in full
      </h3>
      {outstanding.count === 0 ? (
        <p className="mt-1 text-slate-700">Every invoice is paid.</p>
      ) : (
        <div className="mt-1 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="money-owed">
          <DataTable
            caption={
              outstanding.items.length < outstanding.count
                ? `The ${outstanding.items.length} oldest of ${outstanding.count}`
                : "Oldest invoice first"
            }
            head={["Ticket", "Customer", "Balance", "Invoiced"]}
            rows={outstanding.items.map((i) => [
              <Link key={i.ticketId} to={`/admin/tickets/${i.ticketId}`} className={linkClass}>
                {i.ticketNumber}
              </Link>,
              i.firstName ?? "(erased)",
              formatUsd(i.balanceCents),
              MEDIUM_DATE.format(dateOf(i.invoicedOn)),
            ])}
          />
        </div>
      )}
      {outstanding.count > outstanding.items.length && (
        <p className="mt-2">{outstanding.count - outstanding.items.length} more not listed here.</p>
      )}

      <h3 id="money-waiting" className="mt-4 font-semibold">
        Estimates waiting for the customer
      </h3>
      {waiting.count === 0 ? (
        <p className="mt-1 text-slate-700">No estimate is waiting for an answer.</p>
      ) : (
        <ul aria-labelledby="money-waiting" className="mt-1 grid gap-1">
          {waiting.items.map((e) => (
            <li key={`${e.ticketId}-${e.version}`} className="break-words">
              <Link to={`/admin/tickets/${e.ticketId}`} className={linkClass}>
                {e.ticketNumber}
              </Link>{" "}
              version {e.version}, {formatUsd(e.totalCents)}, sent {SHORT_DATE.format(dateOf(e.sentOn))}:{" "}
              {waitingFor(e.waitingDays)}
            </li>
          ))}
        </ul>
      )}
      {waiting.count > waiting.items.length && (
        <p className="mt-2">{waiting.count - waiting.items.length} more not listed here.</p>
      )}

      <h3 className="mt-4 font-semibold">For the accountant</h3>
      <p className="mt-1 text-sm text-slate-700">
        A spreadsheet (CSV) of the invoices, payments and refunds between two dates, both included, in the shop&apos;s time zone.
      </p>
      <MoneyCsvForm today={today} />
    </Panel>
  );
}
