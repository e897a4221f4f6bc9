import type { BusinessInfo } from "~/content/business";
import type { OutgoingMessage } from "~/features/outbox/index.server";
import { firstName } from "~/features/tickets/index";
import { formatUsd } from "~/lib/money";
import { emailDocument } from "~/lib/email-html.server";

export interface EstimateReadyFacts {
  ticketId: number;
  number: string;
  customerName: string;
  email: string;
  version: number;
  totalCents: number;
  statusUrl: string;
}

/** "Your estimate for SC-… is ready": the total and the link where the customer approves or declines it. */
export function estimateReadyMessage(facts: EstimateReadyFacts, business: BusinessInfo): OutgoingMessage {
  const name = firstName(facts.customerName) || "there";
  const subject = `Your estimate for ${facts.number} is ready`;
  const revised = facts.version > 1 ? " (revised)" : "";
  const text = [
    `Hello ${name},`,
    "",
    `The estimate${revised} for your repair ${facts.number} comes to ${formatUsd(facts.totalCents)}, tax included.`,
    "See each line, then approve or decline it, on your repair's page:",
    facts.statusUrl,
    "",
    "We start the work once you approve. Questions? Call us.",
    "",
    `${business.name} · ${business.phone}`,
    "You get these e-mails because you asked for repair updates when you left your device.",
  ].join("\n");
  const html = emailDocument(
    subject,
    <>
      <p>Hello {name},</p>
      <p>
        The estimate{revised} for your repair <strong>{facts.number}</strong> comes to{" "}
        <strong>{formatUsd(facts.totalCents)}</strong>, tax included.
      </p>
      <p>
        <a href={facts.statusUrl}>See the estimate, then approve or decline it</a>
      </p>
      <p>We start the work once you approve. Questions? Call us.</p>
      <p style={{ color: "#475569", fontSize: "14px" }}>
        {business.name} · {business.phone}
        <br />
        You get these e-mails because you asked for repair updates when you left your device.
      </p>
    </>,
  );
  return {
    kind: "estimate-ready",
    subjectType: "ticket",
    subjectId: facts.ticketId,
    recipient: facts.email,
    subject,
    text,
    html,
  };
}

export interface EstimateAnsweredFacts {
  ticketId: number;
  number: string;
  version: number;
  decision: "approved" | "declined";
  totalCents: number;
  reason: string | null;
  adminUrl: string;
}

/**
 * The shop's alert (to its own addresses) when a customer approves or declines on the status
 * page: approved work can start, a decline wants a call back. Plain text; the reason is theirs.
 */
export function estimateAnsweredMessage(facts: EstimateAnsweredFacts): OutgoingMessage {
  const subject = `${facts.number}: estimate v${facts.version} ${facts.decision} by the customer`;
  const text = [
    `The customer ${facts.decision} estimate v${facts.version} (${formatUsd(facts.totalCents)}) of repair ${facts.number} on their status page.`,
    facts.decision === "approved" ? "The work can start." : "They may want a call about it.",
    ...(facts.reason ? ["", `Their reason: ${facts.reason}`] : []),
    "",
    `Open the ticket: ${facts.adminUrl}`,
  ].join("\n");
  const html = emailDocument(
    subject,
    <>
      <p>
        The customer <strong>{facts.decision}</strong> estimate v{facts.version} ({formatUsd(facts.totalCents)}) of repair{" "}
        <strong>{facts.number}</strong> on their status page.
      </p>
      <p>{facts.decision === "approved" ? "The work can start." : "They may want a call about it."}</p>
      {facts.reason && <p style={{ whiteSpace: "pre-line" }}>Their reason: {facts.reason}</p>}
      <p>
        <a href={facts.adminUrl}>Open the ticket</a>
      </p>
    </>,
  );
  return {
    kind: "estimate-answered",
    subjectType: "ticket",
    subjectId: facts.ticketId,
    recipient: null,
    subject,
    text,
    html,
  };
}
