import { compactPhone, type PhoneInput, type SmsInput } from "./schema";

/** tel: URI (RFC 3966) with the visual separators taken out, so every dialer reads it. */
export function buildPhoneContent(input: PhoneInput): string {
  return `tel:${compactPhone(input.phone)}`;
}

/**
 * SMSTO:number:message, the form ZXing and phone cameras read. The number holds no colon, so
 * the first colon after it ends the number; the message goes as typed (colons included).
 */
export function buildSmsContent(input: SmsInput): string {
  return `SMSTO:${compactPhone(input.phone)}:${input.message}`;
}
