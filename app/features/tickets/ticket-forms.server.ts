import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import { TICKET_FIELDS, TicketFormSchema, TicketMoveSchema, type TicketField } from "./schema.server";
import { TICKET_STATUS_LABELS } from "./statuses";
import { parseTicketId } from "./tickets-admin.server";
import { createTicket, moveTicket, updateTicket } from "./tickets.server";

export type TicketFormValues = Record<TicketField, string>;

export type TicketFormOutcome =
  | { ok: true; id: number; number: string }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409;
      formError?: string;
      fieldErrors: Partial<Record<TicketField, string>>;
      /** What was sent, so a refused form loses nothing typed. */
      values: TicketFormValues;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const valuesOf = (form: FormData): TicketFormValues =>
  Object.fromEntries(TICKET_FIELDS.map((f) => [f, text(form, f)])) as TicketFormValues;

export const CROSS_SITE_MESSAGE = "Cross-site request refused.";

export function crossSiteTicketRefusal(form?: FormData): TicketFormOutcome {
  return {
    ok: false,
    status: 403,
    formError: CROSS_SITE_MESSAGE,
    fieldErrors: {},
    values: valuesOf(form ?? new FormData()),
  };
}

function parse(form: FormData) {
  const parsed = TicketFormSchema.safeParse(Object.fromEntries(TICKET_FIELDS.map((f) => [f, form.get(f) ?? undefined])));
  if (parsed.success) return { ok: true as const, input: parsed.data };
  const fieldErrors: Partial<Record<TicketField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TicketField;
    if ((TICKET_FIELDS as readonly string[]).includes(field)) fieldErrors[field] ??= issue.message;
  }
  return { ok: false as const, fieldErrors };
}

/** The create form: a walk-in, or a ticket from the lead named by the form's `leadId`. */
export async function submitNewTicket(db: Kysely<Database>, form: FormData, now: Date): Promise<TicketFormOutcome> {
  const values = valuesOf(form);
  const parsed = parse(form);
  if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors, values };
  const rawLead = text(form, "leadId");
  const leadId = rawLead ? parseTicketId(rawLead) : null;
  if (rawLead && leadId === null) {
    return {
      ok: false,
      status: 400,
      formError: "This form is out of date; reload the page and try again.",
      fieldErrors: {},
      values,
    };
  }
  const created = await createTicket(db, parsed.input, { leadId, now });
  if (!created.ok) {
    return { ok: false, status: 404, formError: "The lead this ticket was for no longer exists.", fieldErrors: {}, values };
  }
  return { ok: true, id: created.id, number: created.number };
}

/** The edit form of ticket `id`. */
export async function submitTicketEdit(db: Kysely<Database>, id: number, form: FormData, now: Date): Promise<TicketFormOutcome> {
  const values = valuesOf(form);
  const parsed = parse(form);
  if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors, values };
  const result = await updateTicket(db, id, parsed.input, now);
  if (result.ok) return { ok: true, id, number: "" };
  if (result.reason === "not-found")
    return { ok: false, status: 404, formError: "This ticket no longer exists.", fieldErrors: {}, values };
  return {
    ok: false,
    status: 409,
    formError: "This ticket's personal details were erased under the retention rule; it can no longer be edited.",
    fieldErrors: {},
    values,
  };
}

export type TicketMoveField = "to" | "publicNote" | "privateNote";

export type TicketMoveOutcome =
  | { ok: true; to: string; emailed: boolean }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409;
      formError?: string;
      fieldErrors: Partial<Record<TicketMoveField, string>>;
      values: Record<TicketMoveField, string>;
    };

/** The status form of ticket `id`; every refusal names its field or says what changed. */
export async function submitTicketMove(db: Kysely<Database>, id: number, form: FormData, now: Date): Promise<TicketMoveOutcome> {
  const values = { to: text(form, "to"), publicNote: text(form, "publicNote"), privateNote: text(form, "privateNote") };
  const refuse = (
    status: 400 | 404 | 409,
    fieldErrors: Partial<Record<TicketMoveField, string>>,
    formError?: string,
  ): TicketMoveOutcome => ({ ok: false, status, fieldErrors, values, ...(formError ? { formError } : {}) });
  const parsed = TicketMoveSchema.safeParse({
    from: form.get("from") ?? undefined,
    to: form.get("to") ?? undefined,
    publicNote: form.get("publicNote") ?? undefined,
    privateNote: form.get("privateNote") ?? undefined,
  });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<TicketMoveField, string>> = {};
    let formError: string | undefined;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "to" || field === "publicNote" || field === "privateNote") fieldErrors[field] ??= issue.message;
      else formError = "This form is out of date; reload the page and try again.";
    }
    return refuse(400, fieldErrors, formError);
  }
  const { from, to, publicNote, privateNote } = parsed.data;
  const result = await moveTicket(db, { ticketId: id, from, to, publicNote, privateNote, actor: "admin", now });
  if (result.ok) return { ok: true, to: result.to, emailed: result.emailed };
  switch (result.reason) {
    case "not-found":
      return refuse(404, {}, "This ticket no longer exists.");
    case "erased":
      return refuse(409, {}, "This ticket's personal details were erased; its status can no longer change.");
    case "not-allowed":
      return refuse(400, { to: `A ticket cannot move from ${TICKET_STATUS_LABELS[from]} to ${TICKET_STATUS_LABELS[to]}.` });
    case "changed":
      return refuse(
        409,
        {},
        `Someone else changed this ticket meanwhile${result.from ? ` (it is now ${TICKET_STATUS_LABELS[result.from]})` : ""}. Nothing was saved: check its history and choose again.`,
      );
  }
}

/** What the ticket page's action answers: which of its two forms was sent, and how it went. */
export type TicketPageResult = { intent: "move"; outcome: TicketMoveOutcome } | { intent: "edit"; outcome: TicketFormOutcome };

/** The ticket page's action: the status form or the edit form, told apart by their `intent`. */
export async function submitTicketPage(db: Kysely<Database>, id: number, form: FormData, now: Date): Promise<TicketPageResult> {
  if (form.get("intent") === "edit") return { intent: "edit", outcome: await submitTicketEdit(db, id, form, now) };
  return { intent: "move", outcome: await submitTicketMove(db, id, form, now) };
}

/** The answer to either form posted from another site's page. */
export function crossSiteTicketPageRefusal(): TicketPageResult {
  return {
    intent: "move",
    outcome: {
      ok: false,
      status: 403,
      formError: CROSS_SITE_MESSAGE,
      fieldErrors: {},
      values: { to: "", publicNote: "", privateNote: "" },
    },
  };
}
