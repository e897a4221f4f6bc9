import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { Bot } from "~/components/ui/icons/bot";
import { Cpu } from "~/components/ui/icons/cpu";
import { Info } from "~/components/ui/icons/info";
import { QrCode } from "~/components/ui/icons/qr-code";
import { Store } from "~/components/ui/icons/store";
import { Link } from "react-router";

import type { Route } from "./+types/future";
import { PageHero } from "~/components/layout/page-hero";
import { CategoryMenu } from "~/components/layout/category-menu";
import { ButtonLink } from "~/components/ui/button";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { rootDataFromMatches } from "~/lib/root-data";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
import { buildMeta } from "~/lib/seo";

export const headers: Route.HeadersFunction = () => PUBLIC_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { business, siteUrl } = rootDataFromMatches(matches);
  return buildMeta({
    title: `Tech Center and Store | ${business.shortName}`,
    description:
      "Our tech center: hand-picked laptops, storage, monitors, keyboards, mice and memory, a motherboard compatibility browser, and guided PC diagnostics.",
    path: "/future",
    siteUrl,
    siteName: business.name,
    image: SOCIAL_IMAGES.techCenter,
  });
};

const cardClass = "flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
const cardLink = "mt-auto pt-4 font-semibold text-brand-700 underline underline-offset-2";

export default function Future() {
  return (
    <>
      <PageHero
        title="Tech Center and Store"
        subtitle="Parts and devices we would buy ourselves, tools that help you work out what's wrong, and upgrades that fit your machine."
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <CategoryMenu />
          <ButtonLink to="/" variant="secondary" size="lg">
            <ArrowLeft size={20} />
            Back to Home
          </ButtonLink>
        </div>
      </PageHero>
      <div className="container-page py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <li className={cardClass}>
            <Bot className="text-brand-700" size={28} />
            <h2 className="mt-3 text-lg font-semibold">AI PC Diagnostics</h2>
            <p className="mt-2 text-slate-700">Answer a few questions and get safe first steps for your exact problem.</p>
            <Link to="/contact" className={cardLink}>
              Start a diagnosis
            </Link>
          </li>
          <li className={cardClass}>
            <QrCode className="text-brand-700" size={28} />
            <h2 className="mt-3 text-lg font-semibold">Private QR Codes</h2>
            <p className="mt-2 text-slate-700">Website, contact and business-card codes made in your browser, never uploaded.</p>
            <Link to="/qrcoder" className={cardLink}>
              Open the QR Coder
            </Link>
          </li>
          <li className={cardClass}>
            <Info className="text-brand-700" size={28} />
            <h2 className="mt-3 text-lg font-semibold">Who We Are</h2>
            <p className="mt-2 text-slate-700">Repairs, upgrades, networks, websites and hosting from one local team.</p>
            <Link to="/about" className={cardLink}>
              About us
            </Link>
          </li>
          <li className={cardClass}>
            <Store className="text-brand-700" size={28} />
            <h2 className="mt-3 text-lg font-semibold">Upgrade Advice</h2>
            <p className="mt-2 text-slate-700">Not sure what fits? Ask us, or start with the laptops we recommend.</p>
            <div className="mt-auto flex flex-col gap-1 pt-4">
              <Link to="/contact" className="text-brand-700 font-semibold underline underline-offset-2">
                Ask a technician
              </Link>
              <Link to="/products/laptops" className="text-brand-700 font-semibold underline underline-offset-2">
                Browse laptops
              </Link>
            </div>
          </li>
        </ul>
        <section
          aria-labelledby="mobo-heading"
          className="bg-brand-50 ring-brand-100 mt-10 flex flex-col items-start gap-4 rounded-2xl p-6 ring-1 sm:flex-row sm:items-center"
        >
          <Cpu className="text-brand-700 shrink-0" size={36} />
          <div className="flex-1">
            <h2 id="mobo-heading" className="text-lg font-semibold">
              Motherboard Component Browser
            </h2>
            <p className="text-slate-700">
              Pick your motherboard and see CPUs, memory, storage and more that fit it, by price tier.
            </p>
          </div>
          <ButtonLink to="/products/motherboard-components">Browse compatible parts</ButtonLink>
        </section>
      </div>
    </>
  );
}
