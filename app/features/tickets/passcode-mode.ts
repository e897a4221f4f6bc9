/** How the shop gets into a customer's device; safe in the browser. */
export const PASSCODE_MODES = ["given", "not_needed", "stay"] as const;
export type PasscodeMode = (typeof PASSCODE_MODES)[number];

export const PASSCODE_MODE_LABELS: Record<PasscodeMode, string> = {
  given: "Given to the shop",
  not_needed: "Not needed",
  stay: "The customer will stay to unlock it",
};

/** A passcode as typed (a PIN, a password or a pattern written as numbers). */
export const PASSCODE_MAX_LENGTH = 100;

export function isPasscodeMode(value: unknown): value is PasscodeMode {
  return typeof value === "string" && (PASSCODE_MODES as readonly string[]).includes(value);
}
