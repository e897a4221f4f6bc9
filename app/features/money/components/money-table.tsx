import type { ReactNode } from "react";

/**
 * A table too wide for a phone scrolls sideways inside its own labelled region (reachable by
 * keyboard), so the page itself never does.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

export const thClass = "py-2 pr-3 font-semibold";
export const thNumClass = "py-2 pr-3 text-right font-semibold";
export const tdClass = "py-2 pr-3 align-top";
export const tdNumClass = "py-2 pr-3 text-right align-top whitespace-nowrap";
