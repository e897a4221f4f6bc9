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

/**
 * A cell the site wrote as a number itself (an amount): a plain decimal, a negative one too
 * ("-30.00", a refund), is left for the spreadsheet to add up; anything else goes through csvCell.
 */
export function csvNumberCell(value: string | null): string {
  return value !== null && /^-?\d{1,15}(\.\d{1,6})?$/.test(value) ? `"${value}"` : csvCell(value);
}

export type CsvRow = ReadonlyArray<string | null>;

/** Rows as CSV lines, CRLF line ends, every cell through csvCell (csvNumberCell in `numberColumns`). */
function csvLines(rows: ReadonlyArray<CsvRow>, numberColumns: ReadonlySet<number> = NONE): string {
  let out = "";
  for (const r of rows) out += r.map((v, i) => (numberColumns.has(i) ? csvNumberCell(v) : csvCell(v))).join(",") + "\r\n";
  return out;
}

const NONE: ReadonlySet<number> = new Set();

/** A header and rows as CSV text, CRLF line ends, every cell through csvCell. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<CsvRow>): string {
  return csvLines([header, ...rows]);
}

/**
 * Rows per chunk of a csvStream: a chunk of a few tens of kilobytes is short-lived garbage the
 * young generation collects at once, where a chunk of a whole batch would be allocated among the
 * large objects that only a full collection frees, so the heap would grow towards its cap.
 */
export const CSV_CHUNK_ROWS = 100;

/**
 * A header and batches of rows as a byte stream, up to CSV_CHUNK_ROWS rows per chunk; the cells of
 * `numberColumns` (indexes) are amounts the site wrote (csvNumberCell). The stream is pulled: the
 * next batch is read only when the consumer asks for more (the socket drained), so memory holds
 * about one batch whatever the number of rows, and cancelling the stream (the client went away)
 * ends the iterator, which stops the reads.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<ReadonlyArray<CsvRow>>,
  { numberColumns = NONE }: { numberColumns?: ReadonlySet<number> } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let pending: ReadonlyArray<CsvRow> = [];
  let at = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // The byte-order mark makes the owner's spreadsheet read the file as UTF-8.
        controller.enqueue(encoder.encode("\uFEFF" + csvLines([header])));
      },
      async pull(controller) {
        // Give the event loop a turn before each chunk: with SQLite a read is synchronous, and a
        // socket that keeps accepting would otherwise let the export run start to end in one go
        // while every other request waits.
        await new Promise<void>((resolve) => setImmediate(resolve));
        // An empty batch enqueues nothing, and a pull that enqueues nothing is not called again.
        while (at >= pending.length) {
          const next = await iterator.next();
          if (next.done) return controller.close();
          pending = next.value;
          at = 0;
        }
        controller.enqueue(encoder.encode(csvLines(pending.slice(at, at + CSV_CHUNK_ROWS), numberColumns)));
        at += CSV_CHUNK_ROWS;
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

/** A csvStream as the owner's browser saves it: an attachment name, never cached. */
export function csvDownload(body: ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
