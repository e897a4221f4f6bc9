import { Bot } from "~/components/ui/icons/bot";
import { Clock } from "~/components/ui/icons/clock";
import { Cpu } from "~/components/ui/icons/cpu";
import { QrCode } from "~/components/ui/icons/qr-code";
import { Rocket } from "~/components/ui/icons/rocket";
import { ShieldCheck } from "~/components/ui/icons/shield-check";
import { Link } from "react-router";

import type { Route } from "./+types/home";
import { ButtonLink } from "~/components/ui/button";
import { availabilityClaims } from "~/content/availability";
import { formatLocation } from "~/content/business";
import { describeOpeningHours } from "~/content/hours";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
import { buildLocalBusinessJsonLd, buildMeta } from "~/lib/seo";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { STATIC_PAGE } from "~/lib/static-page";

export const headers: Route.HeadersFunction = () => PUBLIC_PAGE_HEADERS;

/** Plain HTML: no script is sent for this page (decision 016). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { business, siteUrl } = rootDataFromMatches(matches);
  return [
    ...buildMeta({
      title: `Computer Repair & AI Diagnostics in Melbourne, FL | ${business.shortName}`,
      description: `Laptop and PC repair, virus removal, upgrades and data recovery in ${formatLocation(business)}, with a free guided PC diagnosis, a private QR code generator and honest tech reviews.`,
      path: "/",
      siteUrl,
      siteName: business.name,
      image: SOCIAL_IMAGES.home,
    }),
    buildLocalBusinessJsonLd(business, siteUrl),
  ];
};

const BIG_BUTTONS = [
  {
    to: "/contact",
    label: "AI PC/Laptop Diagnostics",
    text: "Describe the problem and get clear first steps in minutes.",
    icon: Bot,
    className: "bg-brand-700 hover:bg-brand-800",
  },
  {
    to: "/qrcoder",
    label: "QR Coder",
    text: "Make private QR codes for links, contacts and business cards.",
    icon: QrCode,
    className: "bg-accent-700 hover:bg-green-900",
  },
  {
    to: "/future",
    label: "Future Program",
    text: "Our tech center and store: hand-picked laptops, drives and more.",
    icon: Rocket,
    className: "bg-violet-700 hover:bg-violet-800",
  },
] as const;

export default function Home() {
  const { business } = useRootData();
  const claims = availabilityClaims(business.openingHours);
  return (
    <>
      <section className="from-brand-800 via-brand-900 bg-gradient-to-br to-slate-950 text-white">
        <div className="container-page py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">
            {formatLocation(business)} · {describeOpeningHours(business.openingHours)}
          </p>
          <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            Expert Computer Repair &amp; AI-Powered Diagnostics
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">
            Slow laptop, blue screens, a virus or a PC that won&apos;t start? Start a free guided diagnosis now, or bring it to
            the Space Coast technicians who have fixed computers here for over {business.yearsOfService} years.
          </p>
          <ul className="mt-10 grid gap-4 md:grid-cols-3">
            {BIG_BUTTONS.map(({ to, label, text, icon: Icon, className }) => (
              <li key={to}>
                <Link
                  to={to}
                  className={`flex h-full flex-col gap-2 rounded-2xl p-6 text-white shadow-lg ring-1 ring-white/20 transition-colors ${className}`}
                >
                  <Icon aria-hidden="true" size={32} />
                  <span className="text-xl font-bold">{label}</span>
                  <span className="text-slate-100">{text}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <ButtonLink to="/about" variant="secondary" size="lg">
              About Us
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-choose-us" className="container-page py-16">
        <h2 id="why-choose-us" className="text-3xl font-bold tracking-tight text-slate-900">
          Why Choose Us
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Cpu className="text-brand-700" size={28} />
            <h3 className="mt-3 text-xl font-semibold">AI-Powered Diagnostics</h3>
            <p className="mt-2 text-slate-700">
              Our guided{" "}
              <Link to="/contact" className="text-brand-700 font-semibold underline underline-offset-2">
                PC diagnosis
              </Link>{" "}
              turns your symptoms into safe, ordered first steps, so you know what to try before you bring the machine in.
            </p>
          </li>
          <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <ShieldCheck className="text-brand-700" size={28} />
            <h3 className="mt-3 text-xl font-semibold">Expert Support</h3>
            <p className="mt-2 text-slate-700">
              Certified technicians handle repairs, upgrades, virus removal and data recovery.{" "}
              <Link to="/about" className="text-brand-700 font-semibold underline underline-offset-2">
                See all our services
              </Link>
              .
            </p>
          </li>
          <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Clock className="text-brand-700" size={28} />
            <h3 className="mt-3 text-xl font-semibold">{claims.homeHeading}</h3>
            <p className="mt-2 text-slate-700">
              {claims.homeText.before}
              <Link to="/contact" className="text-brand-700 font-semibold underline underline-offset-2">
                {claims.homeText.link}
              </Link>
              {claims.homeText.after}
            </p>
          </li>
        </ul>
      </section>
    </>
  );
}
