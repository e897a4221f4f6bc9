import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { zonedInstant } from "~/features/booking";
import { currentTimeZone } from "~/features/settings/index.server";
import type { StaffActor } from "~/lib/audit.server";
import { formatUsd } from "~/lib/money";

import { createInvoice, recordPayment } from "./billing.server";
import { decideEstimate, discardDraft, saveEstimate, sendEstimate, type EstimateLineInput } from "./estimates.server";
import { formatBalance } from "./format";
import { MONEY_LIMITS, PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS } from "./money";
import {
  DECISION_FIELDS,
  EstimateRowSchema,
  LINE_FIELDS,
  LINE_PRICE_MESSAGE,
  PAYMENT_FIELDS,
  PaymentFormSchema,
  PhoneDecisionSchema,
  fieldErrorsOf,
  lineFieldName,
  type EstimateRow,
} from "./schema";
import { findServices } from "./services.server";

/** The ticket page's money buttons, each its form's `intent`. */
export const MONEY_INTENTS = [
  "saveEstimate",
  "sendEstimate",
  "discardDraft",
  "decideEstimate",
  "recordPayment",
  "createInvoice",
] as const;
export type MoneyIntent = (typeof MONEY_INTENTS)[number];

export function isMoneyIntent(value: unknown): value is MoneyIntent {
  return typeof value === "string" && (MONEY_INTENTS as readonly string[]).includes(value);
}

/** Which of the page's money forms answered: the estimate's lines, the phone answer, a payment, the invoice. */
export type MoneyFormName = "estimate" | "decision" | "payment" | "invoice";

const FORM_OF: Record<MoneyIntent, MoneyFormName> = {
  saveEstimate: "estimate",
  sendEstimate: "estimate",
  discardDraft: "estimate",
  decideEstimate: "decision",
  recordPayment: "payment",
  createInvoice: "invoice",
};

/** The signed-in user of a money form: named on what it writes, by name where a record keeps one. */
export type MoneyStaff = StaffActor & { name: string };

export type TicketMoneyOutcome =
  | { ok: true; form: MoneyFormName; message: string }
  | {
      ok: false;
      form: MoneyFormName;
      status: 400 | 403 | 404 | 409;
      formError?: string;
      /** By the field's name in the form (`line-1-unit`, `amount`). */
      fieldErrors: Record<string, string>;
      /** What was sent, so a refused form loses nothing typed. */
      values: Record<string, string>;
    };

/** The most rows the estimate form draws: every line a version may hold and three empty ones. */
export const ESTIMATE_FORM_ROWS = MONEY_LIMITS.lines + 3;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const OUT_OF_DATE = "This form is out of date; reload the page and try again.";

type Refuse = (status: 400 | 404 | 409, formError?: string, fieldErrors?: Record<string, string>) => TicketMoneyOutcome;

/** What a money form sent, so a refusal keeps it. */
function moneyFormValues(intent: MoneyIntent, form: FormData): Record<string, string> {
  const name = FORM_OF[intent];
  const fields =
    name === "estimate"
      ? estimateFieldNames(form)
      : name === "decision"
        ? DECISION_FIELDS
        : name === "payment"
          ? PAYMENT_FIELDS
          : [];
  return Object.fromEntries(fields.map((f) => [f, textOf(form, f)]));
}

/** A money form refused before it was read (the user's role does not allow it), keeping what was typed. */
export function refuseTicketMoney(intent: MoneyIntent, form: FormData, status: 403, formError: string): TicketMoneyOutcome {
  return { ok: false, form: FORM_OF[intent], status, formError, fieldErrors: {}, values: moneyFormValues(intent, form) };
}

/**
 * The money forms of ticket `ticketId`'s page, told apart by `intent`: the estimate's lines (save,
 * send, discard the draft), the customer's answer given by phone, a payment or refund, and making
 * the invoice. Every refusal says why, on its field where it has one, and keeps what was typed.
 * `opts.by` is the signed-in user (whose role the ticket page has checked), named on what is written.
 */
export async function submitTicketMoney(
  db: Kysely<Database>,
  ticketId: number,
  intent: MoneyIntent,
  form: FormData,
  now: Date,
  opts: { statusUrl: (token: string) => string; timeZone?: string; by: MoneyStaff },
): Promise<TicketMoneyOutcome> {
  const name = FORM_OF[intent];
  const values = moneyFormValues(intent, form);
  const { by } = opts;
  const refuse: Refuse = (status, formError, fieldErrors = {}) => ({
    ok: false,
    form: name,
    status,
    fieldErrors,
    values,
    ...(formError ? { formError } : {}),
  });
  const done = (message: string): TicketMoneyOutcome => ({ ok: true, form: name, message });
  switch (intent) {
    case "saveEstimate":
    case "sendEstimate":
    case "discardDraft":
      return submitEstimate(db, ticketId, intent, form, now, by, opts.statusUrl, refuse, done);
    case "decideEstimate":
      return submitDecision(db, ticketId, form, now, by, opts.timeZone ?? currentTimeZone(), refuse, done);
    case "recordPayment":
      return submitPayment(db, ticketId, form, now, by, refuse, done);
    case "createInvoice": {
      const made = await createInvoice(db, { ticketId, now, by });
      if (made.ok) return done(made.created ? `Invoice ${made.number} made.` : `Invoice ${made.number} was already made.`);
      if (made.reason === "not-found") return refuse(404, "This ticket no longer exists.");
      if (made.reason === "erased") return refuse(409, "This ticket's personal details were erased; no invoice can be made.");
      return refuse(409, "The current estimate is not approved, so there is nothing to bill yet.");
    }
  }
}

/** The estimate form's line fields that were sent. */
function estimateFieldNames(form: FormData): string[] {
  const names: string[] = [];
  for (let i = 0; i < ESTIMATE_FORM_ROWS; i++) {
    for (const field of LINE_FIELDS) {
      const name = lineFieldName(i, field);
      if (form.has(name)) names.push(name);
    }
  }
  return names;
}

/** The estimate form's rows as lines, or the fields in error ("Line 2: …"); empty rows are skipped. */
async function readLines(
  db: Kysely<Database>,
  form: FormData,
): Promise<{ ok: true; lines: EstimateLineInput[] } | { ok: false; fieldErrors: Record<string, string> }> {
  const fieldErrors: Record<string, string> = {};
  const rows: Array<{ index: number; row: EstimateRow }> = [];
  for (let i = 0; i < ESTIMATE_FORM_ROWS; i++) {
    const raw = Object.fromEntries(LINE_FIELDS.map((f) => [f, textOf(form, lineFieldName(i, f))])) as Record<
      (typeof LINE_FIELDS)[number],
      string
    >;
    const empty =
      !raw.service.trim() &&
      !raw.description.trim() &&
      !raw.unit.trim() &&
      !raw.warranty.trim() &&
      (raw.quantity.trim() === "" || raw.quantity.trim() === "1");
    if (empty) continue;
    const parsed = EstimateRowSchema.safeParse(raw);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error.issues, LINE_FIELDS);
      for (const [field, message] of Object.entries(errors)) {
        fieldErrors[lineFieldName(i, field as (typeof LINE_FIELDS)[number])] = `Line ${i + 1}: ${message}`;
      }
      continue;
    }
    rows.push({ index: i, row: parsed.data });
  }
  const services = await findServices(
    db,
    rows.flatMap(({ row }) => (row.service === null ? [] : [row.service])),
  );
  const lines: EstimateLineInput[] = [];
  for (const { index, row } of rows) {
    const error = (field: (typeof LINE_FIELDS)[number], message: string) => {
      fieldErrors[lineFieldName(index, field)] = `Line ${index + 1}: ${message}`;
    };
    const service = row.service === null ? null : (services.get(row.service) ?? null);
    if (row.service !== null && !service) {
      error("service", "that service is no longer on the price list; choose another, or none.");
      continue;
    }
    if (!service) {
      if (!row.description) error("description", "write what the line is for, or pick a service.");
      if (row.unit === null) error("unit", LINE_PRICE_MESSAGE);
      if (!row.description || row.unit === null) continue;
    }
    // A service picked on a row left without description and price fills the whole line in; what
    // the owner typed on the row wins over the price list, except the tax: a line of a taxable
    // service is taxed (a part does not lose its sales tax because its real price was typed). To
    // sell one untaxed, write the line without the service.
    lines.push({
      serviceId: service?.id ?? null,
      description: row.description || service!.name,
      kind: service?.kind ?? row.kind ?? "labour",
      taxable: row.taxable || (service?.taxable ?? false),
      quantity: row.quantity,
      unitCents: row.unit ?? service!.priceCents,
      warrantyDays: row.warranty ?? service?.warrantyDays ?? 0,
    });
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, lines };
}

async function submitEstimate(
  db: Kysely<Database>,
  ticketId: number,
  intent: "saveEstimate" | "sendEstimate" | "discardDraft",
  form: FormData,
  now: Date,
  by: MoneyStaff,
  statusUrl: (token: string) => string,
  refuse: Refuse,
  done: (message: string) => TicketMoneyOutcome,
): Promise<TicketMoneyOutcome> {
  const rawBase = textOf(form, "baseVersion");
  if (!/^\d{1,9}$/.test(rawBase)) return refuse(400, OUT_OF_DATE);
  const baseVersion = Number(rawBase);
  const closed = (reason: "not-found" | "erased" | "closed" | "invoiced" | "changed" | "empty" | "too-large") => {
    switch (reason) {
      case "not-found":
        return refuse(404, "This ticket no longer exists.");
      case "erased":
        return refuse(409, "This ticket's personal details were erased; its estimate no longer changes.");
      case "closed":
        return refuse(409, "This ticket is closed; its estimate no longer changes.");
      case "invoiced":
        return refuse(409, "The invoice is made, so the estimate no longer changes.");
      case "changed":
        return refuse(
          409,
          "Someone changed this estimate meanwhile, and the page now shows the latest version. Nothing was saved: your lines are kept below, so check them and save again.",
        );
      case "empty":
        return refuse(400, "Write at least one line: pick a service, or write a description and a price.");
      case "too-large":
        return refuse(400, `An estimate can total at most ${formatUsd(MONEY_LIMITS.subtotalCents)} before tax.`);
    }
  };

  if (intent === "discardDraft") {
    const discarded = await discardDraft(db, { ticketId, version: baseVersion, by, now });
    return discarded.ok ? done(`Draft v${baseVersion} discarded.`) : closed(discarded.reason);
  }

  const read = await readLines(db, form);
  if (!read.ok) return refuse(400, "The estimate was not saved. Check the marked lines.", read.fieldErrors);
  if (read.lines.length > MONEY_LIMITS.lines) {
    return refuse(400, `An estimate holds at most ${MONEY_LIMITS.lines} lines.`);
  }
  const saved = await saveEstimate(db, { ticketId, baseVersion, lines: read.lines, now, by });
  if (!saved.ok) return closed(saved.reason);

  if (intent === "saveEstimate") {
    if (!saved.changed) return done(`Nothing changed: these are the lines of v${saved.version}.`);
    return done(
      saved.version === baseVersion
        ? `Draft v${saved.version} saved. The customer sees it once you send it.`
        : `Saved as v${saved.version}, a draft${baseVersion > 0 ? `; v${baseVersion} stays as the customer was given it` : ""}. The customer sees it once you send it.`,
    );
  }
  if (!saved.changed) {
    return refuse(
      409,
      `The customer already has these lines as v${saved.version}. To send a change, change a line and send again.`,
    );
  }
  const sent = await sendEstimate(db, { ticketId, version: saved.version, now, statusUrl, by });
  if (!sent.ok) return closed(sent.reason);
  return done(
    `Estimate v${sent.version} sent: it is on the customer's status page${
      sent.emailed ? " and their e-mail is on its way." : ". They get no e-mail updates, so tell them by phone."
    }`,
  );
}

async function submitDecision(
  db: Kysely<Database>,
  ticketId: number,
  form: FormData,
  now: Date,
  by: MoneyStaff,
  timeZone: string,
  refuse: Refuse,
  done: (message: string) => TicketMoneyOutcome,
): Promise<TicketMoneyOutcome> {
  const rawVersion = textOf(form, "version");
  if (!/^[1-9]\d{0,8}$/.test(rawVersion)) return refuse(400, OUT_OF_DATE);
  const version = Number(rawVersion);
  const parsed = PhoneDecisionSchema.safeParse(Object.fromEntries(DECISION_FIELDS.map((f) => [f, textOf(form, f)])));
  if (!parsed.success) {
    return refuse(
      400,
      "The answer was not recorded. Check the marked fields.",
      fieldErrorsOf(parsed.error.issues, DECISION_FIELDS),
    );
  }
  const { decision, name, note } = parsed.data;
  let at = now;
  if (parsed.data.at) {
    const [date, time] = parsed.data.at.split("T") as [string, string];
    at = zonedInstant(date, time.slice(0, 5), timeZone);
    // The field holds whole minutes: the minute now is not later than now.
    if (at.getTime() > now.getTime() + 60_000) {
      return refuse(400, "The answer was not recorded. Check the marked fields.", {
        at: "That time is later than now: write when they answered.",
      });
    }
    if (at > now) at = now;
  }
  const decided = await decideEstimate(db, {
    ticketId,
    version,
    decision,
    via: "phone",
    name,
    note: note || null,
    recordedBy: by.name,
    by,
    at,
    now,
  });
  const verb = decision === "approve" ? "approved" : "declined";
  if (decided.ok) {
    return done(
      decided.already
        ? `Estimate v${version} was already ${verb}; nothing changed.`
        : `Recorded: ${name} ${verb} estimate v${version} by phone.`,
    );
  }
  switch (decided.reason) {
    case "not-found":
      return refuse(404, "This ticket no longer exists.");
    case "erased":
      return refuse(409, "This ticket's personal details were erased; no answer can be recorded.");
    case "closed":
      return refuse(409, "This ticket is closed; its estimate no longer changes.");
    case "invoiced":
      return refuse(409, "The invoice is made, so the estimate no longer changes: it bills what was approved.");
    case "none":
      return refuse(409, "There is no estimate to answer yet: write one first.");
    case "changed":
      return refuse(
        409,
        `The estimate changed meanwhile, so v${version} is no longer the one to answer. Nothing was recorded: check the version shown now and record the answer again.`,
      );
    case "approved":
      return refuse(
        409,
        `Estimate v${version} is already approved, which is final. For a change, write a new version and send it.`,
      );
  }
}

async function submitPayment(
  db: Kysely<Database>,
  ticketId: number,
  form: FormData,
  now: Date,
  by: MoneyStaff,
  refuse: Refuse,
  done: (message: string) => TicketMoneyOutcome,
): Promise<TicketMoneyOutcome> {
  const parsed = PaymentFormSchema.safeParse(Object.fromEntries(PAYMENT_FIELDS.map((f) => [f, textOf(form, f)])));
  const notRecorded = "The payment was not recorded. Check the marked fields.";
  if (!parsed.success) return refuse(400, notRecorded, fieldErrorsOf(parsed.error.issues, PAYMENT_FIELDS));
  const p = parsed.data;
  const amountCents = p.amount!;
  const result = await recordPayment(db, {
    ticketId,
    kind: p.kind,
    method: p.method,
    amountCents,
    reference: p.reference || null,
    note: p.note || null,
    recordedBy: by.name,
    by,
    now,
  });
  if (result.ok) {
    const what = `${PAYMENT_KIND_LABELS[p.kind]} of ${formatUsd(amountCents)} (${PAYMENT_METHOD_LABELS[p.method].toLowerCase()})`;
    return done(`${what} recorded. Balance: ${formatBalance(result.balanceCents)}.`);
  }
  const balance = result.balanceCents ?? 0;
  switch (result.reason) {
    case "not-found":
      return refuse(404, "This ticket no longer exists.");
    case "erased":
      return refuse(409, "This ticket's personal details were erased; no payment can be recorded.");
    case "amount":
      return refuse(400, notRecorded, { amount: "Write the amount in dollars, such as 49 or 49.99." });
    case "reason-needed":
      return refuse(400, notRecorded, { note: "Write why the money is given back." });
    case "over-balance":
      return refuse(409, notRecorded, { amount: `This is more than the ${formatUsd(balance)} still due.` });
    case "nothing-due":
      return refuse(409, notRecorded, {
        amount:
          balance < 0
            ? `Nothing is due: the customer has a credit of ${formatUsd(-balance)}.`
            : "Nothing is due yet: a deposit or payment can be taken once the customer has approved an estimate, up to its total.",
      });
    case "over-paid":
      return refuse(409, notRecorded, {
        amount:
          (result.paidCents ?? 0) > 0
            ? `A refund can be at most the ${formatUsd(result.paidCents ?? 0)} paid so far.`
            : "Nothing has been paid on this ticket, so there is nothing to refund.",
      });
  }
}
