import { Link } from "react-router";

import type { Route } from "./+types/privacy";
import { ProsePage } from "~/components/layout/prose-page";
import { formatLocation } from "~/content/business";
import { COMPANY_PAGES_UPDATED_ON, formatContentDate } from "~/content/public-pages";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { getConfig } from "~/lib/config.server";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { PUBLIC_PAGE_HEADERS } from "~/lib/page-cache.server";
import { buildMeta } from "~/lib/seo";

export const headers: Route.HeadersFunction = () => PUBLIC_PAGE_HEADERS;

/** What the retention job really does, so the page says it (TICKET_RETENTION_DAYS). */
export function loader() {
  return { ticketRetentionDays: getConfig().TICKET_RETENTION_DAYS };
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
  if (days % 365 === 0) return days === 365 ? "One year" : `${days / 365} years`;
  return `${days} days`;
}

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
          it at once. The site never sends an automatic e-mail to the address you typed.
        </li>
        <li>
          If you book a time to bring your computer in, the day, the time window and your optional note are stored with your
          request and sent to the shop the same way. The calendar file you can download is made for you only; we send no
          reminders.
        </li>
        <li>
          We use these details only to answer your request and to contact you about it. We keep a request for up to 24 months and
          then delete it, or sooner if you ask.
        </li>
      </ul>
      <h2>Repairs</h2>
      <p>
        When you leave a device with us, we record a repair ticket: your name, e-mail and/or phone, the device, its serial number
        if you give it, the problem and what you left with it. Its status page is reachable only through the private link we give
        you, shows your first name only and is never indexed by search engines. We e-mail you about status changes only if you
        agree to it when you drop the device off. {describeDays(loaderData.ticketRetentionDays)} after you pick the device up (or
        the repair is cancelled), your name, contact details, serial number, the problem description and our notes are erased; the
        ticket number, device type and dates stay for our own counts.
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
      <h2>Server logs</h2>
      <p>
        Like any web server, ours records which pages were requested, when, and how long they took. These logs do not contain your
        IP address, what you typed, or your contact details.
      </p>
      <h2>Your choices</h2>
      <p>
        To see, correct or delete a request you sent us, e-mail <a href={`mailto:${business.email}`}>{business.email}</a>. We will
        answer within 30 days.
      </p>
      <h2>Contact</h2>
      <p>
        {business.name}, {business.streetAddress ? `${business.streetAddress}, ` : ""}
        {formatLocation(business)}. E-mail: <a href={`mailto:${business.email}`}>{business.email}</a>.
      </p>
    </ProsePage>
  );
}
