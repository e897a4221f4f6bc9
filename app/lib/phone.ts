/** A phone number's digits, or null when it has none: how phones are stored for finding them. */
export function phoneDigits(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, "") ?? "";
  return digits || null;
}

/**
 * The stored digit strings a typed phone number may match: its digits, with and without a
 * leading US country code 1. Empty when it has fewer than 7 digits (too short to name a person).
 */
export function phoneDigitVariants(phone: string): string[] {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7) return [];
  if (digits.length === 11 && digits.startsWith("1")) return [digits, digits.slice(1)];
  if (digits.length === 10) return [digits, `1${digits}`];
  return [digits];
}
