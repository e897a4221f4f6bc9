import { z } from "zod";

import { parseDollars } from "~/features/money";
import { SignaturePathSchema, isSignaturePath } from "~/lib/signature-path.server";

import { INTAKE_LIMITS, POWERS_ON, type DeviceCondition } from "./intake";
import { PASSCODE_MAX_LENGTH, PASSCODE_MODES, type PasscodeMode } from "./passcode-mode";

/** A diagnostic fee is a small sum: at most $10,000. */
const FEE_MAX_CENTS = 1_000_000;

const box = z
  .string()
  .optional()
  .transform((v) => v === "on");

const signedName = z
  .string()
  .trim()
  .max(INTAKE_LIMITS.signedName, `Keep the name to ${INTAKE_LIMITS.signedName} characters.`)
  .optional()
  .default("")
  .refine((v) => v === "" || v.length >= 2, "Type the full name, not an initial.")
  .transform((v) => v || null);

const SIGN_MESSAGE = "Have the customer sign in the box, or type their full name.";

/**
 * The checks across fields run even when a field of their form is refused, so the owner sees
 * every message at once; a refused field's value is then still the text sent, hence `present`.
 */
const always = () => true;
const present = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== "";

/**
 * The intake part of the new-ticket form: the device's condition, how it is unlocked, the
 * customer's choice about a backup, the diagnostic fee and the signature under the intake terms
 * (drawn, or the full name typed). `termsVersion` is the version the form showed.
 */
export const IntakeFormSchema = z
  .object({
    condScreen: box,
    condCase: box,
    condKeys: box,
    condLiquid: box,
    condPowers: z.enum(POWERS_ON, { error: "Choose whether it powers on, or Not tested." }),
    conditionNote: z
      .string()
      .trim()
      .max(INTAKE_LIMITS.conditionNote, `Keep the note to ${INTAKE_LIMITS.conditionNote.toLocaleString("en-US")} characters.`)
      .optional()
      .default("")
      .transform((v) => v || null),
    passcodeMode: z.enum(PASSCODE_MODES, { error: "Choose how the shop gets into the device." }),
    // Kept as typed: a passcode may begin or end with a space.
    passcode: z
      .string()
      .max(PASSCODE_MAX_LENGTH, `A passcode can be at most ${PASSCODE_MAX_LENGTH} characters.`)
      .optional()
      .default(""),
    backupFirst: z.enum(["yes", "no"], { error: "Choose whether to back up the data first." }),
    diagnosticFee: z
      .string()
      .optional()
      .default("")
      .transform((raw, ctx): number | null => {
        if (raw.trim() === "") return null;
        const cents = parseDollars(raw);
        if (cents === null || cents === 0) {
          ctx.addIssue({ code: "custom", message: "Write the fee in dollars, such as 49 or 49.99, or leave it empty." });
          return z.NEVER;
        }
        if (cents > FEE_MAX_CENTS) {
          ctx.addIssue({ code: "custom", message: "A diagnostic fee can be at most $10,000." });
          return z.NEVER;
        }
        return cents;
      }),
    feePaid: z.enum(["no", "card", "cash"], { error: "Choose whether the fee was paid now." }).optional().default("no"),
    intakeSignature: SignaturePathSchema,
    intakeSignedName: signedName,
    termsVersion: z.coerce.number().int().min(0).max(2_147_483_647),
  })
  .refine((v) => v.passcodeMode !== "given" || String(v.passcode ?? "").trim() !== "", {
    path: ["passcode"],
    message: "Type the passcode, or choose another option.",
    when: always,
  })
  .refine((v) => !v.feePaid || v.feePaid === "no" || present(v.diagnosticFee), {
    path: ["diagnosticFee"],
    message: "Enter the fee that was paid, or choose Not paid yet.",
    when: always,
  })
  .refine((v) => present(v.intakeSignature) || present(v.intakeSignedName), {
    path: ["intakeSignature"],
    message: SIGN_MESSAGE,
    when: always,
  });

export const INTAKE_FIELDS = [
  "condScreen",
  "condCase",
  "condKeys",
  "condLiquid",
  "condPowers",
  "conditionNote",
  "passcodeMode",
  "passcode",
  "backupFirst",
  "diagnosticFee",
  "feePaid",
  "intakeSignature",
  "intakeSignedName",
  "termsVersion",
] as const;
export type IntakeField = (typeof INTAKE_FIELDS)[number];

/** What the intake form gives createTicket. */
export interface IntakeInput {
  condition: DeviceCondition;
  conditionNote: string | null;
  passcodeMode: PasscodeMode;
  /** Only with "given"; encrypted before it is stored, never stored or shown as typed. */
  passcode: string | null;
  backupFirst: boolean;
  diagnosticFeeCents: number | null;
  /** How the fee was paid at the counter; null: not paid yet. */
  feePaidBy: "card" | "cash" | null;
  signature: string | null;
  signedName: string | null;
  /** The intake terms' version the customer was shown. */
  termsVersion: number;
}

export function toIntakeInput(v: z.infer<typeof IntakeFormSchema>): IntakeInput {
  return {
    condition: { screen: v.condScreen, case: v.condCase, keys: v.condKeys, liquid: v.condLiquid, powers: v.condPowers },
    conditionNote: v.conditionNote,
    passcodeMode: v.passcodeMode,
    passcode: v.passcodeMode === "given" ? v.passcode : null,
    backupFirst: v.backupFirst === "yes",
    diagnosticFeeCents: v.diagnosticFee,
    feePaidBy: v.diagnosticFee !== null && v.feePaid !== "no" ? v.feePaid : null,
    signature: v.intakeSignature,
    signedName: v.intakeSignedName,
    termsVersion: v.termsVersion,
  };
}

/** What the owner ticks and the customer signs when the device goes back ("Picked up"). */
export const PickupFormSchema = z
  .object({
    pickupDevice: box,
    pickupAccessories: box,
    pickupSignature: SignaturePathSchema,
    pickupSignedName: signedName,
  })
  .refine((v) => v.pickupDevice, {
    path: ["pickupDevice"],
    message: "Tick “Device handed back” once the customer has it.",
    when: always,
  })
  .refine((v) => present(v.pickupSignature) || present(v.pickupSignedName), {
    path: ["pickupSignature"],
    message: SIGN_MESSAGE,
    when: always,
  });

export const PICKUP_FIELDS = ["pickupDevice", "pickupAccessories", "pickupSignature", "pickupSignedName"] as const;
export type PickupField = (typeof PICKUP_FIELDS)[number];

/** The pickup part as moveTicket takes it. */
export interface PickupInput {
  deviceReturned: boolean;
  accessoriesReturned: boolean;
  signature: string | null;
  signedName: string | null;
}

/** The pickup part as a refused form shows it again: a drawn signature only when it can be drawn. */
export interface PickupValues {
  device: boolean;
  accessories: boolean;
  signature: string;
  signedName: string;
}

export function pickupValuesOf(form: FormData): PickupValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const signature = text("pickupSignature");
  return {
    device: text("pickupDevice") === "on",
    accessories: text("pickupAccessories") === "on",
    signature: isSignaturePath(signature) ? signature : "",
    signedName: text("pickupSignedName").slice(0, INTAKE_LIMITS.signedName),
  };
}

export type IntakeValues = Record<IntakeField, string>;
export type IntakeErrors = Partial<Record<IntakeField, string>>;

const PASSCODE_AGAIN = "Type the passcode again: for its safety, a form sent back is never filled with it.";

/**
 * What a refused intake shows again: everything typed except the passcode (never sent back to
 * the browser) and a drawn signature only when it is one this site can draw.
 */
export function intakeValuesOf(form: FormData): IntakeValues {
  const values = Object.fromEntries(
    INTAKE_FIELDS.map((f) => {
      const value = form.get(f);
      return [f, typeof value === "string" ? value : ""];
    }),
  ) as IntakeValues;
  values.passcode = "";
  if (!isSignaturePath(values.intakeSignature)) values.intakeSignature = "";
  return values;
}

/** On a refused form with a passcode typed: the message asking for it again (it was not kept). */
export function passcodeNotKept(form: FormData): IntakeErrors {
  const passcode = form.get("passcode");
  return form.get("passcodeMode") === "given" && typeof passcode === "string" && passcode !== ""
    ? { passcode: PASSCODE_AGAIN }
    : {};
}

/** The intake part of a posted new-ticket form. */
export function parseIntakeForm(form: FormData): { ok: true; input: IntakeInput } | { ok: false; errors: IntakeErrors } {
  const parsed = IntakeFormSchema.safeParse(
    Object.fromEntries(
      INTAKE_FIELDS.map((f) => {
        const value = form.get(f);
        return [f, typeof value === "string" ? value : undefined];
      }),
    ),
  );
  if (parsed.success) return { ok: true, input: toIntakeInput(parsed.data) };
  const errors: IntakeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (INTAKE_FIELDS as readonly string[]).includes(field))
      errors[field as IntakeField] ??= issue.message;
  }
  // A missing or damaged version is the page's fault, not the owner's: they reload it.
  if (errors.termsVersion) errors.termsVersion = "This form is out of date; reload the page and try again.";
  return { ok: false, errors: { ...passcodeNotKept(form), ...errors } };
}
