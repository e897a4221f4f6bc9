import { Link } from "react-router";

import type { Route } from "./+types/privacy";
import { ProsePage } from "~/components/layout/prose-page";
import { formatLocation } from "~/content/business";
import { COMPANY_PAGES_UPDATED_ON, formatContentDate } from "~/content/public-pages";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { OUTBOX_KEEP_DAYS } from "~/features/privacy/index.server";
import { getConfig } from "~/lib/config.server";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
import { buildMeta } from "~/lib/seo";
import { STATIC_PAGE } from "~/lib/static-page";

export const headers: Route.HeadersFunction = () => PUBLIC_PAGE_HEADERS;

/** Plain HTML: no script is sent for this page (decision 016). */
export const handle = STATIC_PAGE;

/** What the retention job really does, from the same settings it reads, so the page cannot drift from it. */
export function loader() {
  const config = getConfig();
  return {
    leadRetentionMonths: config.LEAD_RETENTION_MONTHS,
    ticketRetentionDays: config.TICKET_RETENTION_DAYS,
    financialRecordsYears: config.FINANCIAL_RECORDS_YEARS,
    outboxKeepDays: OUTBOX_KEEP_DAYS,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { business, siteUrl } = rootDataFromMatches(matches);
  return buildMeta({
    title: `Privacy Policy | ${business.shortName}`,
    description:
      "What this website collects, why, where it is kept and how to have it removed. No accounts, no tracking cookies.",
    path: "/privacy",
    siteUrl,
    siteName: business.name,
    image: SOCIAL_IMAGES.about,
  });
};

function describeDays(days: number): string {
  if (days % 365 === 0) return days === 365 ? "one year" : `${days / 365} years`;
  return days === 1 ? "one day" : `${days} days`;
}

function describeMonths(months: number): string {
  if (months % 12 === 0) return months === 12 ? "12 months" : `${months} months (${months / 12} years)`;
  return months === 1 ? "one month" : `${months} months`;
}

function describeYears(years: number): string {
  return years === 1 ? "one year" : `${years} years`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { business } = useRootData();
  return (
    <ProsePage title="Privacy Policy" updated={formatContentDate(COMPANY_PAGES_UPDATED_ON)}>
      <p>
        This policy explains what {business.name} (&ldquo;we&rdquo;) collects through this website and what we do with it. The
        short version: we collect only what you type into the diagnosis form, we use it to help you, and we never sell it.
      </p>
      <h2>No accounts, no tracking cookies</h2>
      <p>
        The site has no user accounts and no sign-in for visitors. We do not use advertising or analytics trackers, and we do not
        set cookies on visitors&apos; browsers. Fonts, images and scripts are all served from this site itself.
      </p>
      <h2>The PC diagnosis</h2>
      <ul>
        <li>
          Before the guided diagnosis, the <Link to="/contact">registration form</Link> asks for your name, e-mail address and, if
          you like, a phone number. These are kept in your browser&apos;s session storage for this tab only and disappear when you
          close it.
        </li>
        <li>
          When you ask for solutions, the issue you picked, your description and your registration details are sent to our server
          and stored as a service request (a &ldquo;lead&rdquo;), so a technician can follow up with you.
        </li>
        <li>
          When a request arrives, the shop is sent an e-mail with these details (through our e-mail provider) so a technician sees
          it at once. The site never sends an automatic e-mail to the address you typed. Our copy of each e-mail is deleted{" "}
          {loaderData.outboxKeepDays} days after it was written, once it has been sent.
        </li>
        <li>
          If you book a time to bring your computer in, the day, the time window and your optional note are stored with your
          request and sent to the shop the same way. When the shop sends e-mail, we first e-mail you a link to confirm the time:
          until you confirm, nothing is booked, and an unconfirmed request is deleted within two days. Once booked, you get a
          confirmation with a calendar file and a reminder the day before. To stop one address from taking many times, we keep
          with each booking a coded fingerprint of the network it came from (not the address itself), erased with your request.
        </li>
        <li>
          We use these details only to answer your request and to contact you about it. We keep a request for up to{" "}
          <span data-testid="lead-retention">{describeMonths(loaderData.leadRetentionMonths)}</span> and then delete it, or sooner
          if you ask: after that time your name, e-mail address, phone number, description, booking note and our notes about it
          are erased automatically. What kind of problem it was, the dates and how far it got stay, without anything that names
          you, for our own counts.
        </li>
      </ul>
      <h2>Repairs</h2>
      <p>
        When you leave a device with us, we record a repair ticket: your name, e-mail and/or phone, the device, its serial number
        if you give it, the problem and what you left with it. Its status page is reachable only through the private link we give
        you, shows your first name only and is never indexed by search engines. We e-mail you about status changes only if you
        agree to it when you drop the device off. {capitalize(describeDays(loaderData.ticketRetentionDays))} after you pick the
        device up (or the repair is cancelled), your name, contact details, serial number, the problem description, our notes and
        the status link are erased; the ticket number, device type and dates stay for our own counts.
      </p>
      <p>
        At the counter we also note the device&apos;s condition (a cracked screen, signs of liquid, whether it powers on), may
        photograph it, ask whether your data should be backed up first, and ask you to sign our intake terms, on the screen or by
        typing your name; you sign again when you collect it. If you give us the device&apos;s passcode so we can test it, it is
        stored encrypted, shown to our staff only when they need it (each viewing is noted on the ticket), never put in an e-mail
        or an export, and deleted when you collect the device or take it back unrepaired. The photos, your signatures, the name
        you signed with and our note about the condition are erased with the ticket&apos;s other details, at the latest{" "}
        <span data-testid="intake-retention">{describeDays(loaderData.ticketRetentionDays)}</span> after you collect the device;
        the condition marks, your backup choice and the dates stay with the ticket. While a repaired device waits for you, and if
        you agreed to e-mails, we remind you to collect it.
      </p>
      <p>
        When we give you an estimate, we record your answer: the name you type to approve or decline it and, when you answer on
        the status page, your network address and browser, so the shop can show who agreed. Estimates, invoices and payments are
        financial records the shop must keep for its books: we keep them{" "}
        <span data-testid="financial-retention">{describeYears(loaderData.financialRecordsYears)}</span> after the invoice&apos;s
        date (a payment or estimate without an invoice: after the payment, or after the repair ended) and then delete them. When
        your ticket&apos;s details are erased, on request or after the time above, they lose your name, the details of your
        answer, check numbers and notes; the amounts, tax, dates and invoice numbers stay until the records are deleted.
      </p>
      <h2>The QR code generator</h2>
      <p>
        QR codes are made entirely in your browser. What you type into the <Link to="/qrcoder">QR Coder</Link> is never sent to us
        or anyone else. Codes you save go to your browser&apos;s local storage on your own device; &ldquo;Clear Info&rdquo; or
        deleting them removes them.
      </p>
      <h2>Product reviews and affiliate links</h2>
      <p>
        Our review and product pages link to Amazon. As an Amazon Associate we earn from qualifying purchases made after you
        follow one of those links, at no extra cost to you. Once you leave this site, Amazon&apos;s own privacy notice applies. We
        count how often each product link is followed, without recording who followed it.
      </p>
      <h2>Server logs and abuse limits</h2>
      <p>
        Like any web server, ours records which pages were requested, when, and how long they took. These logs do not contain your
        IP address, what you typed, or your contact details. To stop floods of requests, the site counts requests per network
        address for a minute at a time (sign-in attempts to our admin for 15 minutes); it keeps only a salted hash of the address,
        never the address, and drops the count when that time is over.
      </p>
      <h2>Our own sign-in</h2>
      <p>
        Only the shop&apos;s staff sign in, to the admin pages. Their session lasts 8 hours and is kept as a hashed token, then
        deleted; it holds nothing about visitors. The shop&apos;s audit log records each staff member&apos;s sign-ins and changes
        with the time and the address they came from, and is never edited or deleted. A failed sign-in to the admin is recorded
        there with a salted hash of its address, never the address, and never the e-mail typed.
      </p>
      <h2>Your choices</h2>
      <p>
        To get a copy of what we hold about you, to correct it or to have it erased, e-mail{" "}
        <a href={`mailto:${business.email}`}>{business.email}</a> from the address you used (or tell us the phone number). We find
        every request, booking, repair ticket and e-mail holding that address or number, send you a copy as a file (JSON or CSV)
        or erase your details from all of them, and answer within 30 days. We keep a record that an erasure happened: its date and
        how many records it changed, never who asked.
      </p>
      <h2>Contact</h2>
      <p>
        {business.name}, {business.streetAddress ? `${business.streetAddress}, ` : ""}
        {formatLocation(business)}. E-mail: <a href={`mailto:${business.email}`}>{business.email}</a>.
      </p>
    </ProsePage>
  );
}
