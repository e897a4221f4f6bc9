/** What each dashboard panel receives from the server: plain data, safe in the browser. */
import type { LeadStage } from "~/features/leads";
import type { TicketStatus } from "~/features/tickets";

export interface FunnelWeek {
  /** The week's Monday, the shop's local date (YYYY-MM-DD). */
  start: string;
  counts: Record<LeadStage, number>;
  total: number;
}

export interface LeadsFunnel {
  /** Oldest first; the last is this week. Weeks with no requests are there with zeros. */
  weeks: FunnelWeek[];
  thisWeek: { requests: number; booked: number; ticketed: number };
}

export interface OpenTicket {
  id: number;
  number: string;
  status: TicketStatus;
  deviceModel: string;
  /** Whole days since it was received. */
  ageDays: number;
  /** Whole days in its present status. */
  daysInStatus: number;
}

export interface ShopFloor {
  /** Open tickets per status (received to ready for pickup), zeros included. */
  byStatus: Array<{ status: TicketStatus; count: number }>;
  open: number;
  /** Open tickets, longest in the shop first (at most OPEN_TICKETS_SHOWN). */
  tickets: OpenTicket[];
  waitingPartsDays: number;
  /** Waiting for parts longer than waitingPartsDays, longest wait first (at most OPEN_TICKETS_SHOWN). */
  overdue: OpenTicket[];
  /** How many wait for parts longer than waitingPartsDays, listed or not. */
  overdueCount: number;
}

export interface TurnaroundMonth {
  /** YYYY-MM, the shop's local month the machine became ready in. */
  month: string;
  repairs: number;
  /** Days from received to ready for pickup; null in a month with no repair. */
  medianDays: number | null;
  p90Days: number | null;
}

export interface Turnaround {
  /** Oldest first; the last is this month. */
  months: TurnaroundMonth[];
}

export interface WindowAhead {
  day: string;
  /** "Tuesday, November 24". */
  dayLabel: string;
  start: string;
  /** "9:00 AM to 12:00 PM". */
  label: string;
  capacity: number;
  booked: number;
}

export interface BookingsAhead {
  days: number;
  windows: WindowAhead[];
  booked: number;
  capacity: number;
}

export interface ClickDay {
  /** UTC date, YYYY-MM-DD: clicks are counted per UTC day. */
  day: string;
  clicks: number;
}

export interface TopProduct {
  id: number;
  name: string;
  /** False when the product row is gone (its clicks stay counted). */
  exists: boolean;
  /** The link opens a marketplace search, not the product's own page. */
  searchLink: boolean;
  total: number;
  /** Clicks per day, the same days as AffiliateClicks.days. */
  series: number[];
}

export interface AffiliateClicks {
  days: ClickDay[];
  total: number;
  top: TopProduct[];
}

export interface OutboxAlerts {
  queued: number;
  failedLastWeek: number;
  failedTotal: number;
}

export interface TodayDropOff {
  bookingId: number;
  leadId: number;
  name: string;
  issue: string;
  /** "9:00 AM to 12:00 PM". */
  windowLabel: string;
  /** Already checked in (the machine arrived). */
  checkedIn: boolean;
}

export interface WaitingLead {
  id: number;
  name: string;
  issue: string;
  receivedAt: string;
  /** Whole working hours (the shop's opening hours) it has waited. */
  workingHours: number;
}

export interface TodayTicket {
  id: number;
  number: string;
  deviceModel: string;
  customerName: string;
  status: TicketStatus;
  /** Whole days ready for pickup (the uncollected list). */
  daysReady: number;
  /** The promised date, YYYY-MM-DD (the promises list). */
  promisedOn: string | null;
}

/** What needs doing today, each list at most TODAY_SHOWN long with its full count. */
export interface Today {
  /** The shop's local date, YYYY-MM-DD. */
  date: string;
  dropOffs: TodayDropOff[];
  waitingLeads: TodayListOf<WaitingLead>;
  uncollected: TodayListOf<TodayTicket>;
  promised: TodayListOf<TodayTicket>;
  /** The thresholds in force (settings). */
  leadWaitingHours: number;
  readyDays: number;
}

export interface TodayListOf<T> {
  items: T[];
  count: number;
}

export interface MoneyWeek {
  /** The week's Monday, the shop's local date (YYYY-MM-DD). */
  start: string;
  /** Payments and deposits taken in the week. */
  takenCents: number;
  /** Refunds given in the week (a positive number). */
  refundedCents: number;
  /** Taken less refunded. */
  netCents: number;
}

export interface OutstandingInvoice {
  ticketId: number;
  ticketNumber: string;
  invoiceNumber: string;
  /** The customer's first name; null once the ticket's personal details were erased. */
  firstName: string | null;
  /** The invoice's total less payments and refunds: above zero. */
  balanceCents: number;
  /** The shop's local date of the invoice, YYYY-MM-DD. */
  invoicedOn: string;
}

export interface WaitingEstimate {
  ticketId: number;
  ticketNumber: string;
  version: number;
  totalCents: number;
  /** The shop's local date it was given to the customer, YYYY-MM-DD. */
  sentOn: string;
  /** Whole days since it was given. */
  waitingDays: number;
}

/** Money for the books: weeks taken, balances owed, estimates waiting for the customer. */
export interface Money {
  /** Oldest first; the last is this week. Weeks with nothing taken are there with zeros. */
  weeks: MoneyWeek[];
  /** Oldest invoice first. */
  outstanding: TodayListOf<OutstandingInvoice> & { totalCents: number };
  /** Longest waiting first. */
  waiting: TodayListOf<WaitingEstimate>;
}

export interface AbandonedMachine {
  ticketId: number;
  number: string;
  deviceModel: string;
  /** The customer's first name; null once the ticket's personal details were erased. */
  firstName: string | null;
  /** The shop's local date it was marked abandoned, YYYY-MM-DD. */
  abandonedOn: string;
}

/** Machines still ready for pickup, marked abandoned under the shop's policy; longest abandoned first. */
export type AbandonedMachines = TodayListOf<AbandonedMachine>;

export interface Dashboard {
  generatedAt: string;
  timeZone: string;
  today: Today;
  funnel: LeadsFunnel;
  shopFloor: ShopFloor;
  turnaround: Turnaround;
  bookingsAhead: BookingsAhead;
  clicks: AffiliateClicks;
  alerts: OutboxAlerts;
  /** Null for a role without the money capability: not read, not sent to the page. */
  money: Money | null;
  abandoned: AbandonedMachines;
}
