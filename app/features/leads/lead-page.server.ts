import type { Kysely } from "kysely";
import { z } from "zod";

import type { Database } from "~/db/types";
import type { StaffActor } from "~/lib/audit.server";

import { LEAD_COLUMNS, toLead, type Lead } from "./leads.server";
import { moveLead, noteLead, type LeadActor } from "./pipeline.server";
import { LEAD_STAGES, LEAD_STAGE_LABELS, LOST_REASON_MAX, STAGE_NOTE_MAX, isLeadStage, type LeadStage } from "./stages";
import { leadTriageView, type LeadTriageView } from "./triage-summary.server";
import { samePhoneCustomer } from "~/features/customers/index.server";

export type BookingStatus = "active" | "cancelled" | "attended";

export interface LeadBooking {
  id: number;
  day: string;
  windowStart: string;
  windowEnd: string;
  status: BookingStatus;
  note: string | null;
  createdAt: string;
  cancelledAt: string | null;
}

export interface LeadEvent {
  id: number;
  /** A note alone: the stage did not change. */
  noteOnly: boolean;
  from: LeadStage | null;
  to: LeadStage;
  note: string | null;
  actor: LeadActor;
  /** The staff user who made it, by name; null for the visitor, the site, or a change from before staff accounts. */
  userName: string | null;
  at: string;
}

/** A repair ticket made from the lead. */
export interface LeadTicketLink {
  id: number;
  number: string;
  /** The ticket's status value (the tickets feature names it). */
  status: string;
  createdAt: string;
}

/** A second request its customer sent while the lead was open. */
export interface LeadFollowUp {
  id: number;
  source: "diagnosis" | "booking";
  issue: string;
  description: string;
  /** Who sent it, as typed (may differ from the lead's). */
  name: string;
  email: string;
  phone: string | null;
  receivedAt: string;
  /** What the diagnosis worked out from its description; null without one (or once erased). */
  triage?: LeadTriageView | null;
}

export interface LeadDetail {
  lead: Lead;
  /** Its customer (the person's every request and repair), when it has one. */
  customerId?: number | null;
  /** What the diagnosis worked out from the request, in words; null without one (or once erased). */
  triage?: LeadTriageView | null;
  /** Another customer holding this lead's phone: a visitor's phone never joins them, so the owner may merge. */
  samePhoneCustomerId?: number | null;
  /** Follow-up requests, oldest first. */
  followUps?: LeadFollowUp[];
  /** The tickets made from it, oldest first. */
  tickets: LeadTicketLink[];
  /** Newest first; the active one (at most one) is the lead's booking. */
  bookings: LeadBooking[];
  /** Oldest first. */
  events: LeadEvent[];
  now: string;
}

const asStatus = (s: string): BookingStatus => (s === "cancelled" || s === "attended" ? s : "active");
const asActor = (s: string): LeadActor => (s === "admin" || s === "visitor" ? s : "system");

/** A lead id from the URL: digits only, within the id column's range; anything else is no lead. */
export function parseLeadId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** A lead with its bookings and stage history, or null when there is no such lead. */
export async function loadLeadDetail(db: Kysely<Database>, id: number, now: Date): Promise<LeadDetail | null> {
  const row = await db.selectFrom("leads").select(LEAD_COLUMNS).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [bookings, events, tickets, followUps, extra] = await Promise.all([
    db
      .selectFrom("bookings")
      .select(["id", "day", "window_start", "window_end", "status", "note", "created_at", "cancelled_at"])
      .where("lead_id", "=", id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("lead_events")
      .leftJoin("staff_users", "staff_users.id", "lead_events.user_id")
      .select([
        "lead_events.id",
        "lead_events.from_stage",
        "lead_events.to_stage",
        "lead_events.note",
        "lead_events.actor",
        "lead_events.at",
        "staff_users.name as user_name",
      ])
      .where("lead_events.lead_id", "=", id)
      .orderBy("lead_events.id", "asc")
      .execute(),
    db
      .selectFrom("tickets")
      .select(["id", "number", "status", "created_at"])
      .where("lead_id", "=", id)
      .orderBy("id", "asc")
      .execute(),
    db
      .selectFrom("lead_follow_ups")
      .select(["id", "source", "issue", "description", "name", "email", "phone", "received_at", "triage"])
      .where("lead_id", "=", id)
      .orderBy("id", "asc")
      .execute(),
    db.selectFrom("leads").select(["customer_id", "triage"]).where("id", "=", id).executeTakeFirst(),
  ]);
  const customerId = extra?.customer_id == null ? null : Number(extra.customer_id);
  return {
    lead: toLead(row),
    customerId,
    triage: row.erased_at === null ? leadTriageView(extra?.triage) : null,
    samePhoneCustomerId:
      customerId === null || row.erased_at !== null ? null : await samePhoneCustomer(db, customerId, row.phone),
    followUps: followUps.map((f) => ({
      id: Number(f.id),
      source: f.source === "booking" ? "booking" : "diagnosis",
      issue: f.issue,
      description: f.description,
      name: f.name,
      email: f.email,
      phone: f.phone,
      receivedAt: f.received_at,
      triage: row.erased_at === null ? leadTriageView(f.triage) : null,
    })),
    tickets: tickets.map((t) => ({ id: Number(t.id), number: t.number, status: t.status, createdAt: t.created_at })),
    bookings: bookings.map((b) => ({
      id: Number(b.id),
      day: b.day,
      windowStart: b.window_start,
      windowEnd: b.window_end,
      status: asStatus(b.status),
      note: b.note,
      createdAt: b.created_at,
      cancelledAt: b.cancelled_at,
    })),
    events: events.map((e) => ({
      id: Number(e.id),
      noteOnly: e.from_stage !== null && e.from_stage === e.to_stage,
      from: isLeadStage(e.from_stage) ? e.from_stage : null,
      to: isLeadStage(e.to_stage) ? e.to_stage : "new",
      note: e.note,
      actor: asActor(e.actor),
      userName: e.user_name ?? null,
      at: e.at,
    })),
    now: now.toISOString(),
  };
}

/** The lead page's move form: "Move lead" (intent move) or "Add note", which keeps the stage. */
const CHOOSE_STAGE = "Choose the stage to move this lead to.";
const LeadMoveFormSchema = z
  .object({
    intent: z.enum(["move", "note"]).optional().default("move"),
    from: z.enum(LEAD_STAGES),
    to: z.enum(LEAD_STAGES, { error: CHOOSE_STAGE }).optional(),
    note: z
      .string()
      .max(STAGE_NOTE_MAX, `Keep the note to ${STAGE_NOTE_MAX.toLocaleString("en-US")} characters.`)
      .optional()
      .default(""),
    lostReason: z.string().max(LOST_REASON_MAX, `Keep the reason to ${LOST_REASON_MAX} characters.`).optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (v.intent === "move" && !v.to) ctx.addIssue({ code: "custom", path: ["to"], message: CHOOSE_STAGE });
    if (v.intent === "note" && !v.note.trim())
      ctx.addIssue({ code: "custom", path: ["note"], message: "Write the note to add." });
  });

export type LeadMoveField = "to" | "note" | "lostReason";

/** What the form sent back, so a refused move loses nothing the owner typed. */
export interface LeadMoveValues {
  to: string;
  note: string;
  lostReason: string;
}

export type LeadMoveOutcome =
  | { ok: true; from: LeadStage; to: LeadStage; noted?: false }
  | { ok: true; noted: true; from?: undefined; to?: undefined }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409;
      /** A problem with the whole form (the lead changed meanwhile, a tampered field). */
      formError?: string;
      fieldErrors: Partial<Record<LeadMoveField, string>>;
      values: LeadMoveValues;
    };

/** The answer to a move posted from another site's page. */
export function crossSiteMoveRefusal(): LeadMoveOutcome {
  return {
    ok: false,
    status: 403,
    formError: "Cross-site request refused.",
    fieldErrors: {},
    values: { to: "", note: "", lostReason: "" },
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Moves a lead as the signed-in user `by`, from the lead page's form; every refusal names its field. */
export async function submitLeadMove(
  db: Kysely<Database>,
  leadId: number,
  form: FormData,
  now: Date,
  by: StaffActor,
): Promise<LeadMoveOutcome> {
  const values: LeadMoveValues = { to: text(form, "to"), note: text(form, "note"), lostReason: text(form, "lostReason") };
  const refuse = (
    status: 400 | 404 | 409,
    fieldErrors: Partial<Record<LeadMoveField, string>>,
    formError?: string,
  ): LeadMoveOutcome => ({ ok: false, status, fieldErrors, values, ...(formError ? { formError } : {}) });

  const fields = Object.fromEntries([...form].filter(([, v]) => v !== ""));
  const parsed = LeadMoveFormSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<LeadMoveField, string>> = {};
    let formError: string | undefined;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "to" || field === "note" || field === "lostReason") fieldErrors[field] ??= issue.message;
      else formError = "This form is out of date; reload the page and try again.";
    }
    return refuse(400, fieldErrors, formError);
  }
  const { intent, from, note, lostReason } = parsed.data;
  if (intent === "note") {
    const noted = await noteLead(db, { leadId, note, actor: "admin", by, now });
    if (noted.ok) return { ok: true, noted: true };
    if (noted.reason === "not-found") return refuse(404, {}, "This lead no longer exists.");
    if (noted.reason === "erased") return refuse(409, {}, "This lead's details were erased; notes can no longer be added.");
    return refuse(400, { note: "Write the note to add." });
  }
  const to = parsed.data.to;
  if (!to) return refuse(400, { to: CHOOSE_STAGE });
  if (to === "lost" && !lostReason.trim()) return refuse(400, { lostReason: "Say why the lead was lost." });

  const result = await moveLead(db, { leadId, from, to, note, lostReason, actor: "admin", by, now });
  if (result.ok) return { ok: true, from: result.from, to: result.to };
  switch (result.reason) {
    case "not-found":
      return refuse(404, {}, "This lead no longer exists.");
    case "reason-required":
      return refuse(400, { lostReason: "Say why the lead was lost." });
    case "not-allowed":
      return refuse(400, { to: `A lead cannot move from ${LEAD_STAGE_LABELS[from]} to ${LEAD_STAGE_LABELS[to]}.` });
    case "changed":
      return refuse(
        409,
        {},
        `Someone else changed this lead meanwhile${result.from ? ` (it is now ${LEAD_STAGE_LABELS[result.from]})` : ""}. Nothing was saved: check its history and choose again.`,
      );
  }
}
