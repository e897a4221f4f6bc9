import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

/** The coloured band that opens most pages, with the page's one h1. */
export function PageHero({
  title,
  subtitle,
  children,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("from-brand-800 to-brand-900 bg-gradient-to-br text-white", className)}>
      <div className="container-page py-14 sm:py-20">
        <h1 className="max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-3xl text-lg text-slate-100 sm:text-xl">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
