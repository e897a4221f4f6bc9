import { CalendarDays } from "~/components/ui/icons/calendar-days";
import { CheckCircle2 } from "~/components/ui/icons/check-circle2";
import { Mail } from "~/components/ui/icons/mail";
import { MapPin } from "~/components/ui/icons/map-pin";
import { Phone } from "~/components/ui/icons/phone";
import { Link } from "react-router";

import type { Route } from "./+types/about";
import { PageHero } from "~/components/layout/page-hero";
import { ShowNumber } from "~/components/layout/show-number";
import { formatLocation } from "~/content/business";
import { SERVICES } from "~/content/services";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
import { buildLocalBusinessJsonLd, buildMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";

export const headers: Route.HeadersFunction = () => PUBLIC_PAGE_HEADERS;

/** Plain HTML: no script is sent for this page (decision 016). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { business, siteUrl } = rootDataFromMatches(matches);
  return [
    ...buildMeta({
      title: `About Us | ${business.name}`,
      description: `Who we are and what we fix: laptop repair, virus removal, upgrades, data recovery, custom PCs, networks, websites and hosting in ${formatLocation(business)}.`,
      path: "/about",
      siteUrl,
      siteName: business.name,
      image: SOCIAL_IMAGES.about,
    }),
    buildLocalBusinessJsonLd(business, siteUrl),
  ];
};

export default function About() {
  const { business } = useRootData();
  return (
    <>
      <PageHero
        title={`About ${business.name}`}
        subtitle="Local technicians for computers, networks and websites: straight answers, fair prices and work we stand behind."
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        {/* How to reach the shop comes first in the source: above the ten services on a phone and the
            left column on a desktop, so reading, tab and visual order agree at every width. */}
        <aside
          aria-labelledby="business-info-heading"
          className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-6"
        >
          <h2 id="business-info-heading" className="text-2xl font-bold text-slate-900">
            Business Info
          </h2>
          <dl className="mt-5 space-y-4">
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <Phone className="text-brand-700" size={18} />
                Phone
              </dt>
              <dd className="mt-1 pl-6">
                <ShowNumber phone={business.phone} tone="light" />
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <Mail className="text-brand-700" size={18} />
                Email
              </dt>
              <dd className="pl-6">
                <a href={`mailto:${business.email}`} className="text-brand-700 underline underline-offset-2">
                  {business.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <MapPin className="text-brand-700" size={18} />
                Location
              </dt>
              <dd className="pl-6">
                {business.streetAddress && <span className="block">{business.streetAddress}</span>}
                {formatLocation(business)}
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 font-semibold">
                <CalendarDays className="text-brand-700" size={18} />
                Founded
              </dt>
              <dd className="pl-6">founded since {business.foundedYear}</dd>
            </div>
          </dl>
        </aside>
        <section aria-labelledby="services-heading" className="lg:col-span-2">
          <h2 id="services-heading" className="text-2xl font-bold text-slate-900">
            Our Services
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {SERVICES.map((s) => (
              <li key={s.name} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <CheckCircle2 className="text-accent-700 mt-0.5 shrink-0" size={22} />
                <div>
                  <h3 className="font-semibold text-slate-900">{s.name}</h3>
                  <p className="mt-1 text-slate-700">{s.description}</p>
                  {s.link && (
                    <Link to={s.link.to} className="text-brand-700 mt-2 inline-block font-semibold underline underline-offset-2">
                      {s.link.label}
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
