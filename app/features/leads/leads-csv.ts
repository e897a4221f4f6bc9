import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";

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

/**
 * Every cell is quoted (RFC 4180): a spreadsheet whose locale separates with ; or a tab would
 * otherwise split "Bob;=1+1" and read "=1+1" as a cell of its own. A cell a spreadsheet would
 * read as a formula (= + - @, tab, CR) also gets a leading apostrophe, so a visitor's text can
 * never run as one on the owner's machine.
 */
export function csvCell(value: string | null): string {
  let v = value ?? "";
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return `"${v.replace(/"/g, '""')}"`;
}

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
  return [HEADER, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
