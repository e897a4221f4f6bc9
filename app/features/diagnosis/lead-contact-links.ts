/** The e-mail link on a lead. */
export function leadMailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** The phone link on a lead: digits and a leading + only. */
export function leadTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
