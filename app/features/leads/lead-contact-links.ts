/** The lead page's one-click contact links (the rules live in app/lib, shared with the ticket page). */
export { mailtoHref as leadMailtoHref, telHref as leadTelHref } from "~/lib/contact-links";
