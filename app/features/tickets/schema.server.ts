import { z } from "zod";

import { isEmailAddress } from "~/features/diagnosis";
import { MONEY_LIMITS } from "~/features/money";

import { DEVICE_TYPES, TICKET_LIMITS, TICKET_STATUSES } from "./statuses";

const L = TICKET_LIMITS;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${label} to ${max.toLocaleString("en-US")} characters.`)
    .optional()
    .default("");

const required = (max: number, label: string, missing: string) => text(max, label).pipe(z.string().min(1, missing));

/** Dollars as the owner types them ("149", "$1,299.50") to whole cents; "" is no estimate. */
const estimate = z
  .string()
  .trim()
  .optional()
  .default("")
  .transform((value, ctx) => {
    const bare = value.replace(/^\$/, "");
    const plain = bare.replace(/,/g, "");
    if (plain === "") return null;
    // A comma only as a thousands separator: "149,99" is refused, never read as $14,999.
    if ((bare.includes(",") && !/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(bare)) || !/^\d{1,6}(\.\d{1,2})?$/.test(plain)) {
      ctx.addIssue({ code: "custom", message: "Write the estimate in dollars, such as 149 or 149.99." });
      return z.NEVER;
    }
    const cents = Math.round(Number(plain) * 100);
    if (cents > L.estimateCents) {
      ctx.addIssue({ code: "custom", message: "An estimate can be at most $100,000." });
      return z.NEVER;
    }
    return cents;
  });

/** A calendar date as the date field sends it (YYYY-MM-DD); "" is no date. */
const promisedOn = z
  .string()
  .trim()
  .optional()
  .default("")
  .transform((value, ctx) => {
    if (value === "") return null;
    const valid =
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) &&
      new Date(`${value}T12:00:00Z`).toISOString().startsWith(value);
    if (!valid) {
      ctx.addIssue({ code: "custom", message: "Enter the promised date as a date, such as 2026-12-04." });
      return z.NEVER;
    }
    return value;
  });

/** The create and edit forms of a ticket; field names are the form's. */
export const TicketFormSchema = z
  .object({
    customerName: required(L.name, "the name", "Enter the customer's name."),
    email: text(L.email, "the e-mail")
      .refine((v) => v === "" || isEmailAddress(v), "Enter an e-mail address such as name@example.com.")
      .transform((v) => v || null),
    phone: text(L.phone, "the phone")
      .refine((v) => v === "" || /^[0-9+()\-. ]{7,40}$/.test(v), "Enter a phone number using digits, spaces and + ( ) - . only.")
      .transform((v) => v || null),
    deviceType: z.enum(DEVICE_TYPES, { error: "Choose the kind of device." }),
    deviceModel: required(L.model, "the make and model", "Enter the make and model."),
    serial: text(L.serial, "the serial number").transform((v) => v || null),
    problem: required(L.problem, "the problem", "Describe the problem the customer reported."),
    accessories: text(L.accessories, "the accessories").transform((v) => v || null),
    estimate,
    promisedOn,
    emailConsent: z
      .string()
      .optional()
      .transform((v) => v === "on"),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Enter an e-mail address or a phone number." });
    }
    if (v.emailConsent && !v.email) {
      ctx.addIssue({ code: "custom", path: ["emailConsent"], message: "E-mail updates need an e-mail address." });
    }
  });

export type TicketInput = z.infer<typeof TicketFormSchema>;
export type TicketField = keyof TicketInput;
export const TICKET_FIELDS = [
  "customerName",
  "email",
  "phone",
  "deviceType",
  "deviceModel",
  "serial",
  "problem",
  "accessories",
  "estimate",
  "promisedOn",
  "emailConsent",
] as const satisfies readonly TicketField[];

/**
 * The status form on a ticket's page: "Change status" (intent move) or "Add note" (intent note,
 * the status stays and at least one note is needed). A final status needs `confirmFinal`.
 */
export const TicketMoveSchema = z
  .object({
    intent: z.enum(["move", "note"]).optional().default("move"),
    from: z.enum(TICKET_STATUSES),
    to: z.enum(TICKET_STATUSES, { error: "Choose the new status." }).optional(),
    publicNote: text(L.note, "the note for the customer"),
    privateNote: text(L.note, "the private note"),
    releaseReason: text(500, "the reason"),
    confirmFinal: z
      .string()
      .optional()
      .transform((v) => v === "on"),
  })
  .superRefine((v, ctx) => {
    if (v.intent === "move" && !v.to) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "Choose the new status, or use Add note to keep this status.",
      });
    }
    if (v.intent === "note" && !v.publicNote && !v.privateNote) {
      ctx.addIssue({ code: "custom", path: ["privateNote"], message: "Write a note to add, for the customer or private." });
    }
  });

/** /repair: look a ticket up by its number and the e-mail or phone on it. */
export const RepairLookupSchema = z.object({
  number: z
    .string()
    .trim()
    .max(20, "Enter the ticket number as printed on your receipt, such as SC-2611-0042.")
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^SC-\d{4}-\d{4,6}$/, "Enter the ticket number as printed on your receipt, such as SC-2611-0042.")),
  contact: z
    .string()
    .trim()
    .min(1, "Enter the e-mail address or phone number you gave us.")
    .max(254, "Enter the e-mail address or phone number you gave us."),
});

/** The version the customer's page was showing when they answered its estimate. */
const estimateVersion = z.coerce.number().int().min(1).max(1_000_000);

/**
 * The customer's answer on /repair/<token>: "Approve estimate" (their full name and their
 * agreement to the repair terms) or "Decline estimate" (an optional reason).
 */
export const EstimateAnswerSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("approve"),
    version: estimateVersion,
    name: z
      .string()
      .trim()
      .min(2, "Type your full name to approve the estimate.")
      .max(MONEY_LIMITS.name, `Keep your name to ${MONEY_LIMITS.name} characters.`),
    agree: z.literal("yes", { error: "Tick “I agree to the repair terms” to approve the estimate." }),
  }),
  z.object({
    intent: z.literal("decline"),
    version: estimateVersion,
    reason: z
      .string()
      .trim()
      .max(MONEY_LIMITS.note, `Keep the reason to ${MONEY_LIMITS.note} characters.`)
      .optional()
      .default(""),
  }),
]);

export type EstimateAnswer = z.infer<typeof EstimateAnswerSchema>;
