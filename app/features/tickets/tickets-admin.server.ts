import { sql, type Kysely } from "kysely";

import { readCounts } from "~/db/counts.server";
import type { Database } from "~/db/types";
import { listServices, loadTicketMoney, type Service, type TicketMoney } from "~/features/money/index.server";
import { loadTicketPhotos, type TicketPhotos } from "~/features/photos/index.server";

import { ticketIntakeOf, type TicketIntake } from "./intake.server";
import { isPasscodeMode, type PasscodeMode } from "./passcode-mode";
import { TICKET_STATUSES, isDeviceType, isTicketStatus, type DeviceType, type TicketStatus } from "./statuses";
import { ticketStatusUrl } from "./tickets.server";

type Db = Kysely<Database>;

export const TICKETS_PAGE_SIZE = 50;

export interface TicketSummary {
  id: number;
  number: string;
  status: TicketStatus;
  customerName: string;
  phone: string | null;
  deviceType: DeviceType;
  deviceModel: string;
  createdAt: string;
  closedAt: string | null;
  erased: boolean;
}

export interface TicketsPage {
  tickets: TicketSummary[];
  status: TicketStatus | null;
  q: string;
  counts: Record<TicketStatus | "all", number>;
  /** The id to pass as ?before= for the next page, or null on the last one. */
  nextBefore: number | null;
  /** The id to pass as ?after= for the page of newer tickets, or null on the newest page. */
  newerAfter: number | null;
  now: string;
}

const SUMMARY_COLUMNS = [
  "id",
  "number",
  "status",
  "customer_name",
  "phone",
  "device_type",
  "device_model",
  "created_at",
  "closed_at",
  "erased_at",
] as const;

type SummaryRow = Pick<
  Database["tickets"],
  "number" | "status" | "customer_name" | "phone" | "device_type" | "device_model" | "created_at" | "closed_at" | "erased_at"
> & { id: number };

function toSummary(r: SummaryRow): TicketSummary {
  return {
    id: Number(r.id),
    number: r.number,
    status: isTicketStatus(r.status) ? r.status : "received",
    customerName: r.customer_name,
    phone: r.phone,
    deviceType: isDeviceType(r.device_type) ? r.device_type : "other",
    deviceModel: r.device_model,
    createdAt: r.created_at,
    closedAt: r.closed_at,
    erased: r.erased_at !== null,
  };
}

/** `%` and `_` typed into the search box match themselves. */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The ticket list: a status filter, a search over number, customer name and phone (digits, however
 * written), newest first, a page at a time by id (keyset: `?before=` older, `?after=` newer), with
 * the count per status that createTicket and moveTicket keep (no count over every ticket).
 */
export async function loadTicketsPage(db: Db, params: URLSearchParams, now: Date): Promise<TicketsPage> {
  const rawStatus = params.get("status");
  const status = isTicketStatus(rawStatus) ? rawStatus : null;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const cursor = (name: string) => {
    const raw = params.get(name);
    return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  };
  const after = cursor("after");
  const before = after === null ? cursor("before") : null;

  let query = db.selectFrom("tickets").select(SUMMARY_COLUMNS);
  if (status) query = query.where("status", "=", status);
  if (before !== null) query = query.where("id", "<", before);
  if (after !== null) query = query.where("id", ">", after);
  if (q) {
    const pattern = `%${likeEscape(q.toLowerCase())}%`;
    const digits = q.replace(/\D/g, "");
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(number)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(customer_name)`, "like", sql`${pattern} escape '\\'`),
        ...(digits.length >= 3 ? [eb("phone_digits", "like", `%${digits}%`)] : []),
      ]),
    );
  }
  const [rows, stored] = await Promise.all([
    query
      .orderBy("id", after === null ? "desc" : "asc")
      .limit(TICKETS_PAGE_SIZE + 1)
      .execute(),
    readCounts(db, "ticket_status_counts"),
  ]);
  const counts = Object.fromEntries([...TICKET_STATUSES.map((s) => [s, 0]), ["all", 0]]) as TicketsPage["counts"];
  for (const [status, n] of stored) {
    if (isTicketStatus(status)) counts[status] += n;
    counts.all += n;
  }
  const more = rows.length > TICKETS_PAGE_SIZE;
  if (after !== null) {
    // Back at the top by "Newer": the newest page itself, with no cursor.
    if (!more) {
      const top = new URLSearchParams(params);
      top.delete("after");
      top.delete("before");
      return loadTicketsPage(db, top, now);
    }
    rows.splice(TICKETS_PAGE_SIZE);
    rows.reverse();
  }
  const page = rows.slice(0, TICKETS_PAGE_SIZE).map(toSummary);
  return {
    tickets: page,
    status,
    q,
    counts,
    nextBefore: (after !== null || more) && page.length > 0 ? page[page.length - 1]!.id : null,
    newerAfter: (after !== null || before !== null) && page.length > 0 ? page[0]!.id : null,
    now: now.toISOString(),
  };
}

export interface TicketEvent {
  id: number;
  /** A note alone: the status did not change. */
  note: boolean;
  from: TicketStatus | null;
  to: TicketStatus;
  publicNote: string | null;
  privateNote: string | null;
  /** "admin", "customer" or "system". */
  actor: string;
  /** The staff user who made it, by name; null for the customer, the site, or a change from before staff accounts. */
  userName: string | null;
  at: string;
}

export interface TicketDetail {
  id: number;
  number: string;
  leadId: number | null;
  status: TicketStatus;
  customerName: string;
  email: string | null;
  phone: string | null;
  deviceType: DeviceType;
  deviceModel: string;
  serial: string | null;
  problem: string;
  accessories: string | null;
  estimateCents: number | null;
  /** The day the shop promised it for (YYYY-MM-DD), or null. */
  promisedOn: string | null;
  emailConsentAt: string | null;
  /** The customer's status page; null once the ticket's personal fields were erased. */
  statusUrl: string | null;
  createdAt: string;
  statusChangedAt: string;
  closedAt: string | null;
  erasedAt: string | null;
  /** How the shop gets into the device, and whether a passcode is kept (never the passcode itself). */
  passcode: { mode: PasscodeMode | null; kept: boolean };
  /** When it was marked abandoned (not collected under the shop's policy), or null. */
  abandonedAt: string | null;
  /** The intake (condition, backup choice, terms signed) and the pickup; null for a ticket made without them. */
  intake: TicketIntake | null;
  /** Oldest first. */
  events: TicketEvent[];
  /** Its estimate versions, invoice, payments and balance. */
  money: TicketMoney;
  /** The price list's services still offered, for the estimate's lines. */
  services: Service[];
  /** Its condition photos and whether a link from the owner's phone is open. */
  photos: TicketPhotos;
  now: string;
}

/** A ticket id from the URL: digits only, within the id column's range. */
export function parseTicketId(raw: string | undefined | null): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export async function loadTicketDetail(db: Db, id: number, now: Date): Promise<TicketDetail | null> {
  const t = await db.selectFrom("tickets").selectAll().where("id", "=", id).executeTakeFirst();
  if (!t) return null;
  const [events, money, services, photos] = await Promise.all([
    db
      .selectFrom("ticket_events")
      .leftJoin("staff_users", "staff_users.id", "ticket_events.user_id")
      .select([
        "ticket_events.id",
        "ticket_events.from_status",
        "ticket_events.to_status",
        "ticket_events.public_note",
        "ticket_events.private_note",
        "ticket_events.actor",
        "ticket_events.at",
        "staff_users.name as user_name",
      ])
      .where("ticket_events.ticket_id", "=", id)
      .orderBy("ticket_events.id", "asc")
      .execute(),
    loadTicketMoney(db, id),
    listServices(db, { activeOnly: true }),
    loadTicketPhotos(db, id, now),
  ]);
  return {
    id: Number(t.id),
    number: t.number,
    leadId: t.lead_id === null ? null : Number(t.lead_id),
    status: isTicketStatus(t.status) ? t.status : "received",
    customerName: t.customer_name,
    email: t.email,
    phone: t.phone,
    deviceType: isDeviceType(t.device_type) ? t.device_type : "other",
    deviceModel: t.device_model,
    serial: t.serial,
    problem: t.problem,
    accessories: t.accessories,
    estimateCents: t.estimate_cents === null ? null : Number(t.estimate_cents),
    promisedOn: t.promised_on,
    emailConsentAt: t.email_consent_at,
    statusUrl: t.token ? ticketStatusUrl(t.token) : null,
    createdAt: t.created_at,
    statusChangedAt: t.status_changed_at,
    closedAt: t.closed_at,
    erasedAt: t.erased_at,
    passcode: { mode: isPasscodeMode(t.passcode_mode) ? t.passcode_mode : null, kept: t.passcode_enc !== null },
    abandonedAt: t.abandoned_at,
    intake: ticketIntakeOf(t),
    events: events.map((e) => ({
      id: Number(e.id),
      note: e.from_status !== null && e.from_status === e.to_status,
      from: isTicketStatus(e.from_status) ? e.from_status : null,
      to: isTicketStatus(e.to_status) ? e.to_status : "received",
      publicNote: e.public_note,
      privateNote: e.private_note,
      actor: e.actor,
      userName: e.user_name ?? null,
      at: e.at,
    })),
    money,
    services,
    photos,
    now: now.toISOString(),
  };
}
