import type { ReactNode } from "react";

import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import type { OutgoingMessage } from "~/features/outbox/index.server";
import { currentTimeZone } from "~/features/settings/index.server";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { isPlainAddress } from "~/lib/email-address";
import { EmailFacts, emailDocument } from "~/lib/email-html.server";

import type { LeadTriage } from "./schema";
import { describeLeadTriage, type LeadTriageView } from "./triage-summary.server";

/** What an alert about a lead shows. */
export interface LeadAlertFacts {
  id: number;
  issue: string;
  description: string;
  name: string;
  email: string;
  phone: string | null;
  receivedAt: string;
  /** What the diagnosis worked out, when it ran: the alert leads with it. */
  triage?: LeadTriage | null;
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

/** "Nov 20, 2026, 9:30 AM EST": the shop's time zone (SHOP_TIMEZONE), named, as an inbox is read anywhere. */
const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    timeZone: currentTimeZone(),
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });

/** The visitor's address as a reply goes to it, when it is one plain address. */
const replyToVisitor = (lead: LeadAlertFacts) => (isPlainAddress(lead.email) ? lead.email : null);

/** The rows as the HTML part shows them: the e-mail and phone as mailto: and tel: links. */
function FactsWithLinks({ rows, lead }: { rows: Array<[string, string]>; lead: LeadAlertFacts }) {
  return (
    <EmailFacts
      rows={rows.map(([label, value]): [string, ReactNode] => {
        if (label === "E-mail" && lead.email) return [label, <a href={mailtoHref(lead.email)}>{value}</a>];
        if (label === "Phone" && lead.phone) return [label, <a href={telHref(lead.phone)}>{value}</a>];
        return [label, value];
      })}
    />
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

/** The diagnosis as the text part's first lines ("Likely: …", the other causes, the answers), or "". */
function triageText(view: LeadTriageView | null): string {
  if (!view) return "";
  const lines = [view.headline];
  if (view.stopNote) lines.push(view.stopNote);
  if (view.offered) lines.push(view.offered);
  if (view.others.length > 0) lines.push(`Also ranked: ${view.others.join("; ")}`);
  for (const a of view.answers) lines.push(`${a.question} ${a.answer}`);
  return `${lines.join("\n")}\n\n`;
}

/** The same for the HTML part: the headline in bold, then the other causes and the answers. */
function TriageSummary({ view }: { view: LeadTriageView | null }) {
  if (!view) return null;
  return (
    <>
      <p>
        <strong>{view.headline}</strong>
      </p>
      {view.stopNote && <p>{view.stopNote}</p>}
      {view.offered && <p>{view.offered}</p>}
      {view.others.length > 0 && <p>Also ranked: {view.others.join("; ")}</p>}
      {view.answers.length > 0 && <EmailFacts rows={view.answers.map((a): [string, string] => [a.question, a.answer])} />}
    </>
  );
}

const viewOf = (triage: LeadTriage | null | undefined) => (triage ? describeLeadTriage(triage) : null);

/** The shop's alert for a new diagnosis lead. */
export function leadAlertMessage(lead: LeadAlertFacts, siteUrl: string): OutgoingMessage {
  const link = `${siteUrl}/admin/leads/${lead.id}`;
  const triage = viewOf(lead.triage);
  // A stop warning was shown: the subject says so, so the lead is called first.
  const urgent = triage?.urgent ? "Urgent (stop warning shown): " : "";
  const subject = `${urgent}New diagnosis lead: ${issueLabel(lead.issue)} — ${shortName(lead.name)}`;
  const rows = leadRows(lead);
  return {
    kind: "lead-alert",
    subjectType: "lead",
    subjectId: lead.id,
    recipient: null,
    replyTo: replyToVisitor(lead),
    subject,
    text: `${triageText(triage)}A visitor asked for help through the diagnosis.\n\n${textBlock(rows)}\n\nDescription:\n${lead.description}\n\nOpen the lead: ${link}\n`,
    html: emailDocument(
      subject,
      <>
        <TriageSummary view={triage} />
        <p>A visitor asked for help through the diagnosis.</p>
        <FactsWithLinks rows={rows} lead={lead} />
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
    replyTo: replyToVisitor(lead),
    subject,
    text: `A visitor booked a time to bring a machine in.\n\n${textBlock(rows)}\n\nDescription:\n${lead.description}\n\nOpen the lead: ${link}\n`,
    html: emailDocument(
      subject,
      <>
        <p>A visitor booked a time to bring a machine in.</p>
        <FactsWithLinks rows={rows} lead={lead} />
        <h2 style={{ fontSize: 16 }}>Description</h2>
        <p style={{ whiteSpace: "pre-wrap" }}>{lead.description}</p>
        <p>
          <a href={link}>Open the lead in the admin</a>
        </p>
      </>,
    ),
  };
}

/** What a follow-up request added to an open lead. */
export interface FollowUpAlertFacts {
  issue: string;
  description: string;
  receivedAt: string;
  source: "diagnosis" | "booking";
  /** What the diagnosis worked out from the new description, when it ran. */
  triage?: LeadTriage | null;
}

/**
 * The shop's ONE alert for a second request from a customer who already has an open lead: it
 * says it is a follow-up, names the lead and links to it, with the new description.
 */
export function followUpAlertMessage(lead: LeadAlertFacts, followUp: FollowUpAlertFacts, siteUrl: string): OutgoingMessage {
  const link = `${siteUrl}/admin/leads/${lead.id}`;
  const triage = viewOf(followUp.triage);
  const urgent = triage?.urgent ? "Urgent (stop warning shown): " : "";
  const subject = `${urgent}Follow-up on lead ${lead.id}: ${issueLabel(followUp.issue)} — ${shortName(lead.name)}`;
  const rows: Array<[string, string]> = [
    ["Lead", `${lead.id}, received ${when(lead.receivedAt)}`],
    ["Issue now", issueLabel(followUp.issue)],
    ["Name", lead.name],
    ["E-mail", lead.email],
    ["Phone", lead.phone || "(not given)"],
    [
      "Follow-up sent",
      `${when(followUp.receivedAt)}, through the ${followUp.source === "booking" ? "booking form" : "diagnosis"}`,
    ],
  ];
  const intro = "A customer with an open lead asked again. This is a follow-up on that lead, not a new one.";
  return {
    kind: "lead-follow-up",
    subjectType: "lead",
    subjectId: lead.id,
    recipient: null,
    replyTo: replyToVisitor(lead),
    subject,
    text: `${triageText(triage)}${intro}\n\n${textBlock(rows)}\n\nNew description:\n${followUp.description}\n\nOpen the lead: ${link}\n`,
    html: emailDocument(
      subject,
      <>
        <TriageSummary view={triage} />
        <p>{intro}</p>
        <FactsWithLinks rows={rows} lead={lead} />
        <h2 style={{ fontSize: 16 }}>New description</h2>
        <p style={{ whiteSpace: "pre-wrap" }}>{followUp.description}</p>
        <p>
          <a href={link}>Open the lead in the admin</a>
        </p>
      </>,
    ),
  };
}
