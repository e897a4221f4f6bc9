import { formatTicketDate } from "../format";

/**
 * "Abandoned since Feb 21, 2027": a machine not collected within the shop's policy (set by the
 * outbox's scheduled pass, with a note in the history). Shown until it leaves the shop.
 */
export function AbandonedNotice({ abandonedAt, timeZone }: { abandonedAt: string | null; timeZone: string }) {
  if (!abandonedAt) return null;
  return (
    <p className="mt-2 inline-block rounded-md bg-red-50 px-3 py-1 font-semibold text-red-900 ring-1 ring-red-300">
      Abandoned since <time dateTime={abandonedAt}>{formatTicketDate(abandonedAt, timeZone)}</time>
    </p>
  );
}
