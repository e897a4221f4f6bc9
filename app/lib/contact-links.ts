const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const encode = (part: string) => encodeURIComponent(part.replace(LONE_SURROGATE, "\uFFFD"));

/**
 * A mailto: link to exactly one address. Both halves are percent-encoded, so whatever an
 * address holds (a ?, &, % or #, from before the e-mail rule refused them) stays part of the
 * address and can never add a query, a header such as cc or subject, or a second recipient.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return `mailto:${encode(address)}`;
  return `mailto:${encode(address.slice(0, at))}@${encode(address.slice(at + 1))}`;
}

/** A tel: link: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
