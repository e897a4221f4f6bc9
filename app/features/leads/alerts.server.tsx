import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";

import type { OutgoingMessage } from "~/features/outbox/index.server";

/** What an alert about a lead shows. */
export interface LeadAlertFacts {
  id: number;
  issue: string;
  description: string;
  name: string;
  email: string;
  phone: string | null;
  receivedAt: string;
}

export interface BookingAlertFacts {
  id: number;
  /** e.g. "Tuesday, November 24, 2026". */
  dayLabel: string;
  /** e.g. "9:00 AM – 12:00 PM". */
  windowLabel: string;
  note: string | null;
}

const issueLabel = (issue: string) => ISSUE_LABELS[issue as IssueType] ?? issue;

/** "Jane Doe" → "Jane D.": enough to tell leads apart in an inbox list. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "(no name)";
  const first = parts[0]!.slice(0, 40);
  const last = parts.length > 1 ? parts[parts.length - 1]! : "";
  return last ? `${first} ${Array.from(last)[0]!.toUpperCase()}.` : first;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { timeZone: "America/New_York", dateStyle: "medium", timeStyle: "short" }) + " (Eastern)";

/** React escapes every text it renders, so nothing a visitor typed can become markup. */
function html(title: string, body: ReactNode): string {
  return (
    "<!doctype html>" +
    renderToStaticMarkup(
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <title>{title}</title>
        </head>
        <body style={{ fontFamily: "Arial, Helvetica, sans-serif", color: "#0f172a", lineHeight: 1.5 }}>{body}</body>
      </html>,
    )
  );
}

function factsTable(rows: Array<[string, string]>): ReactNode {
  return (
    <table cellPadding={4} style={{ borderCollapse: "collapse" }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th align="left" style={{ verticalAlign: "top", paddingRight: 16 }}>
              {label}
            </th>
            <td style={{ whiteSpace: "pre-wrap" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function leadRows(lead: LeadAlertFacts): Array<[string, string]> {
  return [
    ["Issue", issueLabel(lead.issue)],
    ["Name", lead.name],
    ["E-mail", lead.email],
    ["Phone", lead.phone || "(not given)"],
    ["Received", when(lead.receivedAt)],
  ];
}

const textBlock = (rows: Array<[string, string]>) => rows.map(([label, value]) => `${label}: ${value}`).join("\n");

/** The shop's alert for a new diagnosis lead. */
export function leadAlertMessage(lead: LeadAlertFacts, siteUrl: string): OutgoingMessage {
  const link = `${siteUrl}/admin/leads/${lead.id}`;
  const subject = `New diagnosis lead: ${issueLabel(lead.issue)} — ${shortName(lead.name)}`;
  const rows = leadRows(lead);
  return {
    kind: "lead-alert",
    subjectType: "lead",
    subjectId: lead.id,
    recipient: null,
    subject,
    text: `A visitor asked for help through the diagnosis.\n\n${textBlock(rows)}\n\nDescription:\n${lead.description}\n\nOpen the lead: ${link}\n`,
    html: html(
      subject,
      <>
        <p>A visitor asked for help through the diagnosis.</p>
        {factsTable(rows)}
        <h2 style={{ fontSize: 16 }}>Description</h2>
        <p style={{ whiteSpace: "pre-wrap" }}>{lead.description}</p>
        <p>
          <a href={link}>Open the lead in the admin</a>
        </p>
      </>,
    ),
  };
}

/** The shop's alert for a bench slot a visitor booked. */
export function bookingAlertMessage(lead: LeadAlertFacts, booking: BookingAlertFacts, siteUrl: string): OutgoingMessage {
  const link = `${siteUrl}/admin/leads/${lead.id}`;
  const subject = `New booking: ${booking.dayLabel}, ${booking.windowLabel} — ${shortName(lead.name)}`;
  const rows: Array<[string, string]> = [
    ["Drop-off", `${booking.dayLabel}, ${booking.windowLabel}`],
    ...leadRows(lead),
    ["Visitor's note", booking.note || "(none)"],
  ];
  return {
    kind: "booking-alert",
    subjectType: "booking",
    subjectId: booking.id,
    recipient: null,
    subject,
    text: `A visitor booked a time to bring a machine in.\n\n${textBlock(rows)}\n\nDescription:\n${lead.description}\n\nOpen the lead: ${link}\n`,
    html: html(
      subject,
      <>
        <p>A visitor booked a time to bring a machine in.</p>
        {factsTable(rows)}
        <h2 style={{ fontSize: 16 }}>Description</h2>
        <p style={{ whiteSpace: "pre-wrap" }}>{lead.description}</p>
        <p>
          <a href={link}>Open the lead in the admin</a>
        </p>
      </>,
    ),
  };
}
