import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/types";
import { phoneDigitVariants } from "~/lib/phone";

import { countRecords, customerMatches, likeEscape } from "./customers-admin.server";
import { SEARCH_LIMIT, parseSearch, type SearchTerm } from "./schema";

type Db = Kysely<Database>;

export interface SearchGroup<T> {
  items: T[];
  /** More matched than are shown. */
  more: boolean;
}

export interface SearchResults {
  q: string;
  /** Why nothing was searched (an empty or unreadable query); null when it ran. */
  error: string | null;
  customers: SearchGroup<{
    id: number;
    name: string;
    email: string | null;
    phone: string | null;
    leads: number;
    tickets: number;
  }>;
  leads: SearchGroup<{ id: number; name: string; issue: string; stage: string; receivedAt: string }>;
  tickets: SearchGroup<{ id: number; number: string; name: string; status: string; model: string; createdAt: string }>;
}

const empty = <T>(): SearchGroup<T> => ({ items: [], more: false });
const group = <T>(rows: T[]): SearchGroup<T> => ({ items: rows.slice(0, SEARCH_LIMIT), more: rows.length > SEARCH_LIMIT });
const nameLike = (text: string) => sql`${`%${likeEscape(text.toLowerCase())}%`} escape '\\'`;

async function findLeads(db: Db, term: SearchTerm) {
  if (term.kind === "ticket") return [];
  let query = db.selectFrom("leads").select(["id", "name", "issue", "stage", "received_at"]);
  if (term.kind === "email") query = query.where("email_key", "=", term.email);
  if (term.kind === "phone") query = query.where("phone_digits", "in", phoneDigitVariants(term.digits));
  if (term.kind === "name") query = query.where(sql`lower(name)`, "like", nameLike(term.text));
  const rows = await query
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(SEARCH_LIMIT + 1)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, issue: r.issue, stage: r.stage, receivedAt: r.received_at }));
}

async function findTickets(db: Db, term: SearchTerm) {
  let query = db.selectFrom("tickets").select(["id", "number", "customer_name", "status", "device_model", "created_at"]);
  if (term.kind === "ticket") query = query.where("number", "like", `${likeEscape(term.number)}%`);
  if (term.kind === "email") query = query.where("email_key", "=", term.email);
  if (term.kind === "phone") query = query.where("phone_digits", "in", phoneDigitVariants(term.digits));
  if (term.kind === "name") query = query.where(sql`lower(customer_name)`, "like", nameLike(term.text));
  const rows = await query
    .orderBy("id", "desc")
    .limit(SEARCH_LIMIT + 1)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    number: r.number,
    name: r.customer_name,
    status: r.status,
    model: r.device_model,
    createdAt: r.created_at,
  }));
}

async function findCustomers(db: Db, term: SearchTerm) {
  const rows = await db
    .selectFrom("customers")
    .select(["id", "name", "email", "phone"])
    .where(customerMatches(term))
    .where("erased_at", "is", null)
    .orderBy("id", "desc")
    .limit(SEARCH_LIMIT + 1)
    .execute();
  const counts = await countRecords(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, email: r.email, phone: r.phone, ...counts.get(Number(r.id))! }));
}

/**
 * The admin's search: customers, leads and tickets by name, e-mail address, phone (any
 * punctuation, with or without the US 1) or ticket number, at most SEARCH_LIMIT of each kind,
 * newest first. An empty or unreadable query searches nothing and says what to type.
 */
export async function searchAll(db: Db, raw: string | null): Promise<SearchResults> {
  const parsed = parseSearch(raw?.slice(0, 300));
  if (!parsed.ok) return { q: parsed.q, error: parsed.error, customers: empty(), leads: empty(), tickets: empty() };
  const [customers, leads, tickets] = await Promise.all([
    findCustomers(db, parsed.term),
    findLeads(db, parsed.term),
    findTickets(db, parsed.term),
  ]);
  return { q: parsed.q, error: null, customers: group(customers), leads: group(leads), tickets: group(tickets) };
}
