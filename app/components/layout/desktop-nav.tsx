import { useRef } from "react";
import { Link, NavLink } from "react-router";

import { useCloseOnNavigation } from "~/components/layout/use-close-on-navigation";
import { ChevronDown } from "~/components/ui/icons/chevron-down";
import { CATEGORIES, MAIN_NAV } from "~/content/navigation";
import { cn } from "~/lib/cn";

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors",
    isActive ? "bg-white/15 text-white" : "text-slate-100 hover:bg-white/10 hover:text-white",
  );

const MENU_ID = "reviews-menu";

/** Moves focus among the menu's links with the arrow keys, Home and End (hydrated pages). */
function focusLink(menu: HTMLElement, key: string): boolean {
  const links = [...menu.querySelectorAll<HTMLAnchorElement>("a[href]")];
  if (links.length === 0) return false;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  let next: number;
  if (key === "ArrowDown") next = at === -1 ? 0 : (at + 1) % links.length;
  else if (key === "ArrowUp") next = at === -1 ? links.length - 1 : (at - 1 + links.length) % links.length;
  else if (key === "Home") next = 0;
  else if (key === "End") next = links.length - 1;
  else return false;
  links[next].focus();
  return true;
}

/**
 * "Product Reviews": a disclosure of plain links (the WAI-ARIA disclosure navigation
 * pattern) built on the native popover attribute, so it opens, closes on Escape (focus back
 * on the button) and on a click outside with no script at all (decision 016). Where the page
 * hydrates, the arrow keys also move through the links, and the menu closes when focus
 * leaves it or the page changes in the browser.
 */
function ReviewsMenu() {
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useCloseOnNavigation(menuRef);

  const isOpen = () => menuRef.current?.matches(":popover-open") ?? false;

  return (
    <div
      className="relative"
      onBlur={(e) => {
        const next = e.relatedTarget as Node | null;
        if (next && !e.currentTarget.contains(next) && isOpen()) menuRef.current?.hidePopover();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        popoverTarget={MENU_ID}
        className="reviews-trigger group inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-slate-100 hover:bg-white/10 hover:text-white"
        onKeyDown={(e) => {
          if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
          const menu = menuRef.current;
          if (!menu) return;
          e.preventDefault();
          if (!isOpen()) menu.showPopover();
          focusLink(menu, e.key === "ArrowDown" ? "Home" : "End");
        }}
      >
        Product Reviews
        <ChevronDown size={16} className="reviews-chevron transition-transform" />
      </button>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        className="reviews-menu w-60 rounded-lg border border-slate-200 bg-white p-1.5 text-slate-900 shadow-xl"
        onKeyDown={(e) => {
          if (menuRef.current && focusLink(menuRef.current, e.key)) e.preventDefault();
        }}
      >
        <ul aria-label="Product Reviews">
          {CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link
                to={`/products/${c.reviewSlug}`}
                className="hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 block rounded-md px-3 py-2 text-sm font-medium text-slate-800"
              >
                {c.reviewLabel}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The wide-screen main navigation. */
export function DesktopNav() {
  const [home, ...rest] = MAIN_NAV;
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={home.to} end className={navLinkClass}>
            {home.label}
          </NavLink>
        </li>
        <li>
          <ReviewsMenu />
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
  );
}
