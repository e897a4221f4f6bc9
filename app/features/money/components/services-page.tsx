import { Banner } from "~/components/ui/form-field";
import { Card } from "~/components/ui/panel";

import { formatPriceRange, formatTurnaround, formatWarranty } from "../format";
import { SERVICE_KIND_LABELS } from "../money";
import type { SaveServiceResult, Service } from "../services.server";
import { ServiceForm, serviceValues } from "./service-form";

function doneMessage(result: Extract<SaveServiceResult, { ok: true }>): string {
  if (result.created) return `Added “${result.name}” to the price list.`;
  if (!result.active) return `Saved “${result.name}”: retired, so new estimates no longer offer it.`;
  return `Saved “${result.name}”.`;
}

function ServiceFacts({ s }: { s: Service }) {
  const facts: Array<[string, string]> = [
    ["Price", formatPriceRange(s.priceCents, s.priceMaxCents)],
    ["Kind", SERVICE_KIND_LABELS[s.kind]],
    ["Sales tax", s.taxable ? "yes" : "no"],
    ["Usual turnaround", formatTurnaround(s.turnaroundDays)],
    ["Warranty", formatWarranty(s.warrantyDays)],
    ["Offered", s.active ? "yes" : "no, retired"],
  ];
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="inline font-semibold">{label}: </dt>
          <dd className="inline break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The shop's price list: each service with its price, tax, turnaround and warranty, an edit form
 * under each, and a form to add one. Retired services stay listed, marked, since old estimates
 * name them.
 */
export function ServicesPage({ services, result }: { services: Service[]; result?: SaveServiceResult }) {
  const failed = result && !result.ok ? result : undefined;
  const done = result?.ok ? result : undefined;
  const offered = services.filter((s) => s.active).length;
  return (
    <section aria-labelledby="services-heading" className="mt-6 grid gap-6">
      <div>
        <h1 id="services-heading" className="text-3xl font-bold">
          Price list
        </h1>
        <p className="mt-1 text-slate-700">
          What the shop charges. Picking a service on an estimate line fills in its description, price, tax and warranty. A
          service no longer offered is retired, not deleted: estimates that list it keep it.
        </p>
        <Banner tone="success" className="mt-4">
          {done ? doneMessage(done) : ""}
        </Banner>
        {failed?.status === 403 && (
          <Banner tone="error" className="mt-4">
            {failed.formError}
          </Banner>
        )}
      </div>
      <section aria-labelledby="services-list-heading">
        <h2 id="services-list-heading" className="text-xl font-semibold">
          Services ({offered} offered{services.length > offered ? `, ${services.length - offered} retired` : ""})
        </h2>
        {services.length === 0 ? (
          <p className="mt-3 text-slate-700">No services yet: add the first one below.</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {services.map((s) => {
              const mine = failed && failed.id === s.id ? failed : undefined;
              return (
                <li key={s.id}>
                  <Card className={s.active ? undefined : "bg-slate-50"}>
                    <h3 className="text-lg font-semibold break-words">
                      {s.name}
                      {!s.active && <span className="ml-2 text-sm font-normal text-slate-700">(retired)</span>}
                    </h3>
                    <ServiceFacts s={s} />
                    <details className="mt-3" open={mine ? true : undefined}>
                      <summary className="text-brand-700 inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
                        Edit {s.name}
                      </summary>
                      <div className="mt-3">
                        {/* Keyed by the saved values: a save shows what was saved; a refusal keeps what was typed. */}
                        <ServiceForm key={JSON.stringify(serviceValues(s))} service={s} failed={mine} />
                      </div>
                    </details>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="service-new-heading">
        <Card>
          <h2 id="service-new-heading" className="text-xl font-semibold">
            Add a service
          </h2>
          <div className="mt-3">
            <ServiceForm
              key={done?.created ? `new-${done.id}` : "new"}
              failed={failed && failed.id === null && failed.status !== 403 ? failed : undefined}
            />
          </div>
        </Card>
      </section>
    </section>
  );
}
