/**
 * Every cell is quoted (RFC 4180): a spreadsheet whose locale separates with ; or a tab would
 * otherwise split "Bob;=1+1" and read "=1+1" as a cell of its own. A cell a spreadsheet would
 * read as a formula (= + - @, tab, CR) also gets a leading apostrophe, so a visitor's text can
 * never run as one on the owner's machine.
 */
export function csvCell(value: string | null): string {
  let v = value ?? "";
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return `"${v.replace(/"/g, '""')}"`;
}

/** A header and rows as CSV text, CRLF line ends, every cell through csvCell. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | null>>): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The file as the owner's spreadsheet opens it: a UTF-8 byte-order mark, an attachment name, never cached. */
export function csvDownload(csv: string, filename: string): Response {
  return new Response("\uFEFF" + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
