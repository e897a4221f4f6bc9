import { useRef } from "react";
import { Link, NavLink } from "react-router";

import { DesktopNav, navLinkClass } from "~/components/layout/desktop-nav";
import { useCloseOnNavigation } from "~/components/layout/use-close-on-navigation";
import { Menu } from "~/components/ui/icons/menu";
import { Wrench } from "~/components/ui/icons/wrench";
import { X } from "~/components/ui/icons/x";
import { CATEGORIES, MAIN_NAV } from "~/content/navigation";
import { useRootData } from "~/lib/root-data";

const MENU_ID = "mobile-menu";

export function SiteHeader() {
  const { business } = useRootData();
  const menuRef = useRef<HTMLElement>(null);
  const [home, ...rest] = MAIN_NAV;
  useCloseOnNavigation(menuRef);

  return (
    <header className="site-header bg-brand-900 text-white shadow">
      <div className="container-page flex min-h-16 items-center justify-between gap-4 py-2">
        <Link to="/" className="flex items-center gap-2 rounded-md py-1 text-lg font-bold tracking-tight">
          <span className="bg-accent-700 grid size-9 place-items-center rounded-lg" aria-hidden="true">
            <Wrench size={20} />
          </span>
          <span>{business.shortName}</span>
          <span className="sr-only"> home</span>
        </Link>
        <DesktopNav />
        {/* A native popover (decision 016): opens and closes on click, Enter or Space, closes on
            Escape and on a click outside, and says expanded/collapsed, all without script. */}
        <button
          type="button"
          popoverTarget={MENU_ID}
          className="menu-toggle inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold ring-1 ring-white/40 hover:bg-white/10 lg:hidden"
        >
          <Menu size={18} className="menu-icon-closed" />
          <X size={18} className="menu-icon-open" />
          Menu
        </button>
      </div>
      <nav ref={menuRef} id={MENU_ID} popover="auto" aria-label="Main menu" className="mobile-menu lg:hidden">
        {/* The desktop order: Home, the Product Reviews group, then the rest. */}
        <ul className="container-page grid gap-1 py-3">
          <li>
            <NavLink to={home.to} end className={navLinkClass}>
              {home.label}
            </NavLink>
          </li>
          <li className="mt-2 px-3 text-xs font-semibold tracking-wide text-slate-300 uppercase" aria-hidden="true">
            Product Reviews
          </li>
          <li className="mb-2">
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
          {rest.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={navLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
