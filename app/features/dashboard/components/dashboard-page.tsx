import { Link } from "react-router";

import { LEAD_STAGES, LEAD_STAGE_LABELS, type LeadStage } from "~/features/leads";
import { TICKET_STATUS_LABELS } from "~/features/tickets";

import type { Dashboard } from "../types";
import { Bars, GroupedBars, Sparkline, StackedBars } from "./charts";
import { AbandonedPanel } from "./abandoned-panel";
import { MoneyPanel } from "./money-panel";
import { Panel, DataTable } from "./panel";
import { TodayPanel } from "./today-panel";
import { DashboardLinksContext, useDashboardLinks, type DashboardLinks } from "./dashboard-can";

const STAGE_COLORS: Record<LeadStage, string> = {
  new: "#475569",
  contacted: "#0284c7",
  quoted: "#7c3aed",
  booked: "#d97706",
  done: "#15803d",
  lost: "#dc2626",
};

// Made once: toLocaleDateString builds a formatter on every call, which was most of the time
// the server spent drawing this page (about 200 labels).
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const MONTH = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short" });
const MONTH_YEAR = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", year: "numeric" });
const shortDate = (date: string) => SHORT_DATE.format(new Date(`${date}T12:00:00Z`));
const monthLabel = (month: string, year = false) => (year ? MONTH_YEAR : MONTH).format(new Date(`${month}-15T12:00:00Z`));
const percent = (part: number, whole: number) => (whole === 0 ? "0%" : `${Math.round((part / whole) * 100)}%`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const days = (n: number | null) => (n === null ? "–" : `${n} ${n === 1 ? "day" : "days"}`);

function LeadsFunnelPanel({ funnel }: Pick<Dashboard, "funnel">) {
  const { requests, booked, ticketed } = funnel.thisWeek;
  return (
    <Panel
      id="funnel"
      title="Leads funnel"
      caption={`${plural(requests, "request", "requests")} this week, ${booked} booked (${percent(booked, requests)}), ${ticketed} repair ${ticketed === 1 ? "ticket" : "tickets"} (${percent(ticketed, requests)})`}
      note="Requests per week (Monday to Sunday) for 12 weeks, each in the stage its lead is in now."
      chart={(captionId) => (
        <>
          <StackedBars
            labelledBy={captionId}
            data={funnel.weeks.map((w) => ({ label: shortDate(w.start), ...w.counts }))}
            keys={LEAD_STAGES}
            colors={STAGE_COLORS}
            labelStep={3}
          />
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Stages">
            {LEAD_STAGES.map((s) => (
              <li key={s} className="flex items-center gap-2">
                <span aria-hidden="true" className="inline-block size-4 rounded" style={{ background: STAGE_COLORS[s] }} />
                {LEAD_STAGE_LABELS[s]}
              </li>
            ))}
          </ul>
        </>
      )}
      table={
        <DataTable
          head={["Week of", ...LEAD_STAGES.map((s) => LEAD_STAGE_LABELS[s]), "Total"]}
          rows={funnel.weeks.map((w) => [shortDate(w.start), ...LEAD_STAGES.map((s) => w.counts[s]), w.total])}
        />
      }
    />
  );
}

/** Under a list cut short: how many it leaves out, and where to see them all. */
function NotListed({ count, to, label }: { count: number; to: string; label: string }) {
  if (count <= 0) return null;
  return (
    <p className="mt-2">
      {count} more not listed here:{" "}
      <Link to={to} className="text-brand-700 underline">
        {label}
      </Link>
    </p>
  );
}

function ShopFloorPanel({ shopFloor }: Pick<Dashboard, "shopFloor">) {
  const links = useDashboardLinks();
  const { byStatus, open, overdue, overdueCount, waitingPartsDays, tickets } = shopFloor;
  return (
    <Panel
      id="shop"
      title="In the shop now"
      caption={`${plural(open, "machine", "machines")} in the shop, ${overdueCount} waiting for parts over ${plural(waitingPartsDays, "day", "days")}`}
      chart={(captionId) => (
        <Bars
          labelledBy={captionId}
          values={byStatus.map((s) => s.count)}
          labels={byStatus.map((s) =>
            TICKET_STATUS_LABELS[s.status].replace(" for pickup", "").replace("Waiting for parts", "Parts"),
          )}
          color="#1d4ed8"
        />
      )}
      table={
        <>
          <DataTable head={["Status", "Tickets"]} rows={byStatus.map((s) => [TICKET_STATUS_LABELS[s.status], s.count])} />
          <DataTable
            caption={
              tickets.length < open
                ? `The ${tickets.length} longest in the shop of ${open} open tickets`
                : "Each open ticket, longest in the shop first"
            }
            head={["Ticket", "Status", "In the shop"]}
            rows={tickets.map((t) => [
              <Link key={t.id} to={`/admin/tickets/${t.id}`} className="text-brand-700 font-semibold underline">
                {t.number}
              </Link>,
              TICKET_STATUS_LABELS[t.status],
              days(t.ageDays),
            ])}
          />
          <NotListed count={open - tickets.length} to="/admin/tickets" label="every ticket, newest first" />
        </>
      }
    >
      <h3 className="mt-4 font-semibold">Waiting for parts over {plural(waitingPartsDays, "day", "days")}</h3>
      {overdue.length === 0 ? (
        <p className="mt-1 text-slate-700">None.</p>
      ) : (
        <ul className="mt-1 grid gap-1">
          {overdue.map((t) => (
            <li key={t.id}>
              <Link to={`/admin/tickets/${t.id}`} className="text-brand-700 font-semibold underline">
                {t.number}
              </Link>{" "}
              {t.deviceModel}, waiting {days(t.daysInStatus)}
            </li>
          ))}
        </ul>
      )}
      <NotListed
        count={overdueCount - overdue.length}
        to="/admin/tickets?status=waiting_parts"
        label="every ticket waiting for parts, newest first"
      />
      {links.settings && (
        <p className="mt-2 text-sm text-slate-700">
          <Link to="/admin/settings" className="text-brand-700 underline">
            Change the number of days
          </Link>{" "}
          under Settings, Repair tickets.
        </p>
      )}
    </Panel>
  );
}

function TurnaroundPanel({ turnaround }: Pick<Dashboard, "turnaround">) {
  const current = turnaround.months.at(-1)!;
  return (
    <Panel
      id="turnaround"
      title="Turnaround"
      caption={
        current.repairs === 0
          ? "No machine became ready for pickup this month yet"
          : `This month: median ${days(current.medianDays)}, 90th percentile ${days(current.p90Days)} from received to ready (${plural(current.repairs, "repair", "repairs")})`
      }
      note="Days from received to the first time ready for pickup, by the month it became ready."
      chart={(captionId) => (
        <>
          <GroupedBars
            labelledBy={captionId}
            data={turnaround.months.map((m) => ({ label: monthLabel(m.month), median: m.medianDays, p90: m.p90Days }))}
            keys={["median", "p90"] as const}
            colors={{ median: "#1d4ed8", p90: "#93c5fd" }}
            labelStep={2}
          />
          <ul className="mt-2 flex gap-4 text-sm" aria-label="Bars">
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-4 rounded" style={{ background: "#1d4ed8" }} /> Median
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-4 rounded" style={{ background: "#93c5fd" }} /> 90th
              percentile
            </li>
          </ul>
        </>
      )}
      table={
        <DataTable
          head={["Month", "Repairs", "Median", "90th percentile"]}
          rows={turnaround.months.map((m) => [monthLabel(m.month, true), m.repairs, days(m.medianDays), days(m.p90Days)])}
        />
      }
    />
  );
}

function BookingsAheadPanel({ bookingsAhead }: Pick<Dashboard, "bookingsAhead">) {
  const links = useDashboardLinks();
  const { windows, booked, capacity } = bookingsAhead;
  return (
    <Panel
      id="bookings"
      title="Bookings ahead"
      caption={`${booked} of ${plural(capacity, "place", "places")} booked in the next ${bookingsAhead.days} days (${percent(booked, capacity)})`}
      note="Each drop-off window still to come; the grey bar is its capacity."
      chart={(captionId) => (
        <Bars
          labelledBy={captionId}
          values={windows.map((w) => w.booked)}
          capacities={windows.map((w) => w.capacity)}
          labels={windows.map((w, i) => (i === 0 || windows[i - 1]!.day !== w.day ? shortDate(w.day).replace(/^\w+ /, "") : ""))}
          color="#d97706"
        />
      )}
      table={
        <DataTable
          head={["Day", "Window", "Booked"]}
          rows={windows.map((w) => [w.dayLabel, w.label, `${w.booked} of ${w.capacity}`])}
        />
      }
    >
      {links.bookings && (
        <p className="mt-2 text-sm">
          <Link to="/admin/bookings" className="text-brand-700 underline">
            See each day’s bookings
          </Link>
        </p>
      )}
    </Panel>
  );
}

function ClicksPanel({ clicks }: Pick<Dashboard, "clicks">) {
  const today = clicks.days.at(-1)?.clicks ?? 0;
  return (
    <Panel
      id="clicks"
      title="Affiliate clicks"
      caption={`${plural(clicks.total, "click", "clicks")} to the marketplace in the last 30 days, ${today} today`}
      note="Per day (UTC days, as clicks are counted), products and components together."
      chart={(captionId) => (
        <Bars
          labelledBy={captionId}
          values={clicks.days.map((d) => d.clicks)}
          labels={clicks.days.map((d) => shortDate(d.day))}
          color="#0f766e"
          labelStep={7}
        />
      )}
      table={<DataTable head={["Day", "Clicks"]} rows={clicks.days.map((d) => [shortDate(d.day), d.clicks])} />}
    >
      <h3 className="mt-4 font-semibold">Top products, last 30 days</h3>
      {clicks.top.length === 0 ? (
        <p className="mt-1 text-slate-700">No product clicks yet.</p>
      ) : (
        <ol className="mt-2 grid gap-2">
          {clicks.top.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className="min-w-0 flex-1 break-words">
                {p.name}
                {p.searchLink && " "}
                {p.searchLink && (
                  <span className="rounded bg-amber-100 px-2 text-sm font-semibold text-amber-900">search link</span>
                )}
              </span>
              <span className="font-semibold">{plural(p.total, "click", "clicks")}</span>
              <Sparkline values={p.series} />
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function AlertsPanel({ alerts }: Pick<Dashboard, "alerts">) {
  const links = useDashboardLinks();
  const bad = alerts.failedLastWeek > 0;
  return (
    <section
      aria-labelledby="alerts-title"
      className={`rounded-xl p-5 ring-1 ${bad ? "bg-red-50 ring-red-300" : "bg-white ring-slate-200"}`}
    >
      <h2 id="alerts-title" className="text-xl font-bold">
        Alerts
      </h2>
      <p id="alerts-caption" className="mt-1 font-semibold">
        {plural(alerts.queued, "e-mail", "e-mails")} waiting to send, {alerts.failedLastWeek} failed in the last 7 days
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {alerts.failedTotal} failed in all.{" "}
        {links.outbox && (
          <Link to={bad ? "/admin/outbox?status=failed" : "/admin/outbox"} className="text-brand-700 underline">
            Open the outbox
          </Link>
        )}
      </p>
    </section>
  );
}

/** /admin: the shop at a glance; `links` leaves out the links to pages the user's role does not open. */
export function DashboardPage({
  dashboard,
  links = { settings: true, outbox: true, bookings: true },
}: {
  dashboard: Dashboard;
  links?: DashboardLinks;
}) {
  return (
    <DashboardLinksContext value={links}>
      <section aria-labelledby="dashboard-heading" className="mt-6">
        <h1 id="dashboard-heading" className="text-3xl font-bold">
          Dashboard
        </h1>
        <TodayPanel today={dashboard.today} />
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <AlertsPanel alerts={dashboard.alerts} />
          <ShopFloorPanel shopFloor={dashboard.shopFloor} />
          <AbandonedPanel abandoned={dashboard.abandoned} />
          <LeadsFunnelPanel funnel={dashboard.funnel} />
          <BookingsAheadPanel bookingsAhead={dashboard.bookingsAhead} />
          <TurnaroundPanel turnaround={dashboard.turnaround} />
          <ClicksPanel clicks={dashboard.clicks} />
        </div>
        {dashboard.money && (
          <div className="mt-6">
            <MoneyPanel money={dashboard.money} today={dashboard.today.date} />
          </div>
        )}
      </section>
    </DashboardLinksContext>
  );
}
