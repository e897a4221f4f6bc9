import { cn } from "~/lib/cn";

import { LEAD_STAGE_LABELS, type LeadStage } from "../stages";

// Each pair keeps at least 4.5:1 contrast; the word, not the colour, carries the meaning.
const STAGE_COLOURS: Record<LeadStage, string> = {
  new: "bg-amber-100 text-amber-900",
  contacted: "bg-sky-100 text-sky-900",
  quoted: "bg-violet-100 text-violet-900",
  booked: "bg-indigo-100 text-indigo-900",
  done: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
};

/** A lead's stage as a small label. */
export function StageBadge({ stage, className }: { stage: LeadStage; className?: string }) {
  return (
    <span className={cn("inline-flex rounded-full px-3 py-1 text-sm font-semibold", STAGE_COLOURS[stage], className)}>
      {LEAD_STAGE_LABELS[stage]}
    </span>
  );
}
