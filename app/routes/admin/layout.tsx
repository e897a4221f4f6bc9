import { LogOut } from "~/components/ui/icons/log-out";
import { Search } from "~/components/ui/icons/search";
import { Form, Link, NavLink, Outlet, useLocation } from "react-router";

import type { Route } from "./+types/layout";
import { Button } from "~/components/ui/button";
import { Banner, inputClass } from "~/components/ui/form-field";
import { getDb } from "~/db/index.server";
import { isSharedPassword, requireStaff } from "~/features/admin/auth.server";
import { MailStatusBanner } from "~/features/outbox/components/mail-status-banner";
import { loadMailStatus } from "~/features/outbox/index.server";
import { cn } from "~/lib/cn";
import { getConfig } from "~/lib/config.server";
import { ADMIN_TABS, ROLE_LABELS, roleCan } from "~/lib/roles";

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, null);
  return {
    mail: await loadMailStatus(db, getConfig().mail),
    me: { name: staff.name, role: staff.role },
    sharedPassword: await isSharedPassword(db, staff.id),
  };
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
            {ADMIN_TABS.filter((tab) => roleCan(loaderData.me.role, tab.can)).map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} end={tab.end} className={tabClass}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AdminSearch />
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/admin/account" className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline">
            {loaderData.me.name} · {ROLE_LABELS[loaderData.me.role]}
          </Link>
          <Form method="post" action="/admin/logout">
            <Button type="submit" variant="outline">
              <LogOut size={18} />
              Sign out
            </Button>
          </Form>
        </div>
      </div>
      {loaderData.sharedPassword && (
        <Banner tone="warning" role="status" className="mt-4" title="Change your password">
          Your password is still the one the whole shop shared before staff accounts. Change it on{" "}
          <Link to="/admin/account" className="font-semibold underline">
            your account
          </Link>
          , then invite each person to an account of their own on the Staff page.
        </Banner>
      )}
      {/* What e-mail is doing (and how to set it up) is the owner's business, on the outbox. */}
      {roleCan(loaderData.me.role, "outbox") && <MailStatusBanner {...loaderData.mail} />}
      <Outlet />
    </div>
  );
}
