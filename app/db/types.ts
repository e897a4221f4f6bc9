import type { ColumnType, Generated } from "kysely";

/**
 * Every table the app knows. Each feature adds its own table interface here
 * and the matching migration under ./migrations.
 */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: ColumnType<string, string | undefined, string>;
}

/**
 * The product catalog. Money is integer cents; features is a JSON array of
 * strings; sort_position orders a category and sets the review rank (0 first).
 */
export interface ProductsTable {
  id: Generated<number>;
  category: string;
  name: string;
  description: string;
  price_cents: number | null;
  image_src: string;
  affiliate_link: string;
  asin: string | null;
  /** Editorial rating 0-5 with one decimal; null when the site has not rated it. */
  rating: number | null;
  text_snippet: string;
  features: string;
  price_tier: string;
  model_number: string;
  sort_position: number;
  created_at: string;
  updated_at: string;
  /** The product's own review as JSON text; null while it shows its rank's canned text. */
  review: ColumnType<string | null, string | null | undefined, string | null>;
  /** An extra badge the owner sets ("Best for Students"); empty for none. */
  badge: ColumnType<string, string | undefined, string>;
  /** When the price was last saved or confirmed still right (ISO); null without a price. */
  price_checked_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AdminSessionsTable {
  id: string;
  created_at: string;
  expires_at: string;
  /** The signed-in staff user (null only for a session from before staff accounts, until ensureOwner). */
  user_id: number | null;
  /** full (signed in) or code (waiting for the second factor). */
  stage: ColumnType<string, string | undefined, string>;
  address: string | null;
  user_agent: string | null;
}

/** A person who signs in to the admin, with a role. Never deleted: deactivated instead. */
export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: string;
  password_hash: string | null;
  active: ColumnType<number, number | undefined, number>;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  updated_at: string;
}

/** A single-use invitation or password-reset link, stored as the hash of its token. */
export interface StaffTokensTable {
  id: string;
  user_id: number;
  kind: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** Append-only: the database refuses UPDATE and DELETE (and TRUNCATE on PostgreSQL). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  kind: string;
  subject: string | null;
  detail: string | null;
  address: string | null;
}

export interface AdminLoginFailuresTable {
  client_key: string;
  created_at: string;
  /** Set while the attempt's password is being checked; a successful sign-in deletes its row. */
  attempt_id: string | null;
}

/** Per-address request counts shared by several app servers (PostgreSQL). */
export interface RateLimitsTable {
  /** sha256 of a pepper, the limit's name and the client address. */
  key: string;
  /** Milliseconds since the epoch when this key's window ends (PostgreSQL reads bigint as text). */
  resets_at: ColumnType<string | number, number, number>;
  hits: number;
}

/** A diagnosis request kept for the owner to follow up. */
export interface LeadsTable {
  id: Generated<number>;
  issue: string;
  description: string;
  name: string;
  email: string;
  /** The e-mail address in one spelling (normalizeEmail), what searches compare; null once erased. */
  email_key: string | null;
  phone: string | null;
  /** When the visitor registered, as their browser reported it (ISO). */
  client_timestamp: string;
  /** When the server stored the request (ISO). */
  received_at: string;
  /** new, contacted, quoted, booked, done or lost; only moveLead changes it. */
  stage: ColumnType<string, string | undefined, string>;
  stage_changed_at: string | null;
  lost_reason: string | null;
  /** sha256 (hex) of the booking key the visitor's browser holds (it stays after a booking, so a second one from that browser is refused); null once erased. */
  booking_key_hash: string | null;
  /** The phone's digits only (finding one person's records); null without a phone. */
  phone_digits: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its personal details were erased (retention or a request); null while kept. */
  erased_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The customer it belongs to; null only once erased (or for a lead from before customers). */
  customer_id: number | null;
  /** JSON: what the diagnosis worked out (see LeadTriageSchema); null without one, and once erased. */
  triage: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * How many leads each stage holds, so the admin's counts never scan the leads. Written only where
 * a lead is created (createLead), changes stage (moveLead) or is deleted: any code that deletes
 * leads must go through one function that lowers these counts in the same transaction.
 */
export interface LeadStageCountsTable {
  stage: string;
  n: ColumnType<number | string, number, number>;
}

export interface TicketStatusCountsTable {
  status: string;
  n: ColumnType<number | string, number, number>;
}

/** One stage change of a lead (or, with the same from and to, a note alone): who, when, and the owner's note. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  /** null for the row that records a lead's first stage. */
  from_stage: string | null;
  to_stage: string;
  note: string | null;
  /** "admin", "visitor" or "system". */
  actor: string;
  at: string;
  /** The staff user who made the change; null for the visitor, the system or before staff accounts. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A drop-off window a visitor booked; at most one active per lead. */
export interface BookingsTable {
  id: Generated<number>;
  lead_id: number;
  /** The shop's local date, YYYY-MM-DD. */
  day: string;
  /** The window's local start and end, HH:MM. */
  window_start: string;
  window_end: string;
  /** active, cancelled or attended. */
  status: ColumnType<string, string | undefined, string>;
  note: string | null;
  created_at: string;
  cancelled_at: string | null;
  /** Its lead's customer (moves with the lead). */
  customer_id: number | null;
  /** When the day-before reminder pass handled it (a reminder queued, or no address to send to); null: not yet. */
  reminded_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Opaque and unique: the calendar entry's UID and the visitor's answer name this, never the id. */
  ref: ColumnType<string | null, string | null | undefined, string | null>;
  /** Keyed hash of the client address group that asked for it; null: made before this was kept, or by the shop. */
  sender: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A booking asked for but not yet confirmed from the visitor's e-mail: it holds no place. */
export interface BookingRequestsTable {
  id: Generated<number>;
  token_hash: string;
  email_key: string;
  day: string;
  window_start: string;
  note: string;
  issue: string;
  description: string;
  name: string;
  email: string;
  phone: string | null;
  client_timestamp: string;
  booking_key_hash: string | null;
  sender: string | null;
  created_at: string;
  expires_at: string;
  sends: ColumnType<number, number | undefined, number>;
  first_sent_at: string;
  /** The booking's reference once the link was used; null: not yet. */
  confirmed_ref: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One active booking per contact key (e-mail, phone): the primary key (kind, value) decides. */
export interface BookingHoldsTable {
  kind: string;
  value: string;
  booking_id: number;
  /** The booking's day: a hold of a day gone by (a no-show) no longer counts. */
  day: string;
}

/** One taken seat of a window; the primary key (day, window_start, seat) holds the capacity. */
export interface BookingSeatsTable {
  day: string;
  window_start: string;
  seat: number;
  booking_id: number;
}

/** A message to send, written in the same transaction as what it is about. */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  subject_type: string;
  subject_id: number;
  /** null: the shop's alert addresses at sending time. */
  recipient: string | null;
  /** The recipient in one spelling (normalizeEmail), what the privacy tool compares; null with no recipient. */
  recipient_key: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** queued, sending, sent, failed or not_configured. */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  /** While sending: when this server's claim lapses and another may take the message. */
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The address a reply goes to (the customer on a shop alert, the shop on a customer's message); null: none. */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON list of small attachments ({ filename, contentType, content }), e.g. a calendar file; null: none. */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  /** The attachments' file names joined by "/" (names never hold one), so a list need not read their text; null: none. */
  attachment_names: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The last ticket number handed out in a month (YYMM, the shop's local month). */
export interface TicketCountersTable {
  month: string;
  last_seq: number;
}

/** One repair: the machine, its owner, and where it is in the shop. */
export interface TicketsTable {
  id: Generated<number>;
  /** SC-YYMM-NNNN. */
  number: string;
  lead_id: number | null;
  /** The customer it belongs to (the lead's when made from one). */
  customer_id: number | null;
  /** received, diagnosing, waiting_parts, repairing, ready, picked_up, cancelled or returned; only moveTicket changes it. */
  status: string;
  /** Personal fields (erased by the retention job): customer_name, email, phone, serial, problem, accessories. */
  customer_name: string;
  email: string | null;
  /** The e-mail address in one spelling (normalizeEmail), what searches compare. */
  email_key: string | null;
  phone: string | null;
  /** The phone's digits only (search and lookup). */
  phone_digits: string | null;
  /** laptop, desktop, all_in_one, tablet, phone, printer or other. */
  device_type: string;
  device_model: string;
  serial: string | null;
  problem: string;
  accessories: string | null;
  estimate_cents: number | null;
  email_consent_at: string | null;
  /** The status link's token (base64url, 128 bits); null once erased. */
  token: string | null;
  /** sha256 (hex) of the token, what a status page request is looked up by. */
  token_hash: string | null;
  created_at: string;
  updated_at: string;
  status_changed_at: string;
  closed_at: string | null;
  erased_at: string | null;
  /** The day the shop promised the machine for, the shop's local YYYY-MM-DD; null: no promise. */
  promised_on: string | null;
  /** Intake: JSON {screen, case, keys, liquid, powers}; the note is personal. */
  condition: string | null;
  condition_note: string | null;
  /** given, not_needed or stay. */
  passcode_mode: string | null;
  /** AES-256-GCM (see features/tickets/passcode.server.ts); personal; null after pickup. */
  passcode_enc: string | null;
  backup_first: number | null;
  intake_terms: string | null;
  intake_terms_version: number | null;
  /** Personal: the drawn signature (SVG path data) and the typed name. */
  intake_signature: string | null;
  intake_signed_name: string | null;
  intake_signed_at: string | null;
  intake_by: string | null;
  pickup_checklist: string | null;
  pickup_signature: string | null;
  pickup_signed_name: string | null;
  pickup_signed_at: string | null;
  ready_reminders: number | null;
  abandoned_at: string | null;
}

/** One status change of a ticket (or, with the same from and to, a note alone); the public note is what the customer sees. */
export interface TicketEventsTable {
  id: Generated<number>;
  ticket_id: number;
  from_status: string | null;
  to_status: string;
  public_note: string | null;
  private_note: string | null;
  /** "admin" or "system". */
  actor: string;
  at: string;
  /** The staff user who made the change; null for the visitor, the system or before staff accounts. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One person: the contact details shown once, as first given (gaps filled by later records). */
export interface CustomersTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
  /** When its personal details were erased; null while kept. */
  erased_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A normalised e-mail address or phone number and whose it is; the primary key makes it one person's. */
export interface CustomerKeysTable {
  /** "email" or "phone". */
  kind: string;
  value: string;
  customer_id: number;
}

/** A merge or split of customers, with the owner's note. */
export interface CustomerEventsTable {
  id: Generated<number>;
  customer_id: number;
  /** "merged", "split-from" or "split-to". */
  kind: string;
  note: string | null;
  actor: string;
  at: string;
  /** The staff user who made the change; null for the visitor, the system or before staff accounts. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A second request from a lead's customer while the lead was open: recorded on the lead, not as a new one. */
export interface LeadFollowUpsTable {
  id: Generated<number>;
  lead_id: number;
  /** "diagnosis" or "booking". */
  source: string;
  issue: string;
  description: string;
  /** Who sent it, as typed (erased with the lead). */
  name: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  phone: string | null;
  /** sha256 of the follow-up's own booking key (see docs/customers.md); null once erased. */
  booking_key_hash: string | null;
  received_at: string;
  /** JSON: what the diagnosis worked out for this request (see LeadTriageSchema); null without one, and once erased. */
  triage: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MotherboardsTable {
  id: Generated<number>;
  model: string;
  name: string;
  price_cents: number;
  socket: string;
  chipset: string;
  memory_type: string;
  memory_max_speed: number;
  form_factor: string;
  m2_slots: number;
  image_src: string;
  /** JSON list of strings. */
  features: string;
  /** JSON list of strings. */
  compatibility: string;
  created_at: string;
  updated_at: string;
}

export interface PcComponentsTable {
  id: Generated<number>;
  name: string;
  kind: string;
  description: string;
  price_cents: number;
  image_src: string;
  affiliate_link: string | null;
  rating_tenths: number | null;
  text_snippet: string;
  price_tier: string;
  socket: string | null;
  /** JSON list of socket names, for coolers. */
  supported_sockets: string | null;
  memory_type: string | null;
  /** JSON list of board form factors, for cases. */
  supported_form_factors: string | null;
  storage_interface: string | null;
  created_at: string;
  updated_at: string;
}

export interface AffiliateClicksTable {
  kind: string;
  item_id: number;
  /** UTC calendar day, YYYY-MM-DD. */
  day: string;
  clicks: number;
}

/** One saved setting; a field without a row uses its environment default. */
export interface ShopSettingsTable {
  /** e.g. "business.phone". */
  field: string;
  /** JSON. */
  value: string;
  schema_version: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

/** A settings change: the old and new JSON values (null: the default). */
export interface ShopSettingsHistoryTable {
  id: Generated<number>;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changed_at: string;
  actor: string;
  /** The staff user who made the change; null for the visitor, the system or before staff accounts. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One erasure of personal details: when, why and how many records, never whose. */
export interface PrivacyErasuresTable {
  id: Generated<number>;
  at: string;
  /** "request" (a person asked) or "retention" (the daily job). */
  reason: string;
  leads: ColumnType<number, number | undefined, number>;
  bookings: ColumnType<number, number | undefined, number>;
  tickets: ColumnType<number, number | undefined, number>;
  messages: ColumnType<number, number | undefined, number>;
}

/** The shop's price list: a fixed price or a from-to range, labour or parts. */
export interface ServicesTable {
  id: Generated<number>;
  name: string;
  /** labour or parts */
  kind: string;
  price_cents: number;
  /** The high end of a range; null: a fixed price. */
  price_max_cents: number | null;
  /** 1 or 0 */
  taxable: number;
  turnaround_days: number | null;
  warranty_days: number;
  /** 0: no longer offered (old estimates keep their lines). */
  active: number;
  position: number;
  created_at: string;
  updated_at: string;
}

/** One version of a ticket's estimate; a version is changed only while it is a draft. */
export interface EstimatesTable {
  id: Generated<number>;
  ticket_id: number;
  version: number;
  /** draft, sent, approved or declined */
  status: string;
  subtotal_cents: number;
  taxable_cents: number;
  /** Thousandths of a percent: 7 % is 7000. */
  tax_rate: number;
  tax_cents: number;
  total_cents: number;
  terms: string | null;
  created_at: string;
  sent_at: string | null;
  decided_at: string | null;
  /** link or phone */
  decided_via: string | null;
  recorded_by: string | null;
  /** Personal fields (erased with the ticket): the decision's name, address, user agent and note. */
  decision_name: string | null;
  decision_address: string | null;
  decision_agent: string | null;
  decision_note: string | null;
}

export interface EstimateLinesTable {
  id: Generated<number>;
  estimate_id: number;
  position: number;
  service_id: number | null;
  description: string;
  kind: string;
  taxable: number;
  quantity: number;
  unit_cents: number;
  line_cents: number;
  warranty_days: number;
}

export interface InvoiceCountersTable {
  year: number;
  last_seq: number;
}

/** One per ticket: the approved estimate version it bills, with its totals fixed. */
export interface InvoicesTable {
  id: Generated<number>;
  /** INV-YYYY-NNNN, numbered per the shop's year. */
  number: string;
  ticket_id: number;
  estimate_id: number;
  subtotal_cents: number;
  tax_rate: number;
  tax_cents: number;
  total_cents: number;
  created_at: string;
}

/** Money taken or given back on a ticket; a refund is negative. */
export interface PaymentsTable {
  id: Generated<number>;
  ticket_id: number;
  /** deposit, payment or refund */
  kind: string;
  /** cash, card, check or other */
  method: string;
  amount_cents: number;
  /** Personal fields (erased with the ticket): the reference and the note. */
  reference: string | null;
  note: string | null;
  recorded_by: string;
  at: string;
}

/** A condition photo of a ticket's device; personal as a whole (deleted on erasure). */
export interface TicketPhotosTable {
  id: Generated<number>;
  ticket_id: number;
  mime: string;
  bytes: Buffer;
  size: number;
  width: number | null;
  height: number | null;
  created_at: string;
}

/** A short-lived link the owner's phone uploads a ticket's photos through; looked up by its hash. */
export interface PhotoLinksTable {
  id: Generated<number>;
  token_hash: string;
  ticket_id: number;
  created_at: string;
  expires_at: string;
  uploads: Generated<number>;
}

export interface Database {
  app_meta: AppMetaTable;
  products: ProductsTable;
  affiliate_clicks: AffiliateClicksTable;
  admin_sessions: AdminSessionsTable;
  admin_login_failures: AdminLoginFailuresTable;
  rate_limits: RateLimitsTable;
  leads: LeadsTable;
  lead_stage_counts: LeadStageCountsTable;
  ticket_status_counts: TicketStatusCountsTable;
  lead_events: LeadEventsTable;
  bookings: BookingsTable;
  booking_seats: BookingSeatsTable;
  booking_requests: BookingRequestsTable;
  booking_holds: BookingHoldsTable;
  outbox: OutboxTable;
  shop_settings: ShopSettingsTable;
  ticket_counters: TicketCountersTable;
  tickets: TicketsTable;
  ticket_events: TicketEventsTable;
  shop_settings_history: ShopSettingsHistoryTable;
  privacy_erasures: PrivacyErasuresTable;
  customers: CustomersTable;
  customer_keys: CustomerKeysTable;
  customer_events: CustomerEventsTable;
  lead_follow_ups: LeadFollowUpsTable;
  motherboards: MotherboardsTable;
  pc_components: PcComponentsTable;
  services: ServicesTable;
  estimates: EstimatesTable;
  estimate_lines: EstimateLinesTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  payments: PaymentsTable;
  ticket_photos: TicketPhotosTable;
  photo_links: PhotoLinksTable;
  staff_users: StaffUsersTable;
  staff_tokens: StaffTokensTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
}
