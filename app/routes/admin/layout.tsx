import { LogOut } from "~/components/ui/icons/log-out";
import { Search } from "~/components/ui/icons/search";
import { Form, NavLink, Outlet, useLocation } from "react-router";

import type { Route } from "./+types/layout";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form-field";
import { getDb } from "~/db/index.server";
import { requireAdmin } from "~/features/admin/auth.server";
import { MailStatusBanner } from "~/features/outbox/components/mail-status-banner";
import { loadMailStatus } from "~/features/outbox/index.server";
import { cn } from "~/lib/cn";
import { getConfig } from "~/lib/config.server";

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  return loadMailStatus(db, getConfig().mail);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-4 font-semibold",
    isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-200",
  );

/** The header's search: a plain GET form, so it works before (or without) the page's script. */
function AdminSearch() {
  const location = useLocation();
  const q = location.pathname === "/admin/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <Form method="get" action="/admin/search" role="search" aria-label="Admin search" className="flex items-end gap-2">
      <div>
        <label htmlFor="admin-search" className="block text-sm font-semibold text-slate-900">
          Search name, e-mail, phone or SC-…
        </label>
        <input
          id="admin-search"
          type="search"
          name="q"
          maxLength={300}
          key={q}
          defaultValue={q}
          className={cn(inputClass, "w-64 max-w-full")}
        />
      </div>
      <Button type="submit" variant="outline" aria-label="Search">
        <Search size={18} />
      </Button>
    </Form>
  );
}

/** Every /admin page but the sign-in: signed-out visitors are sent to /admin/login. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-2">
            <li>
              <NavLink to="/admin" end className={tabClass}>
                Dashboard
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/products" className={tabClass}>
                Products
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/leads" className={tabClass}>
                Leads
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/tickets" className={tabClass}>
                Tickets
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/customers" className={tabClass}>
                Customers
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/services" className={tabClass}>
                Price list
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/bookings" className={tabClass}>
                Bookings
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/outbox" className={tabClass}>
                Outbox
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/settings" className={tabClass}>
                Settings
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/privacy" className={tabClass}>
                Privacy
              </NavLink>
            </li>
          </ul>
        </nav>
        <AdminSearch />
        <Form method="post" action="/admin/logout">
          <Button type="submit" variant="outline">
            <LogOut size={18} />
            Sign out
          </Button>
        </Form>
      </div>
      <MailStatusBanner {...loaderData} />
      <Outlet />
    </div>
  );
}
