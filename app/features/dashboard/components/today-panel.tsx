import type { ReactNode } from "react";
import { Link } from "react-router";

import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import { TICKET_STATUS_LABELS } from "~/features/tickets";

import type { Today, TodayListOf } from "../types";
import { useDashboardLinks } from "./dashboard-can";

const DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
const SHORT = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const dateOf = (day: string) => new Date(`${day}T12:00:00Z`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const issueLabel = (issue: string) => ISSUE_LABELS[issue as IssueType] ?? issue;
const linkClass = "text-brand-700 font-semibold underline";

/** Whole days from `from` to `to` (local dates). */
const daysBetween = (from: string, to: string) => Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / 86_400_000);

function TodayList({
  id,
  title,
  empty,
  more,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  more?: ReactNode;
  children: ReactNode[];
}) {
  return (
    <div className="min-w-0">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="mt-1 text-slate-700">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="mt-1 grid gap-2">
          {children}
        </ul>
      )}
      {more}
    </div>
  );
}

function More({ list, to, label }: { list: TodayListOf<unknown>; to: string; label: string }) {
  const left = list.count - list.items.length;
  if (left <= 0) return null;
  return (
    <p className="mt-2 text-sm">
      {left} more not listed here:{" "}
      <Link to={to} className="text-brand-700 underline">
        {label}
      </Link>
    </p>
  );
}

/** The top of /admin: what needs doing today, each item linked to its record. */
export function TodayPanel({ today }: { today: Today }) {
  const links = useDashboardLinks();
  const { date, dropOffs, waitingLeads, uncollected, promised, leadWaitingHours, readyDays } = today;
  const waiting = dropOffs.filter((d) => !d.checkedIn).length;
  const nothing = dropOffs.length + waitingLeads.count + uncollected.count + promised.count === 0;
  return (
    <section aria-labelledby="today-title" className="mt-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="today-title" className="text-xl font-bold">
        Today, {DAY.format(dateOf(date))}
      </h2>
      <p className="mt-1 font-semibold">
        {nothing
          ? "Nothing needs you today."
          : `${plural(dropOffs.length, "drop-off", "drop-offs")} (${waiting} to check in), ${plural(waitingLeads.count, "lead", "leads")} waiting, ${plural(uncollected.count, "machine", "machines")} not collected, ${plural(promised.count, "promise", "promises")} due`}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <TodayList id="today-dropoffs" title="Drop-offs booked today" empty="No drop-offs booked today.">
          {dropOffs.map((d) => (
            <li key={d.bookingId} className="break-words">
              {d.windowLabel}:{" "}
              <Link to={`/admin/leads/${d.leadId}`} className={linkClass}>
                {d.name}
              </Link>{" "}
              ({issueLabel(d.issue)}){" "}
              {d.checkedIn ? (
                <span className="rounded bg-green-100 px-2 text-sm font-semibold text-green-900">Checked in</span>
              ) : (
                <Link to={`/admin/bookings?day=${date}`} className={linkClass}>
                  Check in <span className="sr-only">{d.name}</span>
                </Link>
              )}
            </li>
          ))}
        </TodayList>
        <TodayList
          id="today-leads"
          title={
            leadWaitingHours === 0
              ? "New leads unanswered"
              : `New leads unanswered for ${plural(leadWaitingHours, "working hour", "working hours")} or more`
          }
          empty="No new lead has waited that long."
          more={<More list={waitingLeads} to="/admin/leads?stage=new" label="every new lead" />}
        >
          {waitingLeads.items.map((l) => (
            <li key={l.id} className="break-words">
              <Link to={`/admin/leads/${l.id}`} className={linkClass}>
                {l.name}
              </Link>{" "}
              ({issueLabel(l.issue)}), waiting {plural(l.workingHours, "working hour", "working hours")}
            </li>
          ))}
        </TodayList>
        <TodayList
          id="today-ready"
          title={
            readyDays === 0
              ? "Ready for pickup, not collected"
              : `Ready for pickup over ${plural(readyDays, "day", "days")}, not collected`
          }
          empty="No machine has waited that long for its owner."
          more={<More list={uncollected} to="/admin/tickets?status=ready" label="every ticket ready for pickup" />}
        >
          {uncollected.items.map((t) => (
            <li key={t.id} className="break-words">
              <Link to={`/admin/tickets/${t.id}`} className={linkClass}>
                {t.number}
              </Link>{" "}
              {t.deviceModel}, {t.customerName}: ready {plural(t.daysReady, "day", "days")}
            </li>
          ))}
        </TodayList>
        <TodayList
          id="today-promised"
          title="Promised for today or earlier, not ready"
          empty="No promised date is due."
          more={<More list={promised} to="/admin/tickets" label="every ticket" />}
        >
          {promised.items.map((t) => {
            const late = t.promisedOn ? daysBetween(t.promisedOn, date) : 0;
            return (
              <li key={t.id} className="break-words">
                <Link to={`/admin/tickets/${t.id}`} className={linkClass}>
                  {t.number}
                </Link>{" "}
                {t.deviceModel}, {TICKET_STATUS_LABELS[t.status]}: promised {t.promisedOn && SHORT.format(dateOf(t.promisedOn))} (
                {late === 0 ? "due today" : `${plural(late, "day", "days")} late`})
              </li>
            );
          })}
        </TodayList>
      </div>
      {links.settings && (
        <p className="mt-4 text-sm text-slate-700">
          <Link to="/admin/settings" className="text-brand-700 underline">
            Change when leads and machines are listed
          </Link>{" "}
          under Settings, Leads and Repair tickets.
        </p>
      )}
    </section>
  );
}
