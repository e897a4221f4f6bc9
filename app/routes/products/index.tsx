import { Link } from "react-router";

import type { Route } from "./+types/index";
import { PageHero } from "~/components/layout/page-hero";
import { AFFILIATE_DISCLOSURE } from "~/content/business";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { CATEGORY_LIST } from "~/features/catalog/categories";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { buildMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";

export const headers = () => PUBLIC_PAGE_HEADERS;

/** Plain HTML: no script is sent for this page (decision 016). */
export const handle = STATIC_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  const { business, siteUrl } = rootDataFromMatches(matches);
  return buildMeta({
    title: `Products and Reviews | ${business.shortName}`,
    description:
      "Our picks and hands-on reviews of laptops, storage, monitors, keyboards, mice and memory, plus motherboard-compatible parts.",
    path: "/products",
    siteUrl,
    siteName: business.name,
    image: SOCIAL_IMAGES.products,
  });
}

const MOTHERBOARD_PAGES = [
  {
    to: "/products/motherboard-components",
    title: "Tech Center",
    text: "Pick a motherboard and see compatible components by price tier.",
  },
  {
    to: "/products/motherboard-memory",
    title: "Motherboard Memory",
    text: "Memory modules compatible with the ASUS ROG Z790 board.",
  },
];

/** /products: every category with its listing and review page, and the motherboard pages. */
export default function ProductsIndex() {
  return (
    <>
      <PageHero title="Products and Reviews" subtitle="Parts and peripherals we install, repair and recommend every day." />
      <div className="container-page space-y-12 py-12">
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="mb-6 text-2xl font-bold">
            Shop by category
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {CATEGORY_LIST.map((c) => (
              <li key={c.slug} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <img src={c.image} alt="" width={400} height={300} className="aspect-[4/3] w-full object-cover" />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <h3 className="text-xl font-semibold">{c.label}</h3>
                  <p className="text-slate-700">{c.blurb}</p>
                  <div className="mt-auto flex flex-wrap gap-x-6 gap-y-2 pt-2 font-semibold">
                    <Link to={c.listingPath} className="text-brand-700 underline-offset-4 hover:underline">
                      Shop {c.label}
                    </Link>
                    <Link to={c.reviewPath} className="text-brand-700 underline-offset-4 hover:underline">
                      {c.reviewNavLabel}
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="motherboard-heading">
          <h2 id="motherboard-heading" className="mb-6 text-2xl font-bold">
            Motherboard-compatible parts
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {MOTHERBOARD_PAGES.map((p) => (
              <li key={p.to} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="text-xl font-semibold">
                  <Link to={p.to} className="text-brand-700 underline-offset-4 hover:underline">
                    {p.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700">{p.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <p className="text-sm text-slate-600">{AFFILIATE_DISCLOSURE}</p>
      </div>
    </>
  );
}
