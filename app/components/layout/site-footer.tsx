import { Link } from "react-router";

import { ShowNumber } from "~/components/layout/show-number";
import { Mail } from "~/components/ui/icons/mail";
import { MapPin } from "~/components/ui/icons/map-pin";
import { AFFILIATE_DISCLOSURE, formatAddress } from "~/content/business";
import { QUICK_LINKS } from "~/content/navigation";
import { useRootData } from "~/lib/root-data";

export function SiteFooter() {
  const { business, year } = useRootData();
  return (
    <footer className="bg-brand-900 mt-16 text-slate-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-slate-200">
            Serving the Space Coast for over {business.yearsOfService} years with honest computer repair, upgrades and web
            services.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-base font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-slate-200 underline-offset-2 hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-base font-semibold text-white">Contact</h2>
          <ul className="mt-3 space-y-3 text-slate-200">
            <li className="flex items-center gap-2">
              <MapPin size={16} />
              <span>Location: {formatAddress(business)}</span>
            </li>
            <li>
              <ShowNumber phone={business.phone} />
            </li>
            <li className="flex items-center gap-2">
              <Mail size={16} />
              <span>
                Email:{" "}
                <a href={`mailto:${business.email}`} className="wrap-anywhere underline underline-offset-2 hover:text-white">
                  {business.email}
                </a>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-slate-200 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {business.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to="/privacy" className="underline-offset-2 hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className="underline-offset-2 hover:text-white hover:underline">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/contact" className="underline-offset-2 hover:text-white hover:underline">
                Contact
              </Link>
            </li>
          </ul>
        </div>
        <p className="container-page pb-6 text-xs text-slate-300">{AFFILIATE_DISCLOSURE}</p>
      </div>
    </footer>
  );
}
