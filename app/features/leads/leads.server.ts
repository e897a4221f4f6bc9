import crypto from "node:crypto";

import type { Kysely, Selectable } from "kysely";

import { adjustCounts } from "~/db/counts.server";
import { isSqlite } from "~/db/dialect";
import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { attachCustomer } from "~/features/customers/index.server";
import { queueMessage } from "~/features/outbox/index.server";
import { getConfig } from "~/lib/config.server";
import { normalizeEmail } from "~/lib/contact-keys";
import { phoneDigits } from "~/lib/phone";

import { followUpAlertMessage, leadAlertMessage } from "./alerts.server";
import type { LeadTriage } from "./schema";
import { isLeadStage, type LeadStage } from "./stages";
import { serializeLeadTriage } from "./triage-summary.server";

/** What a visitor sends that becomes a lead (the diagnosis request, or a booking without one). */
export interface NewLead {
  issue: string;
  description: string;
  name: string;
  email: string;
  /** "" or null when not given. */
  phone: string | null;
  /** When the visitor registered, as their browser reported it (ISO). */
  clientTimestamp: string;
  /** What the diagnosis worked out from the description, kept on the row the request lands on. */
  triage?: LeadTriage | null;
}

/** sha256 (hex) of a booking key; only the hash is stored. */
export function hashBookingKey(key: string): string {
  return crypto.createHash("sha256").update(key).digest("hex");
}

/** A second request this many days after an open lead arrived is a follow-up on it. */
export const FOLLOW_UP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a request came from: the diagnosis, or a booking made without one. */
export type LeadSource = "diagnosis" | "booking";

export interface CreatedLead {
  /** The lead the request was stored on: never shown to the visitor (it may be an older lead). */
  id: number;
  bookingKey: string;
  /** True when the request was recorded as a follow-up on the customer's open lead `id`. */
  followUp: boolean;
}

/**
 * The customer's newest open lead (not done or lost, details kept) that arrived within
 * FOLLOW_UP_DAYS; with `unbooked`, only one without an active booking (a booking request never
 * joins a lead someone already booked: it makes its own lead, so nothing tells the visitor that
 * another booking exists). Locked (PostgreSQL) after the customer, the one order every writer takes.
 */
async function openLeadOf(trx: Kysely<Database>, customerId: number, now: Date, unbooked: boolean) {
  let query = trx
    .selectFrom("leads")
    .select(["id", "issue", "description", "name", "email", "phone", "received_at"])
    .where("customer_id", "=", customerId)
    .where("stage", "not in", ["done", "lost"])
    .where("erased_at", "is", null)
    .where("received_at", ">=", new Date(now.getTime() - FOLLOW_UP_DAYS * DAY_MS).toISOString())
    .$if(unbooked, (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("bookings")
              .select("bookings.id")
              .whereRef("bookings.lead_id", "=", "leads.id")
              .where("bookings.status", "=", "active"),
          ),
        ),
      ),
    )
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(1);
  if (!isSqlite(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Stores a visitor's request in one transaction (all or nothing), attached to their customer
 * (found by e-mail or phone, or new). When that customer has an open lead from the last
 * FOLLOW_UP_DAYS days, the request is a follow-up on it: a follow-up row with the new
 * description and ONE alert that says so. Otherwise it is a new lead with its first history row,
 * its place in the stage counts and the shop's alert. Either way the answer carries a fresh
 * booking key (128 random bits) for the visitor's browser, so a booking made from the result joins
 * this lead without the lead's id being enough; a follow-up's key is the follow-up's own (the
 * lead's key is left as it was) and books on the lead only while the lead has no active booking.
 */
export async function createLead(
  db: Kysely<Database>,
  lead: NewLead,
  now: Date,
  { actor = "visitor" as const, source = "diagnosis" }: { actor?: "visitor" | "admin"; source?: LeadSource } = {},
): Promise<CreatedLead> {
  const bookingKey = crypto.randomBytes(16).toString("base64url");
  const at = now.toISOString();
  const phone = lead.phone === "" ? null : lead.phone;
  const triage = serializeLeadTriage(lead.triage);
  const { id, followUp } = await inTransaction(db, async (trx) => {
    // Locks the customer, so of two parallel requests from one person the second sees the first's lead.
    // Only a visitor's own e-mail address joins an existing customer (see attachCustomer).
    const customerId = await attachCustomer(
      trx,
      { name: lead.name, email: lead.email, phone },
      now,
      actor === "visitor" ? "visitor" : "staff",
    );
    const open = await openLeadOf(trx, customerId, now, source === "booking");
    if (open) {
      const leadId = Number(open.id);
      // The follow-up keeps who sent it and its OWN booking key: the lead's key stays with whoever
      // had it, and this one books on the lead only while it has no active booking (bookSlot).
      await trx
        .insertInto("lead_follow_ups")
        .values({
          lead_id: leadId,
          source,
          issue: lead.issue,
          description: lead.description,
          name: lead.name,
          email: lead.email,
          phone,
          booking_key_hash: hashBookingKey(bookingKey),
          received_at: at,
          triage,
        })
        .execute();
      await queueMessage(
        trx,
        followUpAlertMessage(
          { ...open, id: leadId, receivedAt: open.received_at },
          { issue: lead.issue, description: lead.description, receivedAt: at, source, triage: lead.triage ?? null },
          getConfig().SITE_URL,
        ),
        now,
      );
      return { id: leadId, followUp: true };
    }
    const row = await trx
      .insertInto("leads")
      .values({
        issue: lead.issue,
        description: lead.description,
        name: lead.name,
        email: lead.email,
        email_key: normalizeEmail(lead.email),
        phone,
        phone_digits: phoneDigits(phone),
        client_timestamp: lead.clientTimestamp,
        received_at: at,
        stage: "new",
        stage_changed_at: at,
        booking_key_hash: hashBookingKey(bookingKey),
        customer_id: customerId,
        triage,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const leadId = Number(row.id);
    await adjustCounts(trx, "lead_stage_counts", { new: 1 });
    await trx
      .insertInto("lead_events")
      .values({ lead_id: leadId, from_stage: null, to_stage: "new", note: null, actor, at })
      .execute();
    await queueMessage(trx, leadAlertMessage({ id: leadId, ...lead, phone, receivedAt: at }, getConfig().SITE_URL), now);
    return { id: leadId, followUp: false };
  });
  return { id, bookingKey, followUp };
}

export interface Lead {
  id: number;
  issue: string;
  description: string;
  name: string;
  email: string;
  phone: string | null;
  clientTimestamp: string;
  receivedAt: string;
  stage: LeadStage;
  stageChangedAt: string | null;
  lostReason: string | null;
  /** When its personal details were erased (retention or a request); null while kept. */
  erasedAt: string | null;
}

export const LEADS_PAGE_SIZE = 50;

/** The columns a Lead is read from. */
export const LEAD_COLUMNS = [
  "id",
  "issue",
  "description",
  "name",
  "email",
  "phone",
  "client_timestamp",
  "received_at",
  "stage",
  "stage_changed_at",
  "lost_reason",
  "erased_at",
] as const;

type LeadRow = Pick<
  Selectable<Database["leads"]>,
  | "issue"
  | "description"
  | "name"
  | "email"
  | "phone"
  | "client_timestamp"
  | "received_at"
  | "stage_changed_at"
  | "lost_reason"
  | "erased_at"
> & { id: number; stage: string };

export function toLead(r: LeadRow): Lead {
  return {
    id: Number(r.id),
    issue: r.issue,
    description: r.description,
    name: r.name,
    email: r.email,
    phone: r.phone,
    clientTimestamp: r.client_timestamp,
    receivedAt: r.received_at,
    stage: isLeadStage(r.stage) ? r.stage : "new",
    stageChangedAt: r.stage_changed_at,
    lostReason: r.lost_reason,
    erasedAt: r.erased_at,
  };
}
