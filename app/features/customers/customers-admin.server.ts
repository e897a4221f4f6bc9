import { sql, type ExpressionBuilder, type Kysely } from "kysely";

import type { Database } from "~/db/types";
import { normalizeEmail, normalizePhone } from "~/lib/contact-keys";

import { parseSearch, type SearchTerm } from "./schema";

type Db = Kysely<Database>;

export const CUSTOMERS_PAGE_SIZE = 50;

/** `%` and `_` typed into a search match themselves. */
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A customer id from the URL or a form: digits only, within the id column's range. */
export function parseCustomerId(raw: string | undefined | null): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Customers matching a search term, as a filter on `customers`. */
export function customerMatches(term: SearchTerm) {
  return (eb: ExpressionBuilder<Database, "customers">) => {
    const byKey = (kind: "email" | "phone", value: string | null) =>
      eb(
        "customers.id",
        "in",
        eb
          .selectFrom("customer_keys")
          .select("customer_keys.customer_id")
          .where("customer_keys.kind", "=", kind)
          .where("customer_keys.value", "=", value ?? ""),
      );
    switch (term.kind) {
      case "email":
        return byKey("email", normalizeEmail(term.email));
      case "phone":
        return byKey("phone", normalizePhone(term.digits));
      case "ticket":
        return eb(
          "customers.id",
          "in",
          eb
            .selectFrom("tickets")
            .select("tickets.customer_id")
            .where("tickets.number", "like", `${likeEscape(term.number)}%`)
            .where("tickets.customer_id", "is not", null)
            .$narrowType<{ customer_id: number }>(),
        );
      case "name":
        return eb(sql`lower(customers.name)`, "like", sql`${`%${likeEscape(term.text.toLowerCase())}%`} escape '\\'`);
    }
  };
}

export interface CustomerListItem {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  erased: boolean;
  leads: number;
  tickets: number;
}

export interface CustomersPage {
  customers: CustomerListItem[];
  q: string;
  /** Said above the list: a search that could not be read, or a page link that was not ours. */
  notice: string | null;
  newer: number | null;
  older: number | null;
}

/** How many leads and tickets each of these customers has. */
export async function countRecords(db: Db, ids: number[]): Promise<Map<number, { leads: number; tickets: number }>> {
  const counts = new Map(ids.map((id) => [id, { leads: 0, tickets: 0 }]));
  if (ids.length === 0) return counts;
  const [leads, tickets] = await Promise.all([
    db
      .selectFrom("leads")
      .select(["customer_id", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("customer_id", "in", ids)
      .groupBy("customer_id")
      .execute(),
    db
      .selectFrom("tickets")
      .select(["customer_id", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("customer_id", "in", ids)
      .groupBy("customer_id")
      .execute(),
  ]);
  for (const r of leads) counts.get(Number(r.customer_id))!.leads = Number(r.n);
  for (const r of tickets) counts.get(Number(r.customer_id))!.tickets = Number(r.n);
  return counts;
}

/**
 * Customers newest first, 50 a page by keyset on the id (`?before=` older, `?after=` newer), an
 * optional search (`?q=`) by name, e-mail, phone or ticket number. A search or cursor that
 * cannot be read shows the newest customers with a notice.
 */
export async function loadCustomersPage(db: Db, params: URLSearchParams): Promise<CustomersPage> {
  const rawQ = (params.get("q") ?? "").slice(0, 300);
  const search = rawQ.trim() ? parseSearch(rawQ) : null;
  const cursor = (name: string) => (params.has(name) ? parseCustomerId(params.get(name)) : undefined);
  const before = cursor("before");
  const after = cursor("after");
  const badCursor = before === null || after === null || (before !== undefined && after !== undefined);
  const notice =
    search && !search.ok ? search.error : badCursor ? "That page link is not valid, so the newest customers are shown." : null;
  const term = search?.ok ? search.term : null;

  const read = async (way: { before?: number; after?: number }) => {
    let query = db.selectFrom("customers").select(["id", "name", "email", "phone", "created_at", "erased_at"]);
    if (term) query = query.where(customerMatches(term));
    if (way.before !== undefined) query = query.where("id", "<", way.before);
    if (way.after !== undefined) query = query.where("id", ">", way.after);
    const rows = await query
      .orderBy("id", way.after !== undefined ? "asc" : "desc")
      .limit(CUSTOMERS_PAGE_SIZE + 1)
      .execute();
    if (way.after !== undefined) rows.reverse();
    return rows;
  };

  let rows;
  let newer = false;
  let older = false;
  if (!badCursor && after !== undefined) {
    rows = await read({ after });
    if (rows.length <= CUSTOMERS_PAGE_SIZE) {
      rows = await read({});
      older = rows.length > CUSTOMERS_PAGE_SIZE;
      rows = rows.slice(0, CUSTOMERS_PAGE_SIZE);
    } else {
      rows = rows.slice(1);
      newer = true;
      older = true;
    }
  } else {
    const from = !badCursor && before !== undefined ? before : undefined;
    rows = await read({ before: from });
    newer = from !== undefined;
    older = rows.length > CUSTOMERS_PAGE_SIZE;
    rows = rows.slice(0, CUSTOMERS_PAGE_SIZE);
  }
  const counts = await countRecords(
    db,
    rows.map((r) => Number(r.id)),
  );
  return {
    customers: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      email: r.email,
      phone: r.phone,
      createdAt: r.created_at,
      erased: r.erased_at !== null,
      ...counts.get(Number(r.id))!,
    })),
    q: rawQ.trim(),
    notice,
    newer: newer && rows.length > 0 ? Number(rows[0]!.id) : null,
    older: older && rows.length > 0 ? Number(rows[rows.length - 1]!.id) : null,
  };
}
