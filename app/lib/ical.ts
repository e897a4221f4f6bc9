/** iCalendar (RFC 5545) pieces shared by the booking's calendar file and the QR event codes. */

/** TEXT escaping (RFC 5545 §3.3.11): backslash first, then ; , and line breaks. */
export function escapeICalText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** 20261124T150000Z: the UTC form every calendar app reads without a VTIMEZONE block. */
export function icalUtc(instant: Date | number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
export function foldICalLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}
