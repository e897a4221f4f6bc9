import type { EmailInput } from "./schema";

/** RFC 6068 wants line breaks in a mailto body as CRLF, percent-encoded. */
function crlf(value: string): string {
  return value.replace(/\r\n|\r|\n/g, "\r\n");
}

/** mailto:address?subject=…&body=…, every value percent-encoded as UTF-8. */
export function buildEmailContent(input: EmailInput): string {
  const fields: string[] = [];
  if (input.subject.trim() !== "") fields.push(`subject=${encodeURIComponent(crlf(input.subject.trim()))}`);
  if (input.body !== "") fields.push(`body=${encodeURIComponent(crlf(input.body))}`);
  const address = encodeURIComponent(input.to.trim()).replace(/%40/g, "@");
  return `mailto:${address}${fields.length > 0 ? `?${fields.join("&")}` : ""}`;
}
