import { Form, Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, controlProps } from "~/components/ui/form-field";
import { Search } from "~/components/ui/icons/search";

import type { CustomersPage } from "../customers-admin.server";
import { SEARCH_MAX } from "../schema";
import { linkClass, plural } from "./labels";

function pageHref(q: string, way: "before" | "after", id: number) {
  const params = new URLSearchParams(q ? { q } : {});
  params.set(way, String(id));
  return `/admin/customers?${params}`;
}

/** The owner's customers: newest first, 50 a page, searchable; each opens its page. */
export function CustomersList({ customers, q, notice, newer, older }: CustomersPage) {
  return (
    <section aria-labelledby="customers-heading" className="mt-6">
      <h1 id="customers-heading" className="text-3xl font-bold">
        Customers
      </h1>
      <p className="text-slate-700">Everyone who sent a request or left a machine, newest first.</p>
      <Form method="get" role="search" aria-label="Customers" className="mt-4 flex flex-wrap items-end gap-3">
        <FormField
          id="customers-q"
          label="Find a customer"
          hint="A name, e-mail address, phone number or ticket number."
          className="grow"
        >
          <input
            {...controlProps("customers-q", { hint: true, error: notice })}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_MAX * 3}
          />
        </FormField>
        <Button type="submit" variant="outline">
          <Search size={18} />
          Search
        </Button>
      </Form>
      {notice && (
        <Banner tone="warning" className="mt-4">
          {notice}
        </Banner>
      )}
      {customers.length === 0 ? (
        <p className="mt-8 rounded-xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
          {q ? "No customer matches that search." : "No customers yet."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {customers.map((c) => (
            <li key={c.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-lg font-semibold">
                <Link to={`/admin/customers/${c.id}`} className={linkClass}>
                  {c.erased ? "(details erased)" : c.name}
                </Link>{" "}
                <span className="text-sm font-normal text-slate-700">#{c.id}</span>
              </h2>
              <p className="text-sm break-words text-slate-800">
                {[c.email, c.phone].filter(Boolean).join(" · ") || (c.erased ? "" : "No contact details")}
              </p>
              <p className="text-sm text-slate-700">
                {plural(c.leads, "request")}, {plural(c.tickets, "repair")}
              </p>
            </li>
          ))}
        </ul>
      )}
      {(newer || older) && (
        <nav aria-label="Pages" className="mt-6 flex items-center gap-6">
          {newer && (
            <Link to={pageHref(q, "after", newer)} className={linkClass}>
              Newer
            </Link>
          )}
          {older && (
            <Link to={pageHref(q, "before", older)} className={linkClass}>
              Older
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
