import type { Kysely } from "kysely";

import { isSqlite } from "~/db/dialect";
import type { Database } from "~/db/types";
import { contactKeys, type ContactKey } from "~/lib/contact-keys";

type Db = Kysely<Database>;

/** The contact details a lead or ticket carries. */
export interface CustomerContact {
  name: string;
  email: string | null;
  phone: string | null;
}

/** Tries before giving up on a key another transaction keeps taking; one retry settles any race. */
const ATTEMPTS = 3;

/**
 * Locks the customer's row until the caller's transaction ends (PostgreSQL; SQLite runs one
 * write transaction at a time anyway), so two requests from one person decide one after the
 * other. False when there is no such customer, or it was erased meanwhile.
 */
export async function lockCustomer(trx: Db, customerId: number): Promise<boolean> {
  let query = trx.selectFrom("customers").select("id").where("id", "=", customerId).where("erased_at", "is", null);
  if (!isSqlite(trx)) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

async function ownersOf(trx: Db, keys: ContactKey[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await trx
    .selectFrom("customer_keys")
    .select(["kind", "value", "customer_id"])
    .where((eb) => eb.or(keys.map((k) => eb.and([eb("kind", "=", k.kind), eb("value", "=", k.value)]))))
    .execute();
  return new Map(rows.map((r) => [r.kind, Number(r.customer_id)]));
}

/** Claims a key for a customer; false when another customer holds it (the database decides). */
async function claimKey(trx: Db, key: ContactKey, customerId: number): Promise<boolean> {
  const result = await trx
    .insertInto("customer_keys")
    .values({ kind: key.kind, value: key.value, customer_id: customerId })
    .onConflict((oc) => oc.columns(["kind", "value"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Who vouches for the contact details: "staff" (a ticket the front desk typed, the person at the
 * counter) or "visitor" (a web request, which proves nothing about the phone it names).
 */
export type ContactSource = "staff" | "visitor";

/**
 * The customer a record with these contact details belongs to, inside the caller's transaction.
 * From staff: the one holding its e-mail address, else the one holding its phone, else a new one,
 * its other keys claimed where free. From a visitor: ONLY the customer holding its e-mail address
 * (the mailbox the shop answers to), and nothing new is claimed onto that customer; a phone held
 * by another customer never finds them (the lead and customer pages say "same phone as customer
 * N" so the owner can merge), so a visitor request makes a new customer that claims only its
 * free keys. Keys are claimed by insert-or-nothing on their unique index, never by a look made
 * beforehand, so of two parallel first requests from one person, one makes the customer and the
 * other finds it. The customer's row is then locked, so whatever the caller decides from that
 * customer's records (is there an open lead?) is decided one request at a time.
 */
export async function attachCustomer(
  trx: Db,
  contact: CustomerContact,
  now: Date,
  source: ContactSource = "staff",
): Promise<number> {
  const keys = contactKeys(contact);
  const at = now.toISOString();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const owners = await ownersOf(trx, keys);
    let customerId = source === "visitor" ? owners.get("email") : (owners.get("email") ?? owners.get("phone"));
    const created = customerId === undefined;
    if (customerId === undefined) {
      const row = await trx
        .insertInto("customers")
        .values({ name: contact.name, email: contact.email, phone: contact.phone, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      customerId = Number(row.id);
    }
    let lost = false;
    // A visitor's details are claimed only onto the customer they just made.
    if (created || source === "staff") {
      for (const key of keys) {
        if (owners.has(key.kind)) continue;
        const claimed = await claimKey(trx, key, customerId);
        // A new customer that lost its first key to a parallel request is that request's person: start again.
        if (!claimed && created && key === keys[0]) lost = true;
        if (lost) break;
      }
    }
    if (lost) {
      await trx.deleteFrom("customer_keys").where("customer_id", "=", customerId).execute();
      await trx.deleteFrom("customers").where("id", "=", customerId).execute();
      continue;
    }
    // Erased (by retention or a request) between finding its key and locking it: look again.
    if (!(await lockCustomer(trx, customerId))) continue;
    if (!created && source === "staff") await fillGaps(trx, customerId, contact, at);
    return customerId;
  }
  throw new Error("customer keys kept changing under this request");
}

/** The other customer holding this phone number (not `customerId`), if any: a possible duplicate. */
export async function samePhoneCustomer(db: Db, customerId: number, phone: string | null): Promise<number | null> {
  const key = contactKeys({ phone })[0];
  if (!key) return null;
  const row = await db
    .selectFrom("customer_keys")
    .select("customer_id")
    .where("kind", "=", "phone")
    .where("value", "=", key.value)
    .where("customer_id", "<>", customerId)
    .executeTakeFirst();
  return row ? Number(row.customer_id) : null;
}

/** A customer first seen without a phone (or e-mail) shows the one a later record gave. */
async function fillGaps(trx: Db, customerId: number, contact: CustomerContact, at: string): Promise<void> {
  if (contact.phone) {
    await trx
      .updateTable("customers")
      .set({ phone: contact.phone, updated_at: at })
      .where("id", "=", customerId)
      .where("phone", "is", null)
      .where("erased_at", "is", null)
      .execute();
  }
  if (contact.email) {
    await trx
      .updateTable("customers")
      .set({ email: contact.email, updated_at: at })
      .where("id", "=", customerId)
      .where("email", "is", null)
      .where("erased_at", "is", null)
      .execute();
  }
}

/**
 * The customer of a new ticket: the lead's customer when the ticket is made from a lead (the
 * owner may have split or merged it), its keys added where free; else found by its own details.
 */
export async function attachTicketCustomer(
  trx: Db,
  { leadId, ...contact }: CustomerContact & { leadId: number | null },
  now: Date,
): Promise<number> {
  if (leadId !== null) {
    const lead = await trx.selectFrom("leads").select("customer_id").where("id", "=", leadId).executeTakeFirst();
    const customerId = lead?.customer_id == null ? null : Number(lead.customer_id);
    if (customerId !== null && (await claimContact(trx, customerId, contact, now))) return customerId;
  }
  return attachCustomer(trx, contact, now);
}

/**
 * Staff typed these details for this customer (a ticket made from their lead, or a ticket's edit
 * form): the customer is locked, claims the e-mail and phone no other customer holds (so search
 * and the next request find them by the new details), and shows them where it had none. False
 * when the customer is gone or erased.
 */
export async function claimContact(trx: Db, customerId: number, contact: CustomerContact, now: Date): Promise<boolean> {
  if (!(await lockCustomer(trx, customerId))) return false;
  for (const key of contactKeys(contact)) await claimKey(trx, key, customerId);
  await fillGaps(trx, customerId, contact, now.toISOString());
  return true;
}
