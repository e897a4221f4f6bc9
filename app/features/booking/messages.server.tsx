import type { BusinessInfo } from "~/content/business";
import { formatAddress, telHref } from "~/content/business";
import type { OutgoingMessage } from "~/features/outbox/index.server";
import { isPlainAddress } from "~/lib/email-address";
import { EmailFacts, emailDocument } from "~/lib/email-html.server";

import { buildIcs, dropOffEvent } from "./ics";

/** The shop as the visitor's messages name it: from the saved settings, never the environment's defaults. */
export interface ShopFacts {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export function shopFacts(business: BusinessInfo): ShopFacts {
  return { name: business.name, address: formatAddress(business), phone: business.phone, email: business.email };
}

/** One drop-off as the visitor's messages tell it. */
export interface DropOffMessageFacts {
  bookingId: number;
  /** The booking's opaque reference: its calendar entry's UID. */
  ref: string;
  /** The visitor's name and address, as they gave them. */
  name: string;
  email: string;
  /** "Tuesday, November 24, 2026". */
  dayLabel: string;
  /** "9:00 AM to 12:00 PM". */
  windowLabel: string;
  startsAt: string;
  endsAt: string;
  /** YYYY-MM-DD, the file's name. */
  day: string;
  note: string | null;
}

/** A message to the visitor: a reply goes to the shop's saved address (when it is one plain address). */
function visitorMessage(shop: ShopFacts, message: Omit<OutgoingMessage, "replyTo">): OutgoingMessage {
  return { ...message, replyTo: isPlainAddress(shop.email) ? shop.email : null };
}

/** Whether the visitor left an address a message may go to (an erased lead has none). */
export const canWriteTo = (email: string) => isPlainAddress(email);

function body(intro: string, facts: DropOffMessageFacts, shop: ShopFacts, outro: string) {
  const rows: Array<[string, string]> = [
    ["When", `${facts.dayLabel}, ${facts.windowLabel}`],
    ["Where", `${shop.name}, ${shop.address}`],
    ["Phone", shop.phone],
    ...(facts.note ? ([["Your note", facts.note]] as Array<[string, string]>) : []),
  ];
  const text = `Hello ${facts.name},\n\n${intro}\n\n${rows.map(([l, v]) => `${l}: ${v}`).join("\n")}\n\n${outro}\n\n${shop.name}\n`;
  const html = (title: string) =>
    emailDocument(
      title,
      <>
        <p>Hello {facts.name},</p>
        <p>{intro}</p>
        <EmailFacts
          rows={rows.map(([label, value]) => [label, label === "Phone" ? <a href={telHref(value)}>{value}</a> : value])}
        />
        <p>{outro}</p>
        <p>{shop.name}</p>
      </>,
    );
  return { text, html };
}

/**
 * The visitor's confirmation: when and where, the shop's phone, and the drop-off as a calendar
 * file (the same entry the page offers). A reply goes to the shop's own address.
 */
export function bookingConfirmationMessage(
  facts: DropOffMessageFacts,
  shop: ShopFacts,
  host: string,
  now: Date,
): OutgoingMessage {
  const subject = `Your drop-off at ${shop.name}: ${facts.dayLabel}, ${facts.windowLabel}`;
  const { text, html } = body(
    `You are booked in to bring your computer to ${shop.name}.`,
    facts,
    shop,
    `The attached calendar file adds the drop-off to your calendar. To change or cancel it, call us at ${shop.phone} or reply to this e-mail.`,
  );
  const ics = buildIcs(dropOffEvent({ ...facts, shop }, host, now));
  return visitorMessage(shop, {
    kind: "booking-confirmation",
    subjectType: "booking",
    subjectId: facts.bookingId,
    recipient: facts.email,
    subject,
    text,
    html: html(subject),
    attachments: [{ filename: `drop-off-${facts.day}.ics`, contentType: "text/calendar; charset=utf-8", content: ics }],
  });
}

/** The visitor's reminder the day before the drop-off. */
export function bookingReminderMessage(facts: DropOffMessageFacts, shop: ShopFacts): OutgoingMessage {
  const subject = `Reminder: your drop-off at ${shop.name} tomorrow, ${facts.windowLabel}`;
  const { text, html } = body(
    `This is a reminder that you booked a time to bring your computer to ${shop.name} tomorrow.`,
    facts,
    shop,
    `Please bring the charger and anything else the repair needs. If you cannot come, call us at ${shop.phone} or reply to this e-mail.`,
  );
  return visitorMessage(shop, {
    kind: "booking-reminder",
    subjectType: "booking",
    subjectId: facts.bookingId,
    recipient: facts.email,
    subject,
    text,
    html: html(subject),
  });
}

/** What the e-mail that confirms a booking request says. */
export interface RequestMessageFacts {
  requestId: number;
  email: string;
  dayLabel: string;
  windowLabel: string;
  /** The confirmation page's address, with its token. */
  link: string;
  /** Until when the link books, in the shop's time ("Nov 26, 2026, 3:00 PM"). */
  expiresLabel: string;
}

/**
 * The visitor's "confirm your drop-off" e-mail: nothing is booked until they open the link and
 * confirm. Anyone can type any address, so it carries nothing they typed (no name, no note): only
 * the shop's own words, the time asked for and the link. At most SENDS_PER_DAY reach one address a day.
 */
export function bookingRequestMessage(facts: RequestMessageFacts, shop: ShopFacts): OutgoingMessage {
  const subject = `Confirm your drop-off at ${shop.name}: ${facts.dayLabel}`;
  const intro = `You (or someone using this address) asked on our website for a time to bring a computer to ${shop.name}. Nothing is booked until you confirm it.`;
  const rows: Array<[string, string]> = [
    ["When", `${facts.dayLabel}, ${facts.windowLabel}`],
    ["Where", `${shop.name}, ${shop.address}`],
  ];
  const outro = `Please confirm before ${facts.expiresLabel}. Trouble with the link? Call us at ${shop.phone}. If you did not ask for this, ignore this e-mail: nothing is booked.`;
  const text = `Hello,\n\n${intro}\n\nConfirm it here: ${facts.link}\n\n${rows.map(([l, v]) => `${l}: ${v}`).join("\n")}\n\n${outro}\n\n${shop.name}\n`;
  const html = emailDocument(
    subject,
    <>
      <p>Hello,</p>
      <p>{intro}</p>
      <p>
        <a
          href={facts.link}
          style={{
            display: "inline-block",
            padding: "12px 20px",
            background: "#1d4ed8",
            color: "#ffffff",
            borderRadius: "8px",
            fontWeight: "bold",
            textDecoration: "none",
          }}
        >
          Confirm my drop-off
        </a>
      </p>
      <EmailFacts rows={rows} />
      <p>{outro}</p>
      <p>{shop.name}</p>
    </>,
  );
  return visitorMessage(shop, {
    kind: "booking-request",
    subjectType: "booking-request",
    subjectId: facts.requestId,
    recipient: facts.email,
    subject,
    text,
    html,
  });
}

/** What the visitor is told when the shop cancels their drop-off. */
export interface CancelledMessageFacts {
  bookingId: number;
  name: string;
  email: string;
  dayLabel: string;
  windowLabel: string;
  /** Where a new time can be picked. */
  rebookUrl: string;
}

/** The visitor's "your drop-off is cancelled": when it was, and how to book again. */
export function bookingCancelledMessage(facts: CancelledMessageFacts, shop: ShopFacts): OutgoingMessage {
  const { rebookUrl } = facts;
  const subject = `Your drop-off at ${shop.name} on ${facts.dayLabel} is cancelled`;
  const intro = `Your drop-off at ${shop.name} on ${facts.dayLabel}, ${facts.windowLabel}, is cancelled; please do not come then. You can delete it from your calendar.`;
  const outro = `To book another time, call us at ${shop.phone} or pick one at ${rebookUrl}.`;
  const text = `Hello ${facts.name},\n\n${intro}\n\n${outro}\n\n${shop.name}\n`;
  const html = emailDocument(
    subject,
    <>
      <p>Hello {facts.name},</p>
      <p>{intro}</p>
      <p>
        To book another time, call us at <a href={telHref(shop.phone)}>{shop.phone}</a> or{" "}
        <a href={rebookUrl}>pick one on our website</a>.
      </p>
      <p>{shop.name}</p>
    </>,
  );
  return visitorMessage(shop, {
    kind: "booking-cancelled",
    subjectType: "booking",
    subjectId: facts.bookingId,
    recipient: facts.email,
    subject,
    text,
    html,
  });
}
