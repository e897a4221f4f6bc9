import { z } from "zod";

import { parseOpeningHours } from "~/content/hours";

import { CONTROL_CHARACTERS_RULE, hasControlCharacters } from "./plain-text";

/**
 * The rules for each business fact, shared by the environment's defaults (config.server.ts) and
 * the admin's settings page, so a value one accepts the other accepts too. Each rule takes a
 * trimmed, non-empty string without control characters and says in words what it needs.
 */
export const BUSINESS_RULES = {
  name: { max: 120, check: () => true, rule: "" },
  shortName: { max: 60, check: () => true, rule: "" },
  phone: { max: 40, check: (v: string) => /^[+()\d\s.-]{7,40}$/.test(v), rule: "must be a phone number" },
  email: { max: 200, check: (v: string) => z.email().safeParse(v).success, rule: "must be an e-mail address" },
  streetAddress: { max: 200, check: () => true, rule: "" },
  city: { max: 100, check: () => true, rule: "" },
  region: { max: 40, check: () => true, rule: "" },
  postalCode: { max: 20, check: () => true, rule: "" },
  openingHours: {
    max: 200,
    check: (v: string) => parseOpeningHours(v) !== null,
    rule: 'must be 24/7 or day groups with times such as "Mo-Fr 09:00-18:00; Sa 10:00-16:00"',
  },
  amazonAssociateTag: { max: 64, check: (v: string) => /^[A-Za-z0-9-]+$/.test(v), rule: "must be letters, digits and dashes" },
} as const;

export type BusinessTextField = keyof typeof BUSINESS_RULES;

/** An optional environment value under a business rule: empty means unset. */
export function optionalBusinessText(field: BusinessTextField) {
  const { max, check, rule } = BUSINESS_RULES[field];
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || !hasControlCharacters(v), CONTROL_CHARACTERS_RULE)
    .refine((v) => v === undefined || check(v), rule || "is not valid");
}
