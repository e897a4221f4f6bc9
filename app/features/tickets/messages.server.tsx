import { describeOpeningHours } from "~/content/hours";
import type { BusinessInfo } from "~/content/business";
import type { OutgoingMessage } from "~/features/outbox/index.server";

import { formatUsd } from "~/lib/money";
import { emailDocument } from "~/lib/email-html.server";

import { firstName } from "./format";
import { TICKET_STATUS_LABELS, type TicketStatus } from "./statuses";

/** What a customer's status e-mail says: never a private note, never more than the first name. */
export interface TicketUpdateFacts {
  ticketId: number;
  number: string;
  customerName: string;
  email: string;
  status: TicketStatus;
  publicNote: string | null;
  statusUrl: string;
  /** With "Ready for pickup": what is left to pay (0: nothing), or null when nothing was charged. */
  balanceCents?: number | null;
}

const LEADS: Record<TicketStatus, string> = {
  received: "We have your device and it is in line for the bench.",
  diagnosing: "A technician is finding out what is wrong.",
  waiting_parts: "We are waiting for a part to arrive.",
  repairing: "The repair is under way.",
  ready: "Your device is ready. Come by during opening hours to pick it up.",
  picked_up: "You picked up your device. Thank you for choosing us.",
  cancelled: "This repair was cancelled. Your device waits for you at the shop.",
  returned: "You collected your device unrepaired. Thank you for coming to us.",
};

/** "Balance due at pickup: $…." or "Nothing left to pay…"; null when nothing was charged. */
export function balanceLine(balanceCents: number | null | undefined): string | null {
  if (balanceCents === null || balanceCents === undefined) return null;
  return balanceCents > 0 ? `Balance due at pickup: ${formatUsd(balanceCents)}.` : "Nothing left to pay: it is paid in full.";
}

const UPDATES_REASON = "You get these e-mails because you asked for repair updates when you left your device.";

/** The last lines of every repair e-mail's text part: who sends it, and why the customer gets it. */
export function repairFooterText(business: BusinessInfo, hours: string): string[] {
  return [`${business.name} · ${business.phone} · ${hours}`, UPDATES_REASON];
}

/** The same for the HTML part. */
export function RepairFooter({ business, hours }: { business: BusinessInfo; hours: string }) {
  return (
    <p style={{ color: "#475569", fontSize: "14px" }}>
      {business.name} · {business.phone} · {hours}
      <br />
      {UPDATES_REASON}
    </p>
  );
}

/** The message queued for the customer when their ticket is made or changes status; React escapes every text. */
export function ticketUpdateMessage(facts: TicketUpdateFacts, business: BusinessInfo): OutgoingMessage {
  const status = TICKET_STATUS_LABELS[facts.status];
  const name = firstName(facts.customerName) || "there";
  const hours = describeOpeningHours(business.openingHours);
  const subject = `Repair ${facts.number}: ${status}`;
  const balance = facts.status === "ready" ? balanceLine(facts.balanceCents) : null;
  const text = [
    `Hello ${name},`,
    "",
    `Your repair ${facts.number} is now: ${status}.`,
    LEADS[facts.status],
    ...(balance ? [balance] : []),
    ...(facts.publicNote ? ["", facts.publicNote] : []),
    "",
    `Follow your repair: ${facts.statusUrl}`,
    "",
    ...repairFooterText(business, hours),
  ].join("\n");
  const html = emailDocument(
    subject,
    <>
      <p>Hello {name},</p>
      <p>
        Your repair <strong>{facts.number}</strong> is now: <strong>{status}</strong>.
      </p>
      <p>{LEADS[facts.status]}</p>
      {balance && (
        <p>
          <strong>{balance}</strong>
        </p>
      )}
      {facts.publicNote && <p style={{ whiteSpace: "pre-line" }}>{facts.publicNote}</p>}
      <p>
        <a href={facts.statusUrl}>Follow your repair</a>
      </p>
      <RepairFooter business={business} hours={hours} />
    </>,
  );
  return {
    kind: "ticket-update",
    subjectType: "ticket",
    subjectId: facts.ticketId,
    recipient: facts.email,
    subject,
    text,
    html,
  };
}
