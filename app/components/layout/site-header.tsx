import { Menu, Wrench, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { DesktopNav, navLinkClass } from "~/components/layout/desktop-nav";
import { CATEGORIES, MAIN_NAV } from "~/content/navigation";
import { useRootData } from "~/lib/root-data";

export function SiteHeader() {
  const { business } = useRootData();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="bg-brand-900 text-white shadow">
      <div className="container-page flex min-h-16 items-center justify-between gap-4 py-2">
        <Link to="/" className="flex items-center gap-2 rounded-md py-1 text-lg font-bold tracking-tight">
          <span className="bg-accent-700 grid size-9 place-items-center rounded-lg" aria-hidden="true">
            <Wrench size={20} />
          </span>
          <span>{business.shortName}</span>
          <span className="sr-only"> home</span>
        </Link>
        <DesktopNav />
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold ring-1 ring-white/40 hover:bg-white/10 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={18} /> : <Menu aria-hidden="true" size={18} />}
          Menu
        </button>
      </div>
      <nav id="mobile-menu" aria-label="Main menu" hidden={!menuOpen} className="border-t border-white/15 lg:hidden">
        <ul className="container-page grid gap-1 py-3">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/"} className={navLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 px-3 text-xs font-semibold tracking-wide text-slate-300 uppercase" aria-hidden="true">
            Product Reviews
          </li>
          <li>
            <ul aria-label="Product Reviews" className="grid grid-cols-2 gap-1">
              {CATEGORIES.map((c) => (
                <li key={c.slug}>
                  <NavLink to={`/products/${c.reviewSlug}`} className={navLinkClass}>
                    {c.reviewLabel}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </nav>
    </header>
  );
}
