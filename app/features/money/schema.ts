/**
 * The owner's money forms: the price list, an estimate's lines, a payment and an answer given by
 * phone. Each takes the form's fields as strings ("" for a field left empty or missing).
 */
import { z } from "zod";

import { formatUsd } from "~/lib/money";

import { MONEY_LIMITS, PAYMENT_KINDS, PAYMENT_METHODS, SERVICE_KINDS, parseDollars } from "./money";

const PRICE_MESSAGE = "write the price in dollars, such as 49 or 49.99.";
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Dollars to cents, at most `max` cents; "" is `empty` (or the `missing` message when it is required). */
function dollars(opts: { message: string; max: number; missing?: string }) {
  return z.string().transform((raw, ctx): number | null => {
    const value = raw.trim();
    if (value === "") {
      if (opts.missing) {
        ctx.addIssue({ code: "custom", message: opts.missing });
        return z.NEVER;
      }
      return null;
    }
    const cents = parseDollars(value);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: opts.message });
      return z.NEVER;
    }
    if (cents > opts.max) {
      ctx.addIssue({ code: "custom", message: `An amount can be at most ${formatUsd(opts.max)}.` });
      return z.NEVER;
    }
    return cents;
  });
}

/** Whole days from 0 to `max`; "" is `empty`. */
function days(max: number, message: string, empty: number | null) {
  return z.string().transform((raw, ctx): number | null => {
    const value = raw.trim();
    if (value === "") return empty;
    if (!/^\d{1,4}$/.test(value) || Number(value) > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return Number(value);
  });
}

const checkbox = z.string().transform((v) => v === "on");

/** One service of the price list. A range's high end equal to its price is a fixed price. */
export const ServiceFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Write the service's name.")
      .max(MONEY_LIMITS.serviceName, `Keep the name to ${MONEY_LIMITS.serviceName} characters.`),
    price: dollars({
      message: capital(PRICE_MESSAGE),
      missing: "Write the price in dollars (the lowest price of a range).",
      max: MONEY_LIMITS.unitCents,
    }),
    priceMax: dollars({
      message: "Write the highest price in dollars, such as 129 or 129.99, or leave it empty for a fixed price.",
      max: MONEY_LIMITS.unitCents,
    }),
    kind: z.enum(SERVICE_KINDS, { error: "Choose labour or parts." }),
    taxable: checkbox,
    turnaroundDays: days(365, "Write the usual turnaround in whole days from 0 to 365, or leave it empty.", null),
    warrantyDays: days(MONEY_LIMITS.days, "Write the warranty in whole days from 0 to 3,650 (0: no warranty).", 0),
    active: checkbox,
  })
  .superRefine((v, ctx) => {
    if (v.price !== null && v.priceMax !== null && v.priceMax < v.price) {
      ctx.addIssue({
        code: "custom",
        path: ["priceMax"],
        message: `The highest price must be at least the price, ${formatUsd(v.price)}; leave it empty for a fixed price.`,
      });
    }
  })
  .transform((v) => ({ ...v, price: v.price!, priceMax: v.priceMax === v.price ? null : v.priceMax }));

export type ServiceInput = z.infer<typeof ServiceFormSchema>;
export const SERVICE_FIELDS = [
  "name",
  "price",
  "priceMax",
  "kind",
  "taxable",
  "turnaroundDays",
  "warrantyDays",
  "active",
] as const;
export type ServiceField = (typeof SERVICE_FIELDS)[number];

/** The fields of one row of the estimate form; a row's names are `line-<index>-<field>`. */
export const LINE_FIELDS = ["service", "description", "quantity", "unit", "taxable", "warranty", "kind"] as const;
export type LineField = (typeof LINE_FIELDS)[number];
export const lineFieldName = (index: number, field: LineField) => `line-${index}-${field}`;

/**
 * One row of the estimate form as typed; messages start lower-case, after "Line 2: ". A row's
 * missing description or price may still come from its service, so both may be empty here.
 */
export const EstimateRowSchema = z.object({
  service: z.string().transform((raw, ctx): number | null => {
    const value = raw.trim();
    if (value === "") return null;
    if (!/^[1-9]\d{0,8}$/.test(value)) {
      ctx.addIssue({ code: "custom", message: "choose a service from the list, or none." });
      return z.NEVER;
    }
    return Number(value);
  }),
  description: z
    .string()
    .trim()
    .max(MONEY_LIMITS.lineDescription, `keep the description to ${MONEY_LIMITS.lineDescription} characters.`),
  quantity: z.string().transform((raw, ctx) => {
    const value = raw.trim();
    if (value === "") return 1;
    if (!/^\d{1,3}$/.test(value) || Number(value) < 1) {
      ctx.addIssue({ code: "custom", message: `write the quantity as a whole number from 1 to ${MONEY_LIMITS.quantity}.` });
      return z.NEVER;
    }
    return Number(value);
  }),
  unit: z.string().transform((raw, ctx): number | null => {
    const value = raw.trim();
    if (value === "") return null;
    const cents = parseDollars(value);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: PRICE_MESSAGE });
      return z.NEVER;
    }
    if (cents > MONEY_LIMITS.unitCents) {
      ctx.addIssue({ code: "custom", message: `a price can be at most ${formatUsd(MONEY_LIMITS.unitCents)}.` });
      return z.NEVER;
    }
    return cents;
  }),
  taxable: checkbox,
  warranty: days(MONEY_LIMITS.days, "write the warranty in whole days from 0 to 3,650, or leave it empty.", null),
  kind: z
    .string()
    .transform((v) => ((SERVICE_KINDS as readonly string[]).includes(v) ? (v as (typeof SERVICE_KINDS)[number]) : null)),
});

export type EstimateRow = z.infer<typeof EstimateRowSchema>;

/** The line-level message shown when a row has no price. */
export const LINE_PRICE_MESSAGE = PRICE_MESSAGE;

/** A payment taken or a refund given. A refund needs its reason. */
export const PaymentFormSchema = z
  .object({
    kind: z.enum(PAYMENT_KINDS, { error: "Choose deposit, payment or refund." }),
    method: z.enum(PAYMENT_METHODS, { error: "Choose how the money was paid: cash, card, check or other." }),
    amount: dollars({
      message: "Write the amount in dollars, such as 49 or 49.99.",
      missing: "Write the amount in dollars, such as 49 or 49.99.",
      max: MONEY_LIMITS.subtotalCents,
    }).refine((cents) => cents === null || cents > 0, "The amount must be more than $0.00."),
    reference: z.string().trim().max(MONEY_LIMITS.reference, `Keep the reference to ${MONEY_LIMITS.reference} characters.`),
    note: z.string().trim().max(MONEY_LIMITS.note, `Keep the note to ${MONEY_LIMITS.note} characters.`),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "refund" && !v.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: "Write why the money is given back." });
  });

export const PAYMENT_FIELDS = ["kind", "method", "amount", "reference", "note"] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

/** "" or a date and time as a datetime-local field sends it (YYYY-MM-DDTHH:MM), a real one. */
function isWallClock(value: string): boolean {
  if (value === "") return true;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return false;
  const minute = value.slice(0, 16);
  const parsed = new Date(`${minute}:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(minute);
}

/** The customer's answer told to the shop by phone: who, when (the shop's wall clock), a note. */
export const PhoneDecisionSchema = z.object({
  decision: z.enum(["approve", "decline"], { error: "Choose whether they approved or declined." }),
  name: z
    .string()
    .trim()
    .min(1, "Write who gave the answer.")
    .max(MONEY_LIMITS.name, `Keep the name to ${MONEY_LIMITS.name} characters.`),
  at: z.string().trim().refine(isWallClock, "Write when they answered as a date and time, such as 2026-11-26 14:30."),
  note: z.string().trim().max(MONEY_LIMITS.note, `Keep the note to ${MONEY_LIMITS.note} characters.`),
});

export const DECISION_FIELDS = ["decision", "name", "at", "note"] as const;
export type DecisionField = (typeof DECISION_FIELDS)[number];

/** The first message of each of `fields` among a zod error's issues. */
export function fieldErrorsOf<F extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === "string" && (fields as readonly string[]).includes(name)) out[name as F] ??= issue.message;
  }
  return out;
}
