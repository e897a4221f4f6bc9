import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import {
  isMoneyIntent,
  refuseTicketMoney,
  submitTicketMoney,
  type MoneyGateRefusal,
  type MoneyIntent,
  type TicketMoneyOutcome,
} from "~/features/money/index.server";
import { isPhotoIntent, submitTicketPhotos, type TicketPhotosOutcome } from "~/features/photos/index.server";
import type { StaffActor } from "~/lib/audit.server";
import { formatUsd } from "~/lib/money";
import type { Role } from "~/lib/roles";

import { TICKET_FIELDS, TicketFormSchema, TicketMoveSchema, type TicketField } from "./schema.server";
import { TICKET_STATUS_LABELS, isFinalStatus } from "./statuses";
import {
  PickupFormSchema,
  intakeValuesOf,
  parseIntakeForm,
  passcodeNotKept,
  pickupValuesOf,
  type IntakeErrors,
  type IntakeValues,
  type PickupInput,
  type PickupValues,
} from "./intake-schema.server";
import { listLeadTickets } from "./new-ticket.server";
import { isPasscodeIntent, submitTicketPasscode, type PasscodeOutcome } from "./passcode-forms.server";
import { ROLE_REFUSAL, canMoveTo, ticketPageCan, type TicketPageCan } from "./permissions";
import { parseTicketId } from "./tickets-admin.server";
import { createTicket, moveTicket, noteTicket, ticketStatusUrl, updateTicket } from "./tickets.server";

export type TicketFormValues = Record<TicketField, string>;

/** The signed-in user of a ticket form: named on what it writes, and whose role decides what it may do. */
export type TicketStaff = StaffActor & { name: string; role: Role };

export type TicketFormOutcome =
  | { ok: true; id: number; number: string }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409;
      formError?: string;
      fieldErrors: Partial<Record<TicketField, string>>;
      /** What was sent, so a refused form loses nothing typed. */
      values: TicketFormValues;
      /** The new-ticket form's intake part: its messages and what was sent (never the passcode). */
      intakeErrors?: IntakeErrors;
      intakeValues?: IntakeValues;
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
    intakeErrors: passcodeNotKept(form ?? new FormData()),
    intakeValues: intakeValuesOf(form ?? new FormData()),
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

/**
 * The create form: a walk-in, a ticket from the lead named by the form's `leadId`, or a check-in
 * of that lead's booking `bookingId` (which the ticket marks attended). A lead that already has a
 * ticket gets another only when the form's "make another ticket" box is ticked.
 */
export async function submitNewTicket(
  db: Kysely<Database>,
  form: FormData,
  now: Date,
  staff: TicketStaff,
): Promise<TicketFormOutcome> {
  const values = valuesOf(form);
  const intakeValues = intakeValuesOf(form);
  const parsed = parse(form);
  const intake = parseIntakeForm(form);
  if (!parsed.ok || !intake.ok) {
    const intakeErrors = intake.ok ? {} : intake.errors;
    return {
      ok: false,
      status: 400,
      ...(intakeErrors.termsVersion ? { formError: intakeErrors.termsVersion } : {}),
      fieldErrors: parsed.ok ? {} : parsed.fieldErrors,
      values,
      intakeErrors,
      intakeValues,
    };
  }
  const refuse = (status: 400 | 404 | 409, formError: string, intakeErrors: IntakeErrors = {}): TicketFormOutcome => ({
    ok: false,
    status,
    formError,
    fieldErrors: {},
    values,
    intakeErrors: { ...passcodeNotKept(form), ...intakeErrors },
    intakeValues,
  });
  const rawLead = text(form, "leadId");
  const leadId = rawLead ? parseTicketId(rawLead) : null;
  const rawBooking = text(form, "bookingId");
  const bookingId = rawBooking ? parseTicketId(rawBooking) : null;
  if ((rawLead && leadId === null) || (rawBooking && (bookingId === null || leadId === null))) {
    return refuse(400, "This form is out of date; reload the page and try again.");
  }
  if (leadId !== null && form.get("confirmAnother") !== "on") {
    const existing = await listLeadTickets(db, leadId);
    if (existing.length > 0) {
      return refuse(
        409,
        `This lead already has ticket ${existing.map((t) => t.number).join(", ")}. To make another one, tick “Yes, make another ticket” and create it again.`,
      );
    }
  }
  const created = await createTicket(db, parsed.input, {
    leadId,
    bookingId,
    now,
    intake: intake.input,
    by: staff,
    recordedBy: staff.name,
  });
  if (created.ok) return { ok: true, id: created.id, number: created.number };
  switch (created.reason) {
    case "lead-not-found":
      return refuse(404, "The lead this ticket was for no longer exists.");
    case "booking-not-found":
      return refuse(404, "The booking this check-in was for no longer exists.");
    case "booking-not-active":
      return refuse(
        409,
        "This booking was already checked in or cancelled, so no ticket was made. Check the day's bookings and the lead's tickets.",
      );
    case "terms-changed":
      // What the customer signed is no longer what the shop would keep: they read and sign again.
      intakeValues.intakeSignature = "";
      intakeValues.intakeSignedName = "";
      return refuse(
        409,
        "The intake terms were changed in the settings while this form was open, so no ticket was made. Show the customer the terms below and have them sign again.",
        { intakeSignature: "Sign again under the terms as they read now." },
      );
  }
}

/** The edit form of ticket `id`. */
export async function submitTicketEdit(
  db: Kysely<Database>,
  id: number,
  form: FormData,
  now: Date,
  staff: TicketStaff,
): Promise<TicketFormOutcome> {
  const values = valuesOf(form);
  const parsed = parse(form);
  if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors, values };
  const result = await updateTicket(db, id, parsed.input, now, staff);
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

export type TicketMoveField =
  "to" | "publicNote" | "privateNote" | "confirmFinal" | "releaseReason" | "pickupDevice" | "pickupSignature";

export type TicketMoveOutcome =
  | { ok: true; to: string; emailed: boolean; noted?: false }
  | { ok: true; noted: true; to?: undefined; emailed?: false }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409;
      formError?: string;
      fieldErrors: Partial<Record<TicketMoveField, string>>;
      values: Record<Exclude<TicketMoveField, "confirmFinal" | "pickupDevice" | "pickupSignature">, string>;
      /** Picked up: the checklist and signature as sent, shown again. */
      pickup?: PickupValues;
      /** A final status was chosen without its confirmation: the form asks for it. */
      confirm?: boolean;
      /** Picked up with money still due: the form asks for the reason to let it go. */
      askRelease?: boolean;
      /** The balance the reason is asked for; the form sends it back with the reason. */
      releaseBalanceCents?: number;
    };

/**
 * The status form of ticket `id`: a move, or a note that keeps the status. A final status (picked
 * up, returned unrepaired) is made only with its confirmation box ticked, so the form asks first,
 * with or without JavaScript. Every refusal names its field or says what changed. A move the
 * user's role does not allow (handing the machine back needs ticket.pickup, any other move
 * ticket.work) is refused with 403 before anything is read from the database; a note needs neither.
 */
export async function submitTicketMove(
  db: Kysely<Database>,
  id: number,
  form: FormData,
  now: Date,
  staff: TicketStaff,
): Promise<TicketMoveOutcome> {
  const values = {
    to: text(form, "to"),
    publicNote: text(form, "publicNote"),
    privateNote: text(form, "privateNote"),
    releaseReason: text(form, "releaseReason"),
  };
  const pickupValues = values.to === "picked_up" ? pickupValuesOf(form) : undefined;
  const refuse = (
    status: 400 | 403 | 404 | 409,
    fieldErrors: Partial<Record<TicketMoveField, string>>,
    formError?: string,
  ): Extract<TicketMoveOutcome, { ok: false }> => ({
    ok: false,
    status,
    fieldErrors,
    values,
    ...(pickupValues ? { pickup: pickupValues } : {}),
    ...(formError ? { formError } : {}),
  });
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const parsed = TicketMoveSchema.safeParse({
    intent: field("intent"),
    from: field("from"),
    to: field("to"),
    publicNote: field("publicNote"),
    privateNote: field("privateNote"),
    releaseReason: field("releaseReason"),
    confirmFinal: field("confirmFinal"),
  });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<TicketMoveField, string>> = {};
    let formError: string | undefined;
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if (name === "to" || name === "publicNote" || name === "privateNote" || name === "releaseReason")
        fieldErrors[name] ??= issue.message;
      else formError = "This form is out of date; reload the page and try again.";
    }
    return refuse(400, fieldErrors, formError);
  }
  const { intent, from, publicNote, privateNote, releaseReason, confirmFinal: confirmed } = parsed.data;
  if (intent === "note") {
    const noted = await noteTicket(db, { ticketId: id, publicNote, privateNote, actor: "admin", by: staff, now });
    if (noted.ok) return { ok: true, noted: true };
    if (noted.reason === "not-found") return refuse(404, {}, "This ticket no longer exists.");
    if (noted.reason === "erased")
      return refuse(409, {}, "This ticket's personal details were erased; notes can no longer be added.");
    return refuse(400, { privateNote: "Write a note to add, for the customer or private." });
  }
  const to = parsed.data.to!;
  if (!canMoveTo(ticketPageCan(staff.role), to)) return refuse(403, {}, ROLE_REFUSAL);
  if (isFinalStatus(to) && !confirmed) {
    const confirmFinal = `${TICKET_STATUS_LABELS[to]} is final: the ticket closes and its status no longer changes. Tick the box to confirm.`;
    return { ...refuse(400, { confirmFinal }), confirm: true };
  }
  let pickup: PickupInput | undefined;
  if (to === "picked_up") {
    const checked = PickupFormSchema.safeParse({
      pickupDevice: field("pickupDevice"),
      pickupAccessories: field("pickupAccessories"),
      pickupSignature: field("pickupSignature"),
      pickupSignedName: field("pickupSignedName"),
    });
    if (!checked.success) {
      const fieldErrors: Partial<Record<TicketMoveField, string>> = {};
      for (const issue of checked.error.issues) {
        const name = issue.path[0];
        if (name === "pickupDevice" || name === "pickupSignature") fieldErrors[name] ??= issue.message;
        else if (name === "pickupSignedName") fieldErrors.pickupSignature ??= issue.message;
      }
      // The owner did confirm: the form keeps that box ticked.
      return { ...refuse(400, fieldErrors), confirm: true };
    }
    pickup = {
      deviceReturned: true,
      accessoriesReturned: checked.data.pickupAccessories,
      signature: checked.data.pickupSignature,
      signedName: checked.data.pickupSignedName,
    };
  }
  const rawBalance = text(form, "releaseBalance");
  const releaseBalanceCents = /^-?\d{1,10}$/.test(rawBalance) ? Number(rawBalance) : null;
  const result = await moveTicket(db, {
    ticketId: id,
    from,
    to,
    publicNote,
    privateNote,
    releaseReason,
    releaseBalanceCents,
    pickup,
    actor: "admin",
    by: staff,
    now,
  });
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
    case "money":
      return moneyRefusal(result.money);
    case "pickup":
      return refuse(
        400,
        result.pickup === "device"
          ? { pickupDevice: "Tick “Device handed back” once the customer has it." }
          : { pickupSignature: "Have the customer sign in the box, or type their full name." },
      );
  }

  function moneyRefusal(money: MoneyGateRefusal): Extract<TicketMoveOutcome, { ok: false }> {
    switch (money.reason) {
      case "needs-approval":
        return refuse(409, {
          to: `Repair starts once the customer approves the current estimate. ${
            money.version === null
              ? "This ticket has no estimate given to the customer yet: write one and send it, or record their answer by phone."
              : money.status === "declined"
                ? `They declined estimate v${money.version}: make a new version, or record an approval given by phone.`
                : `Estimate v${money.version} is waiting for their answer on the status page, or record an approval given by phone.`
          }`,
        });
      case "estimate-pending":
        return refuse(409, {
          to: `Estimate v${money.version} is still waiting for the customer's answer. Record their approval (or decline) first, so the invoice bills what they agreed to.`,
        });
      case "balance-changed":
        return {
          ...refuse(409, {
            releaseReason: `The balance changed meanwhile (a payment or refund was recorded): it is now ${
              money.balanceCents > 0
                ? `${formatUsd(money.balanceCents)} due`
                : money.balanceCents < 0
                  ? `a credit of ${formatUsd(-money.balanceCents)}`
                  : "nothing"
            }. Check the payments, then give the reason again if the machine still goes.`,
          }),
          askRelease: true,
          releaseBalanceCents: money.balanceCents,
        };
      case "balance-due":
        return {
          ...refuse(409, {
            releaseReason:
              money.balanceCents > 0
                ? `${formatUsd(money.balanceCents)} is still due. Record the payment first, or write why the machine may go with a balance.`
                : `The customer has a credit of ${formatUsd(-money.balanceCents)}. Record the refund first, or write why it is not refunded.`,
          }),
          askRelease: true,
          releaseBalanceCents: money.balanceCents,
        };
    }
  }
}

/** What the ticket page's action answers: which of its forms was sent, and how it went. */
export type TicketPageResult =
  | { intent: "move"; outcome: TicketMoveOutcome }
  | { intent: "edit"; outcome: TicketFormOutcome }
  | { intent: "money"; outcome: TicketMoneyOutcome }
  | { intent: "passcode"; outcome: PasscodeOutcome }
  | { intent: "photos"; outcome: TicketPhotosOutcome };

/** Whether `can` allows a money form: estimates, payments and invoices, or a phone answer (either). */
function canMoney(can: TicketPageCan, intent: MoneyIntent): boolean {
  switch (intent) {
    case "saveEstimate":
    case "sendEstimate":
    case "discardDraft":
      return can.estimates;
    case "recordPayment":
    case "createInvoice":
      return can.payments;
    case "decideEstimate":
      return can.decide;
  }
}

/**
 * The ticket page's action: the status form, the edit form or one of the money forms (estimate,
 * phone answer, payment, invoice), told apart by their `intent`, as `staff`: what it writes names
 * them, and what their role does not allow is refused with 403 and nothing written.
 */
export async function submitTicketPage(
  db: Kysely<Database>,
  id: number,
  form: FormData,
  now: Date,
  staff: TicketStaff,
): Promise<TicketPageResult> {
  const intent = form.get("intent");
  if (intent === "edit") return { intent: "edit", outcome: await submitTicketEdit(db, id, form, now, staff) };
  if (isPasscodeIntent(intent))
    return { intent: "passcode", outcome: await submitTicketPasscode(db, id, intent, form, now, staff) };
  if (isPhotoIntent(intent)) return { intent: "photos", outcome: await submitTicketPhotos(db, id, intent, form, now, staff) };
  if (isMoneyIntent(intent)) {
    if (!canMoney(ticketPageCan(staff.role), intent))
      return { intent: "money", outcome: refuseTicketMoney(intent, form, 403, ROLE_REFUSAL) };
    return {
      intent: "money",
      outcome: await submitTicketMoney(db, id, intent, form, now, { statusUrl: ticketStatusUrl, by: staff }),
    };
  }
  return { intent: "move", outcome: await submitTicketMove(db, id, form, now, staff) };
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
      values: { to: "", publicNote: "", privateNote: "", releaseReason: "" },
    },
  };
}
