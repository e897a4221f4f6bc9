import { ChevronDown } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { CATEGORIES, MAIN_NAV } from "~/content/navigation";
import { cn } from "~/lib/cn";

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold transition-colors",
    isActive ? "bg-white/15 text-white" : "text-slate-100 hover:bg-white/10 hover:text-white",
  );

/**
 * "Product Reviews": a disclosure of plain links (the WAI-ARIA disclosure navigation
 * pattern), closed by Escape, by a click or focus outside, and by navigating.
 */
function ReviewsDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <Collapsible.Root
      ref={rootRef}
      open={open}
      onOpenChange={setOpen}
      className="relative"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Collapsible.Trigger
        ref={triggerRef}
        className="group inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold text-slate-100 hover:bg-white/10 hover:text-white data-[state=open]:bg-white/15"
      >
        Product Reviews
        <ChevronDown aria-hidden="true" size={16} className="transition-transform group-data-[state=open]:rotate-180" />
      </Collapsible.Trigger>
      <Collapsible.Content className="absolute top-full left-0 z-50 mt-1.5 w-60 rounded-lg border border-slate-200 bg-white p-1.5 shadow-xl">
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
      </Collapsible.Content>
    </Collapsible.Root>
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
          <ReviewsDisclosure />
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
