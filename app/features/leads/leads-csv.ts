import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import { csvStream, toCsv } from "~/lib/csv";

import type { LeadListItem } from "./leads-admin.server";

const HEADER = [
  "Received",
  "Stage",
  "Issue",
  "Description",
  "Name",
  "Email",
  "Phone",
  "Registered",
  "Stage since",
  "Lost reason",
  "Booking day",
  "Booking window",
];

/** A lead's row; the booking columns hold its active booking (day YYYY-MM-DD, window HH:MM-HH:MM). */
function leadRow(l: LeadListItem): Array<string | null> {
  return [
    l.receivedAt,
    l.stage,
    ISSUE_LABELS[l.issue as IssueType] ?? l.issue,
    l.description,
    l.name,
    l.email,
    l.phone,
    l.clientTimestamp,
    l.stageChangedAt,
    l.lostReason,
    l.booking?.day ?? null,
    l.booking ? `${l.booking.windowStart}-${l.booking.windowEnd}` : null,
  ];
}

/** One row per lead. */
export function leadsToCsv(leads: LeadListItem[]): string {
  return toCsv(HEADER, leads.map(leadRow));
}

/** The same file streamed from batches of leads, one chunk per batch. */
export function leadsCsvStream(batches: AsyncIterable<LeadListItem[]>): ReadableStream<Uint8Array> {
  return csvStream(
    HEADER,
    (async function* () {
      for await (const batch of batches) yield batch.map(leadRow);
    })(),
  );
}
