import type { ReactNode } from "react";
import { Link } from "react-router";

import { Printer } from "~/components/ui/icons/printer";

/** The print CSS of a print page: only its sheet on paper, no site header, footer or buttons. */
export function PrintStyle({ page }: { page: string }) {
  const css = `@page { size: ${page}; margin: 0; }
@media print {
  body > header, body > footer, body > a, .print-hidden { display: none !important; }
  body, main { background: #fff !important; }
  .print-sheet { box-shadow: none !important; margin: 0 !important; }
}`;
  return <style>{css}</style>;
}

/** Above a print page's sheet, left off the paper: the way back, any choices, and how to print. */
export function PrintBar({ backTo, backLabel, children }: { backTo: string; backLabel: string; children?: ReactNode }) {
  return (
    <div className="print-hidden mb-4 flex flex-wrap items-center gap-3">
      <Link to={backTo} className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline">
        {backLabel}
      </Link>
      {children}
      <p className="inline-flex items-center gap-2 text-slate-700">
        <Printer size={18} />
        Print with your browser (Ctrl+P or ⌘P).
      </p>
    </div>
  );
}
