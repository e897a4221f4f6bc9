import { Link } from "react-router";

import type { AbandonedMachines } from "../types";
import { useDashboardLinks } from "./dashboard-can";

const MEDIUM_DATE = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" });
const linkClass = "text-brand-700 font-semibold underline";

/** Machines left on the shelf past the shop's policy: each links to its ticket. */
export function AbandonedPanel({ abandoned }: { abandoned: AbandonedMachines }) {
  const links = useDashboardLinks();
  const { items, count } = abandoned;
  return (
    <section aria-labelledby="abandoned-title" className="min-w-0 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="abandoned-title" className="text-xl font-bold">
        Abandoned machines
      </h2>
      <p className="mt-1 font-semibold">
        {count === 0
          ? "None: every machine ready for pickup is within the collection period."
          : `${count} ${count === 1 ? "machine" : "machines"} not collected within the shop's policy`}
      </p>
      {items.length > 0 && (
        <ul aria-labelledby="abandoned-title" className="mt-2 grid gap-2">
          {items.map((m) => (
            <li key={m.ticketId} className="break-words">
              <Link to={`/admin/tickets/${m.ticketId}`} className={linkClass}>
                {m.number}
              </Link>{" "}
              {m.deviceModel}
              {m.firstName ? ` (${m.firstName})` : ""}, abandoned since{" "}
              <time dateTime={m.abandonedOn}>{MEDIUM_DATE.format(new Date(`${m.abandonedOn}T12:00:00Z`))}</time>
            </li>
          ))}
        </ul>
      )}
      {count > items.length && (
        <p className="mt-2 text-sm">
          {count - items.length} more not listed here:{" "}
          <Link to="/admin/tickets?status=ready" className="text-brand-700 underline">
            every ticket ready for pickup
          </Link>
        </p>
      )}
      {links.settings && (
        <p className="mt-2 text-sm text-slate-700">
          <Link to="/admin/settings" className="text-brand-700 underline">
            Change when a machine counts as abandoned
          </Link>{" "}
          under Settings, Repair tickets.
        </p>
      )}
    </section>
  );
}
