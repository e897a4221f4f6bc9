import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { csvDownload, csvStream } from "~/lib/csv";
import { roleCan, type Role } from "~/lib/roles";

import { totalRecords, type ErasureCounts } from "./erase.server";
import { PERSON_CSV_HEADER, personCsvRows, personJson } from "./export.server";
import {
  PersonQuerySchema,
  describeCounts,
  erasePerson,
  findPerson,
  type PersonQuery,
  type PersonRecords,
} from "./person.server";

type Db = Kysely<Database>;

export interface ErasureLogEntry extends ErasureCounts {
  id: number;
  at: string;
  reason: "request" | "retention";
}

/** The last 50 erasures, newest first. */
export async function loadErasureLog(db: Db): Promise<ErasureLogEntry[]> {
  const rows = await db
    .selectFrom("privacy_erasures")
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at,
    reason: r.reason === "request" ? "request" : "retention",
    leads: Number(r.leads),
    bookings: Number(r.bookings),
    tickets: Number(r.tickets),
    messages: Number(r.messages),
  }));
}

/** What the page lists of each record: enough to recognise it, not the whole of it. */
export interface FoundSummary {
  leads: Array<{ id: number; receivedAt: string; name: string; issue: string; stage: string; bookings: number }>;
  tickets: Array<{ id: number; number: string; receivedAt: string; name: string; status: string; model: string }>;
  /** Drop-offs asked for and not confirmed yet (counted with the bookings). */
  bookingRequests: Array<{ id: number; requestedAt: string; day: string; start: string; name: string }>;
  messages: Array<{ id: number; createdAt: string; status: string; subject: string }>;
  counts: ErasureCounts;
  total: number;
}

export function summarize(records: PersonRecords): FoundSummary {
  return {
    leads: records.leads.map((l) => ({
      id: l.id,
      receivedAt: l.receivedAt,
      name: l.name,
      issue: l.issue,
      stage: l.stage,
      bookings: l.bookings.length,
    })),
    tickets: records.tickets.map((t) => ({
      id: t.id,
      number: t.number,
      receivedAt: t.receivedAt,
      name: t.name,
      status: t.status,
      model: t.model,
    })),
    bookingRequests: records.bookingRequests.map((r) => ({
      id: r.id,
      requestedAt: r.requestedAt,
      day: r.day,
      start: r.start,
      name: r.name,
    })),
    messages: records.messages.map((m) => ({ id: m.id, createdAt: m.createdAt, status: m.status, subject: m.subject })),
    counts: records.counts,
    total: totalRecords(records.counts),
  };
}

export type PrivacyFieldErrors = Partial<Record<"email" | "phone", string>>;

export type PrivacyActionResult =
  | { kind: "invalid"; status: 400; values: { email: string; phone: string }; errors: PrivacyFieldErrors }
  | { kind: "found" | "confirm"; query: PersonQuery; found: FoundSummary }
  | { kind: "changed"; status: 409; query: PersonQuery; found: FoundSummary; error: string }
  | { kind: "erased"; query: PersonQuery; counts: ErasureCounts; total: number }
  | { kind: "refused"; status: 403; error: string };

/** The signed-in user of the privacy page: named on the audit rows, and whose role decides what they may do. */
export type PrivacyStaff = StaffActor & { role: Role };

export const ROLE_REFUSAL = "Your role does not allow this.";

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Reads the search fields; on a mistake, says which field and keeps what was typed. */
export function readPersonQuery(
  form: FormData,
): { ok: true; query: PersonQuery } | { ok: false; values: { email: string; phone: string }; errors: PrivacyFieldErrors } {
  const values = { email: text(form, "email").slice(0, 300), phone: text(form, "phone").slice(0, 60) };
  const parsed = PersonQuerySchema.safeParse(values);
  if (parsed.success) return { ok: true, query: parsed.data };
  const errors: PrivacyFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "phone" ? "phone" : "email";
    errors[field] ??= issue.message;
  }
  return { ok: false, values, errors };
}

/**
 * The page's three steps: "find" lists what is held, "confirm" asks to erase naming how many
 * records change, "erase" erases them if that number still holds. Finding needs the
 * privacy.export capability (the route checks it); asking to erase and erasing need privacy,
 * refused with 403 before anything is read.
 */
export async function privacyAction(db: Db, form: FormData, now: Date, staff: PrivacyStaff): Promise<PrivacyActionResult> {
  const intent = text(form, "intent");
  if ((intent === "erase" || intent === "confirm") && !roleCan(staff.role, "privacy"))
    return { kind: "refused", status: 403, error: ROLE_REFUSAL };
  const read = readPersonQuery(form);
  if (!read.ok) return { kind: "invalid", status: 400, values: read.values, errors: read.errors };
  const { query } = read;
  if (intent === "erase") {
    const expected = /^\d{1,9}$/.test(text(form, "expected")) ? Number(text(form, "expected")) : -1;
    const result = await erasePerson(db, query, expected, now, staff);
    if (result.ok) return { kind: "erased", query, counts: result.counts, total: totalRecords(result.counts) };
    return { kind: "changed", status: 409, query, found: summarize(await findPerson(db, query)), error: result.error };
  }
  const found = summarize(await findPerson(db, query));
  return { kind: intent === "confirm" && found.total > 0 ? "confirm" : "found", query, found };
}

/**
 * The person's copy as a download: JSON (`format=json`, the default) or CSV. Never cached; the
 * file name holds the date only, never the person. Each copy handed out writes an audit row
 * naming `by`, with the format and the counts (never whose).
 */
export async function exportPerson(db: Db, form: FormData, now: Date, shopName: string, by: StaffActor): Promise<Response> {
  const read = readPersonQuery(form);
  if (!read.ok)
    return new Response(Object.values(read.errors).join(" "), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const records = await findPerson(db, read.query);
  const day = now.toISOString().slice(0, 10);
  const csv = text(form, "format") === "csv";
  await recordAudit(db, {
    by,
    kind: "privacy-export",
    detail: `${csv ? "CSV" : "JSON"} copy: ${describeCounts(records.counts, records.customers.length)}`,
    at: now,
  });
  if (csv) {
    const rows = personCsvRows(records);
    async function* oneBatch() {
      yield rows;
    }
    return csvDownload(csvStream(PERSON_CSV_HEADER, oneBatch()), `personal-data-${day}.csv`);
  }
  return new Response(personJson(records, read.query, now, shopName), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
