import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import { samePhoneCustomer } from "./attach.server";

type Db = Kysely<Database>;

/** Records of each kind a customer page lists; a customer with more is a shop's whole life. */
export const HISTORY_LIMIT = 200;

export type HistoryItem =
  | {
      kind: "lead";
      id: number;
      at: string;
      issue: string;
      stage: string;
      description: string;
      erased: boolean;
      followUps: number;
    }
  | { kind: "booking"; id: number; leadId: number; at: string; day: string; start: string; end: string; status: string }
  | { kind: "ticket"; id: number; at: string; number: string; status: string; device: string; model: string; erased: boolean };

export interface CustomerEvent {
  id: number;
  kind: string;
  note: string | null;
  at: string;
}

export interface CustomerDetail {
  customer: { id: number; name: string; email: string | null; phone: string | null; createdAt: string; erasedAt: string | null };
  /** Every e-mail address and phone number that finds this customer. */
  keys: Array<{ kind: "email" | "phone"; value: string }>;
  /** Leads, bookings and tickets, newest first. */
  history: HistoryItem[];
  /** Merges and splits, newest first. */
  events: CustomerEvent[];
  /** Another customer holding this one's phone (a visitor's phone never joins them): maybe one person to merge. */
  samePhoneCustomerId?: number | null;
}

/** A customer with their whole history, or null when there is no such customer. */
export async function loadCustomerDetail(db: Db, id: number): Promise<CustomerDetail | null> {
  const customer = await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
  if (!customer) return null;
  const [keys, leads, bookings, tickets, events] = await Promise.all([
    db
      .selectFrom("customer_keys")
      .select(["kind", "value"])
      .where("customer_id", "=", id)
      .orderBy("kind")
      .orderBy("value")
      .execute(),
    db
      .selectFrom("leads")
      .select((eb) => [
        "id",
        "issue",
        "stage",
        "description",
        "received_at",
        "erased_at",
        eb
          .selectFrom("lead_follow_ups")
          .select((f) => f.fn.countAll<string | number>().as("n"))
          .whereRef("lead_follow_ups.lead_id", "=", "leads.id")
          .as("follow_ups"),
      ])
      .where("customer_id", "=", id)
      .orderBy("received_at", "desc")
      .orderBy("id", "desc")
      .limit(HISTORY_LIMIT)
      .execute(),
    db
      .selectFrom("bookings")
      .select(["id", "lead_id", "day", "window_start", "window_end", "status", "created_at"])
      .where("customer_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(HISTORY_LIMIT)
      .execute(),
    db
      .selectFrom("tickets")
      .select(["id", "number", "status", "device_type", "device_model", "created_at", "erased_at"])
      .where("customer_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(HISTORY_LIMIT)
      .execute(),
    db
      .selectFrom("customer_events")
      .select(["id", "kind", "note", "at"])
      .where("customer_id", "=", id)
      .orderBy("id", "desc")
      .limit(HISTORY_LIMIT)
      .execute(),
  ]);
  const history: HistoryItem[] = [
    ...leads.map((l): HistoryItem => ({
      kind: "lead",
      id: Number(l.id),
      at: l.received_at,
      issue: l.issue,
      stage: l.stage,
      description: l.description,
      erased: l.erased_at !== null,
      followUps: Number(l.follow_ups ?? 0),
    })),
    ...bookings.map((b): HistoryItem => ({
      kind: "booking",
      id: Number(b.id),
      leadId: Number(b.lead_id),
      at: b.created_at,
      day: b.day,
      start: b.window_start,
      end: b.window_end,
      status: b.status,
    })),
    ...tickets.map((t): HistoryItem => ({
      kind: "ticket",
      id: Number(t.id),
      at: t.created_at,
      number: t.number,
      status: t.status,
      device: t.device_type,
      model: t.device_model,
      erased: t.erased_at !== null,
    })),
  ].sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
  return {
    customer: {
      id: Number(customer.id),
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      createdAt: customer.created_at,
      erasedAt: customer.erased_at,
    },
    keys: keys.map((k) => ({ kind: k.kind === "phone" ? "phone" : "email", value: k.value })),
    history,
    events: events.map((e) => ({ id: Number(e.id), kind: e.kind, note: e.note, at: e.at })),
    samePhoneCustomerId: customer.erased_at === null ? await samePhoneCustomer(db, id, customer.phone) : null,
  };
}
