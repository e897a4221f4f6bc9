import type { Updateable } from "kysely";

import type { Database } from "~/db/types";

/**
 * THE list of where the site keeps personal data, and what each field becomes when it is erased.
 * The retention job and the privacy tool (find, export, erase) read only this, and
 * `personal-fields.server.test.ts` fails when a column of these tables is in neither list, so a
 * new field cannot be forgotten.
 *
 * Outbox rows hold copies of these fields in their bodies; they are deleted with the records
 * they are about (see erase.server.ts), never edited.
 */
export const PERSONAL_FIELDS = {
  // The owner's lost reason may name the person ("went to his cousin"), so it goes too.
  leads: {
    name: "",
    email: "",
    email_key: null,
    phone: null,
    phone_digits: null,
    description: "",
    booking_key_hash: null,
    lost_reason: null,
    // What the diagnosis read from the description (the answers, the likely causes) goes with it.
    triage: null,
  },
  lead_events: { note: null },
  // The sender is a keyed hash of the client's address group: erased with the person too.
  bookings: { note: null, sender: null },
  tickets: {
    customer_name: "",
    email: null,
    email_key: null,
    phone: null,
    phone_digits: null,
    serial: null,
    problem: "",
    accessories: null,
    email_consent_at: null,
    condition_note: null,
    passcode_enc: null,
    intake_signature: null,
    intake_signed_name: null,
    pickup_signature: null,
    pickup_signed_name: null,
  },
  ticket_events: { public_note: null, private_note: null },
  // Estimates and payments are kept for the books (amounts, dates, numbers, tax): only who
  // answered, from where, and the notes go. Invoices and estimate lines name no one.
  estimates: { decision_name: null, decision_address: null, decision_agent: null, decision_note: null },
  payments: { reference: null, note: null },
  customers: { name: "", email: null, phone: null },
  // A merge or split note names the people it moved.
  customer_events: { note: null },
  lead_follow_ups: { description: "", name: "", email: "", phone: null, booking_key_hash: null, triage: null },
  outbox: {
    recipient: null,
    recipient_key: null,
    subject: "",
    text_body: "",
    html_body: "",
    reply_to: null,
    attachments: null,
    attachment_names: null,
  },
} as const satisfies { [T in keyof Database]?: Updateable<Database[T]> };

/**
 * Rows that are personal as a whole and are deleted, never edited, when their customer is erased:
 * each is a normalised e-mail address or phone number and whose it is (its value is its key).
 */
export const PERSONAL_ROWS = {
  // A device's condition photos may show its owner, their desk or their screen.
  ticket_photos: ["id", "ticket_id", "mime", "bytes", "size", "width", "height", "created_at"],
  customer_keys: ["kind", "value", "customer_id"],
  // One active booking per e-mail and phone; deleted with the booking's person, or when it ends.
  booking_holds: ["kind", "value", "booking_id", "day"],
  // A drop-off asked for, not confirmed yet: deleted a day after it expires (at most two days), or on erasure.
  booking_requests: [
    "id",
    "token_hash",
    "email_key",
    "day",
    "window_start",
    "note",
    "issue",
    "description",
    "name",
    "email",
    "phone",
    "client_timestamp",
    "booking_key_hash",
    "sender",
    "created_at",
    "expires_at",
    "sends",
    "first_sent_at",
    "confirmed_ref",
  ],
} as const satisfies {
  [T in keyof Database]?: ReadonlyArray<keyof Database[T]>;
};

/**
 * A ticket's status link: erased with the rest once the ticket is closed; while the machine is
 * still in the shop an erasure on request keeps it, so the customer can still follow the repair
 * (the page then shows no name).
 */
export const TICKET_LINK_FIELDS = { token: null, token_hash: null } as const satisfies Updateable<Database["tickets"]>;

/**
 * The columns of those tables that hold nothing about a person: ids, dates, states, the kind of
 * issue or device, amounts. Listed so the completeness test can tell "not personal" from
 * "forgotten".
 */
export const NOT_PERSONAL_FIELDS: { [T in keyof typeof PERSONAL_FIELDS]: ReadonlyArray<keyof Database[T]> } = {
  leads: ["id", "issue", "client_timestamp", "received_at", "stage", "stage_changed_at", "erased_at", "customer_id"],
  lead_events: ["id", "lead_id", "from_stage", "to_stage", "actor", "at", "user_id"],
  bookings: [
    "id",
    "lead_id",
    "day",
    "window_start",
    "window_end",
    "status",
    "created_at",
    "cancelled_at",
    "reminded_at",
    "customer_id",
    "ref",
  ],
  tickets: [
    "id",
    "number",
    "lead_id",
    "customer_id",
    "status",
    "device_type",
    "device_model",
    "estimate_cents",
    "token",
    "token_hash",
    "created_at",
    "updated_at",
    "status_changed_at",
    "closed_at",
    "erased_at",
    "promised_on",
    "condition",
    "passcode_mode",
    "backup_first",
    "intake_terms",
    "intake_terms_version",
    "intake_signed_at",
    "intake_by",
    "pickup_checklist",
    "pickup_signed_at",
    "ready_reminders",
    "abandoned_at",
  ],
  // user_id names the staff user who made the change, never the customer.
  ticket_events: ["id", "ticket_id", "from_status", "to_status", "actor", "at", "user_id"],
  // recorded_by is the shop's own user (by name), never the customer; the terms are the shop's text.
  estimates: [
    "id",
    "ticket_id",
    "version",
    "status",
    "subtotal_cents",
    "taxable_cents",
    "tax_rate",
    "tax_cents",
    "total_cents",
    "terms",
    "created_at",
    "sent_at",
    "decided_at",
    "decided_via",
    "recorded_by",
  ],
  payments: ["id", "ticket_id", "kind", "method", "amount_cents", "recorded_by", "at"],
  customers: ["id", "created_at", "updated_at", "erased_at"],
  customer_events: ["id", "customer_id", "kind", "actor", "at", "user_id"],
  lead_follow_ups: ["id", "lead_id", "source", "issue", "received_at"],
  outbox: [
    "id",
    "kind",
    "subject_type",
    "subject_id",
    "status",
    "attempts",
    "next_attempt_at",
    "claimed_until",
    "last_error",
    "created_at",
    "sent_at",
  ],
};
