import type { BusinessInfo } from "~/content/business";
import { describeOpeningHours } from "~/content/hours";
import type { OutgoingMessage } from "~/features/outbox/index.server";
import { emailDocument } from "~/lib/email-html.server";

import { firstName } from "./format";
import { RepairFooter, balanceLine, repairFooterText } from "./messages.server";

/** What a "please collect" reminder says: the first name only, never a note or a passcode. */
export interface ReadyReminderFacts {
  ticketId: number;
  number: string;
  customerName: string;
  email: string;
  statusUrl: string;
  /** "Nov 23, 2026": the shop's day it became ready. */
  readySince: string;
  /** What is left to pay (0: nothing), or null when nothing was charged. */
  balanceCents: number | null;
  /** The shop's policy: days after "ready" before an uncollected device counts as abandoned; 0: none. */
  abandonedDays: number;
}

/** The reminder queued while a repaired device waits on the shelf; React escapes every text. */
export function readyReminderMessage(facts: ReadyReminderFacts, business: BusinessInfo): OutgoingMessage {
  const name = firstName(facts.customerName) || "there";
  const hours = describeOpeningHours(business.openingHours);
  const subject = `Your repair ${facts.number} is waiting for you`;
  const lead = `Your device has been ready for pickup since ${facts.readySince}. Come by during opening hours: ${hours}.`;
  const balance = balanceLine(facts.balanceCents);
  const policy =
    facts.abandonedDays > 0
      ? `Under the terms you signed, a device not collected ${facts.abandonedDays} days after it is ready may be treated as abandoned.`
      : null;
  const text = [
    `Hello ${name},`,
    "",
    lead,
    ...(balance ? [balance] : []),
    ...(policy ? ["", policy] : []),
    "",
    `Follow your repair: ${facts.statusUrl}`,
    "",
    ...repairFooterText(business, hours),
  ].join("\n");
  const html = emailDocument(
    subject,
    <>
      <p>Hello {name},</p>
      <p>{lead}</p>
      {balance && (
        <p>
          <strong>{balance}</strong>
        </p>
      )}
      {policy && <p>{policy}</p>}
      <p>
        <a href={facts.statusUrl}>Follow your repair</a>
      </p>
      <RepairFooter business={business} hours={hours} />
    </>,
  );
  return {
    kind: "ticket-ready-reminder",
    subjectType: "ticket",
    subjectId: facts.ticketId,
    recipient: facts.email,
    subject,
    text,
    html,
  };
}
