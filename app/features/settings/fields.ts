import type { OpeningHours, Weekday } from "~/content/hours";

export interface DropOffWindow {
  start: string;
  end: string;
}

export interface ClosedDate {
  /** The shop's local date, YYYY-MM-DD. */
  date: string;
  /** e.g. "Thanksgiving"; may be empty. */
  label: string;
}

/** The settings the owner edits, with what each is called and where it shows on the site. */
export interface SettingValues {
  "business.name": string;
  "business.shortName": string;
  "business.phone": string;
  "business.email": string;
  "business.streetAddress": string;
  "business.city": string;
  "business.region": string;
  "business.postalCode": string;
  "business.openingHours": OpeningHours;
  "business.yearsOfService": number;
  "business.foundedYear": number;
  "business.amazonAssociateTag": string;
  /** Drop-off windows per weekday; an empty list takes no drop-offs that day. */
  "booking.windows": Record<Weekday, DropOffWindow[]>;
  "booking.capacity": number;
  "booking.daysAhead": number;
  "booking.closedDates": ClosedDate[];
  "booking.paused": boolean;
  "booking.pauseMessage": string;
  /** Days a ticket may wait for parts before the dashboard lists it as overdue. */
  "tickets.waitingPartsDays": number;
  /** Days a ready machine may wait for its owner before today's list names it. */
  "tickets.readyDays": number;
  /** What the customer signs at intake; every change is a new version (the settings history). */
  "tickets.intakeTerms": string;
  /** Days after "ready" on which the customer is reminded by e-mail to collect; empty: no reminders. */
  "tickets.readyReminderDays": number[];
  /** Days after "ready" before an uncollected machine is flagged abandoned; 0: never. */
  "tickets.abandonedDays": number;
  /** Working hours (the opening hours) a new lead may wait for an answer before today's list names it. */
  "leads.waitingHours": number;
  /** The sales-tax rate on taxable estimate and invoice lines, as the owner writes it: "7" or "6.5" (percent). */
  "money.taxRate": string;
  /** What a customer agrees to when approving an estimate; printed on the invoice. */
  "money.terms": string;
}

export type SettingKey = keyof SettingValues;

export interface SettingField {
  key: SettingKey;
  label: string;
  /** Where the value shows, in the owner's words. */
  shows: string;
  input: "text" | "textarea" | "email" | "tel" | "number" | "hours" | "windows" | "dates" | "switch";
  autoComplete?: string;
  /** The environment variable that gives the default. */
  env?: string;
}

export const BUSINESS_FIELDS: readonly SettingField[] = [
  {
    key: "business.name",
    label: "Business name",
    shows: "Footer, page titles, search results (JSON-LD), e-mails",
    input: "text",
    autoComplete: "organization",
    env: "BUSINESS_NAME",
  },
  {
    key: "business.shortName",
    label: "Short name",
    shows: "The header beside the logo",
    input: "text",
    env: "BUSINESS_SHORT_NAME",
  },
  {
    key: "business.phone",
    label: "Phone",
    shows: "Footer (Show Number), About, Contact, repair status pages, JSON-LD",
    input: "tel",
    autoComplete: "tel",
    env: "BUSINESS_PHONE",
  },
  {
    key: "business.email",
    label: "E-mail",
    shows: "Footer, Contact, JSON-LD; the default for alert e-mails",
    input: "email",
    autoComplete: "email",
    env: "BUSINESS_EMAIL",
  },
  {
    key: "business.streetAddress",
    label: "Street",
    shows: "Footer, About, booking confirmation, repair receipt and status page, JSON-LD (left out when empty)",
    input: "text",
    autoComplete: "street-address",
    env: "BUSINESS_STREET",
  },
  {
    key: "business.city",
    label: "City",
    shows: "Footer, home page, Contact, JSON-LD",
    input: "text",
    autoComplete: "address-level2",
    env: "BUSINESS_CITY",
  },
  {
    key: "business.region",
    label: "State or region",
    shows: "Footer, home page, JSON-LD",
    input: "text",
    autoComplete: "address-level1",
    env: "BUSINESS_REGION",
  },
  {
    key: "business.postalCode",
    label: "Postal code",
    shows: "Footer, home page, JSON-LD",
    input: "text",
    autoComplete: "postal-code",
    env: "BUSINESS_POSTAL_CODE",
  },
  {
    key: "business.openingHours",
    label: "Opening hours",
    shows: "Home page, Contact, JSON-LD (openingHoursSpecification)",
    input: "hours",
    env: "BUSINESS_HOURS",
  },
  {
    key: "business.yearsOfService",
    label: "Years of service (footer claim)",
    shows: 'Footer and home page: "over N years"',
    input: "number",
  },
  {
    key: "business.foundedYear",
    label: "Year founded (About page claim)",
    shows: 'About page: "founded since YYYY"',
    input: "number",
  },
  {
    key: "business.amazonAssociateTag",
    label: "Amazon associate tag",
    shows: "Every affiliate link on product and motherboard pages",
    input: "text",
    env: "AMAZON_ASSOCIATE_TAG",
  },
];

export const BOOKING_FIELDS: readonly SettingField[] = [
  {
    key: "booking.windows",
    label: "Drop-off windows",
    shows: "The booking picker under a diagnosis result",
    input: "windows",
    env: "BOOKING_DAYS, BOOKING_WINDOWS",
  },
  {
    key: "booking.capacity",
    label: "Bookings per window",
    shows: "How many visitors may book each window",
    input: "number",
    env: "BOOKING_CAPACITY",
  },
  {
    key: "booking.daysAhead",
    label: "Days ahead",
    shows: "How many days the booking picker offers, today included",
    input: "number",
    env: "BOOKING_DAYS_AHEAD",
  },
  {
    key: "booking.closedDates",
    label: "Closed dates",
    shows: "Days the booking picker leaves out",
    input: "dates",
    env: "BOOKING_CLOSED_DATES",
  },
  {
    key: "booking.paused",
    label: "Pause online booking",
    shows: "The booking picker is replaced by the message below",
    input: "switch",
  },
  {
    key: "booking.pauseMessage",
    label: "Message while paused",
    shows: "In place of the booking picker while booking is paused",
    input: "text",
  },
];

export const TICKET_FIELDS: readonly SettingField[] = [
  {
    key: "tickets.waitingPartsDays",
    label: "Waiting for parts: flag after (days)",
    shows: "The admin dashboard lists tickets waiting for parts longer than this",
    input: "number",
  },
  {
    key: "tickets.readyDays",
    label: "Ready, not collected: flag after (days)",
    shows: "The admin dashboard’s list for today names machines ready for pickup longer than this",
    input: "number",
  },
  {
    key: "tickets.intakeTerms",
    label: "Intake terms",
    shows: "What the customer signs when leaving a device; printed on the receipt (each change is a new version)",
    input: "textarea",
  },
  {
    key: "tickets.readyReminderDays",
    label: "Remind to collect after (days, comma-separated)",
    shows: "E-mails to customers who agreed to updates, that many days after their machine was ready",
    input: "text",
  },
  {
    key: "tickets.abandonedDays",
    label: "Flag as abandoned after (days ready, 0 = never)",
    shows: "The ticket and the dashboard mark an uncollected machine abandoned after this",
    input: "number",
  },
];

export const LEAD_FIELDS: readonly SettingField[] = [
  {
    key: "leads.waitingHours",
    label: "New lead unanswered: flag after (working hours)",
    shows: "The admin dashboard’s list for today names new leads waiting longer than this, counted in the opening hours",
    input: "number",
  },
];

export const MONEY_FIELDS: readonly SettingField[] = [
  {
    key: "money.taxRate",
    label: "Sales tax rate (%)",
    shows: "Taxable lines of estimates and invoices (a version keeps the rate it was written with)",
    input: "text",
  },
  {
    key: "money.terms",
    label: "Repair terms",
    shows: "What the customer agrees to when approving an estimate, and the invoice's terms",
    input: "textarea",
  },
];

export const SETTING_FIELDS: readonly SettingField[] = [
  ...BUSINESS_FIELDS,
  ...BOOKING_FIELDS,
  ...TICKET_FIELDS,
  ...LEAD_FIELDS,
  ...MONEY_FIELDS,
];

export function settingField(key: string): SettingField | undefined {
  return SETTING_FIELDS.find((f) => f.key === key);
}
