import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import { toCsv } from "~/lib/csv";

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

/** One row per lead; the booking columns hold its active booking (day YYYY-MM-DD, window HH:MM-HH:MM). */
export function leadsToCsv(leads: LeadListItem[]): string {
  const rows = leads.map((l) => [
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
  ]);
  return toCsv(HEADER, rows);
}
