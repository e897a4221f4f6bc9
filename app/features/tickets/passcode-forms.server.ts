import type { Kysely } from "kysely";
import { z } from "zod";

import type { Database } from "~/db/types";
import type { StaffActor } from "~/lib/audit.server";

import { revealPasscode, setPasscode } from "./passcode-access.server";
import { PASSCODE_MAX_LENGTH, PASSCODE_MODES } from "./passcode-mode";

export const PASSCODE_INTENTS = ["showPasscode", "setPasscode"] as const;
export type PasscodeIntent = (typeof PASSCODE_INTENTS)[number];

export function isPasscodeIntent(value: unknown): value is PasscodeIntent {
  return typeof value === "string" && (PASSCODE_INTENTS as readonly string[]).includes(value);
}

export const UNREADABLE_PASSCODE = "This passcode cannot be read (the key changed). Ask the customer again.";

/** The passcode form: how the shop gets in, and the passcode when given (typed as is, not trimmed). */
export const PasscodeFormSchema = z
  .object({
    mode: z.enum(PASSCODE_MODES, { error: "Choose how the shop gets into the device." }),
    passcode: z
      .string()
      .optional()
      .default("")
      .refine((v) => v.length <= PASSCODE_MAX_LENGTH, `Keep the passcode to ${PASSCODE_MAX_LENGTH} characters.`),
  })
  .transform((v) => ({ mode: v.mode, passcode: v.passcode.trim() === "" ? null : v.passcode }));

export type PasscodeField = "mode" | "passcode";

/**
 * What the passcode forms answer. A passcode shown travels only in this answer (a POST's, never
 * cached, never in a URL) and is drawn once; a refused form keeps the mode chosen, never the
 * passcode typed.
 */
export type PasscodeOutcome =
  | { ok: true; form: "show"; passcode: string }
  | { ok: true; form: "set"; message: string }
  | {
      ok: false;
      form: "show" | "set";
      status: 400 | 404 | 409;
      formError?: string;
      fieldErrors: Partial<Record<PasscodeField, string>>;
      values: { mode: string };
    };

const ERASED = "This ticket's personal details were erased; it keeps no passcode.";

/** The ticket page's passcode forms: "Show passcode" and "Save passcode". */
export async function submitTicketPasscode(
  db: Kysely<Database>,
  ticketId: number,
  intent: PasscodeIntent,
  form: FormData,
  now: Date,
  by: StaffActor,
): Promise<PasscodeOutcome> {
  const modeSent = form.get("mode");
  const values = { mode: typeof modeSent === "string" ? modeSent : "" };
  const refuse = (
    status: 400 | 404 | 409,
    formError?: string,
    fieldErrors: Partial<Record<PasscodeField, string>> = {},
  ): PasscodeOutcome => ({
    ok: false,
    form: intent === "showPasscode" ? "show" : "set",
    status,
    fieldErrors,
    values,
    ...(formError ? { formError } : {}),
  });

  if (intent === "showPasscode") {
    const shown = await revealPasscode(db, ticketId, now, by);
    if (shown.ok) return { ok: true, form: "show", passcode: shown.passcode };
    switch (shown.reason) {
      case "not-found":
        return refuse(404, "This ticket no longer exists.");
      case "erased":
        return refuse(409, ERASED);
      case "none":
        return refuse(409, "No passcode is kept for this ticket (it is erased when the device leaves the shop).");
      case "unreadable":
        return refuse(409, UNREADABLE_PASSCODE);
    }
  }

  const parsed = PasscodeFormSchema.safeParse({
    mode: form.get("mode") ?? undefined,
    passcode: form.get("passcode") ?? undefined,
  });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<PasscodeField, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if (name === "mode" || name === "passcode") fieldErrors[name] ??= issue.message;
    }
    return refuse(400, undefined, fieldErrors);
  }
  const saved = await setPasscode(db, { ticketId, ...parsed.data, now, by });
  if (saved.ok) return { ok: true, form: "set", message: `Saved. ${saved.note}.` };
  switch (saved.reason) {
    case "not-found":
      return refuse(404, "This ticket no longer exists.");
    case "erased":
      return refuse(409, ERASED);
    case "closed":
      return refuse(409, "The device has left the shop and its passcode was erased; nothing was saved.");
    case "missing":
      return refuse(400, undefined, { passcode: "Write the passcode the customer gave, or choose another option." });
  }
}
