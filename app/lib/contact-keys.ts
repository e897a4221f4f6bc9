/**
 * How one person is recognised across requests and repairs: their e-mail address or their phone
 * number, each reduced to one spelling. Stored in `customer_keys` (unique per kind and value), so
 * the database, not a lookup made beforehand, decides whether two records are the same person.
 */
export type ContactKeyKind = "email" | "phone";

export interface ContactKey {
  kind: ContactKeyKind;
  value: string;
}

/** Longest e-mail address a key holds (RFC 5321's path limit). */
const EMAIL_MAX = 254;

/** An e-mail address trimmed, in Unicode NFKC form and lower-cased; null when there is none. */
export function normalizeEmail(email: string | null | undefined): string | null {
  const value = (email ?? "").trim().normalize("NFKC").toLowerCase().trim();
  return value && value.length <= EMAIL_MAX ? value : null;
}

/**
 * A phone number's digits (full-width digits count), a US number the same with or without its
 * leading 1; null with fewer than 7 digits, too few to tell one person from another.
 */
export function normalizePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").normalize("NFKC").replace(/[^0-9]/g, "");
  if (digits.length < 7 || digits.length > 20) return null;
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** The keys a record's contact details give: the e-mail first (it wins a disagreement), then the phone. */
export function contactKeys(contact: { email?: string | null; phone?: string | null }): ContactKey[] {
  const email = normalizeEmail(contact.email);
  const phone = normalizePhone(contact.phone);
  return [
    ...(email ? [{ kind: "email" as const, value: email }] : []),
    ...(phone ? [{ kind: "phone" as const, value: phone }] : []),
  ];
}

/**
 * The keys a booking holds (one active booking each): contactKeys, with an e-mail's "+tag" left
 * out (`ann+1@example.com` and `ann+2@example.com` reach one mailbox), so tags cannot take one
 * window after another for the same person.
 */
export function bookingHoldKeys(contact: { email?: string | null; phone?: string | null }): ContactKey[] {
  return contactKeys(contact).map((key) => (key.kind === "email" ? { kind: "email", value: withoutTag(key.value) } : key));
}

/** "ann+shop@example.com" → "ann@example.com" (a leading "+" is no tag). */
function withoutTag(normalised: string): string {
  const at = normalised.lastIndexOf("@");
  const local = normalised.slice(0, at);
  const plus = local.indexOf("+");
  return plus > 0 ? `${local.slice(0, plus)}${normalised.slice(at)}` : normalised;
}

/** The mailbox an address reaches: normalizeEmail without its "+tag"; null when there is none. */
export function mailboxKey(email: string | null | undefined): string | null {
  const normalised = normalizeEmail(email);
  return normalised === null ? null : withoutTag(normalised);
}
