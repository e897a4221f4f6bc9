import { cn } from "~/lib/cn";

import { TICKET_STATUS_LABELS, type TicketStatus } from "../statuses";

const TONES: Record<TicketStatus, string> = {
  received: "bg-slate-100 text-slate-900 ring-slate-300",
  diagnosing: "bg-amber-50 text-amber-900 ring-amber-300",
  waiting_parts: "bg-orange-50 text-orange-900 ring-orange-300",
  repairing: "bg-blue-50 text-blue-900 ring-blue-300",
  ready: "bg-green-50 text-green-900 ring-green-300",
  picked_up: "bg-slate-200 text-slate-900 ring-slate-400",
  cancelled: "bg-red-50 text-red-900 ring-red-300",
  returned: "bg-slate-200 text-slate-900 ring-slate-400",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ring-1", TONES[status])}>
      {TICKET_STATUS_LABELS[status]}
    </span>
  );
}
