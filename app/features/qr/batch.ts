// Loaded only when a batch is previewed: the CSV reader, the per-row checks and the zip.
import { zipSync, type Zippable } from "fflate";

import { csvField, parseCsv } from "./csv";
import { pngBytesFromDataUrl } from "./data-url";
import { EMPTY_CONTACT } from "./form-defaults";
import { generateQr, type GeneratedQr } from "./generate";
import { zipEntryName } from "./zip";

export const BATCH_COLUMNS = [
  "type",
  "name",
  "website",
  "email",
  "phone",
  "ssid",
  "password",
  "security",
  "hidden",
  "note",
] as const;
export const BATCH_TYPES = ["website", "contact", "wifi"] as const;
export const MAX_BATCH_ROWS = 500;

export const BATCH_TEMPLATE =
  BATCH_COLUMNS.join(",") +
  "\r\n" +
  "website,,https://example.com,,,,,,,\r\n" +
  'contact,Jane Doe,,jane@example.com,+1 321 555 0100,,,,,"Ask for Jane, front desk"\r\n' +
  "wifi,,,,,Shop Guest,correct horse,WPA,no,\r\n";

export type BatchRow = { line: number; ok: true; code: GeneratedQr } | { line: number; ok: false; message: string };

export type BatchResult = { ok: true; rows: BatchRow[] } | { ok: false; message: string };

function inputFor(type: string, get: (column: string) => string): unknown {
  switch (type) {
    case "website":
      return { websiteUrl: get("website") };
    case "contact":
      return { ...EMPTY_CONTACT, name: get("name"), email: get("email"), phone: get("phone"), note: get("note") };
    case "wifi":
      return {
        ssid: get("ssid"),
        password: get("password"),
        security: get("security") || "WPA",
        hidden: /^(yes|true|1)$/i.test(get("hidden").trim()),
      };
    default:
      return null;
  }
}

/** Reads the CSV and builds every row's code; a bad row gets its own message and stops nothing. */
export function readBatch(text: string): BatchResult {
  const table = parseCsv(text);
  if (table === null) return { ok: false, message: "The CSV has a quoted field that is never closed." };
  const [header, ...body] = table;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  if (!columns.includes("type")) {
    return {
      ok: false,
      message: "The first row must name the columns and include a type column. Download the template to see how.",
    };
  }
  if (body.length === 0) return { ok: false, message: "The CSV has no rows under its header." };
  if (body.length > MAX_BATCH_ROWS)
    return { ok: false, message: `A batch holds at most ${MAX_BATCH_ROWS} rows; split the file.` };
  const rows = body.map((cells, index): BatchRow => {
    const line = index + 2;
    const get = (column: string) => {
      const at = columns.indexOf(column);
      return at < 0 ? "" : (cells[at] ?? "");
    };
    const type = get("type").trim().toLowerCase();
    if (!(BATCH_TYPES as readonly string[]).includes(type)) {
      return { line, ok: false, message: `Type must be website, contact or wifi (found "${get("type").slice(0, 20)}")` };
    }
    const result = generateQr(type, inputFor(type, get));
    if (!result.ok) return { line, ok: false, message: result.message };
    const name = get("name").trim();
    return { line, ok: true, code: name === "" ? result.code : { ...result.code, name } };
  });
  return { ok: true, rows };
}

/** The codes as PNGs plus manifest.csv (line, file, type, name, content), all in one zip. */
export function buildBatchZip(rows: BatchRow[]): Uint8Array | null {
  const files: Zippable = {};
  const manifest = [["line", "file", "type", "name", "content"].join(",")];
  let n = 0;
  for (const row of rows) {
    if (!row.ok) continue;
    n++;
    const file = zipEntryName(row.code.name, n);
    files[file] = [pngBytesFromDataUrl(row.code.url), { level: 0 }];
    manifest.push([String(row.line), file, row.code.type, row.code.name, row.code.content].map(csvField).join(","));
  }
  if (n === 0) return null;
  files["manifest.csv"] = new TextEncoder().encode(manifest.join("\r\n") + "\r\n");
  return zipSync(files);
}
