import type { ReactNode } from "react";
import { Link } from "react-router";

import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { cn } from "~/lib/cn";

const CARD = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

/** A record page's way back to its list ("All leads"), above the heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-brand-700 inline-flex min-h-11 items-center gap-1 font-semibold underline">
      <ArrowLeft size={18} />
      {children}
    </Link>
  );
}

/** A white card on an admin page (such as the one around a form that has its own heading). */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn(CARD, className)}>{children}</div>;
}

/** A card with a heading, labelled by it: `id` is the heading's. */
export function Panel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(CARD, className)}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The list of a panel's facts (see Fact). */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid gap-2">{children}</dl>;
}

/** One fact of a record: its label beside its value (under it on a phone). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** A record's history, one HistoryEntry a change. */
export function History({ children }: { children: ReactNode }) {
  return <ol className="mt-3 grid gap-3">{children}</ol>;
}

/** One step of a history: what changed, then who and when, then any notes. */
export function HistoryEntry({ title, meta, children }: { title: string; meta: ReactNode; children?: ReactNode }) {
  return (
    <li className="border-l-4 border-slate-300 pl-3">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-slate-700">{meta}</p>
      {children}
    </li>
  );
}
