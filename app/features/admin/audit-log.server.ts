import type { Kysely } from "kysely";
import * as z from "zod/mini";

import type { Database } from "~/db/types";
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from "~/lib/audit-kinds";
import { csvStream } from "~/lib/csv";

type Db = Kysely<Database>;

export const AUDIT_PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The log's filter as the query string carries it; a bad value is reported, never guessed. */
export const AuditFilterSchema = z.object({
  user: z.optional(z.string().check(z.regex(/^\d{1,9}$/, "Choose a user from the list"))),
  kind: z.optional(z.enum(AUDIT_KINDS as [AuditKind, ...AuditKind[]], "Choose a kind from the list")),
  from: z.optional(z.string().check(z.regex(DAY, "Write the first day as YYYY-MM-DD"))),
  to: z.optional(z.string().check(z.regex(DAY, "Write the last day as YYYY-MM-DD"))),
  before: z.optional(z.string().check(z.regex(/^\d{1,12}$/, "That page link is not valid"))),
});

export interface AuditFilter {
  userId?: number;
  kind?: AuditKind;
  /** Inclusive days, read as UTC dates of the row's time (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

export type ParsedAuditFilter = { ok: true; filter: AuditFilter; before?: number } | { ok: false; error: string };

/** Reads ?user=&kind=&from=&to=&before= (empty values mean no filter). */
export function parseAuditFilter(params: URLSearchParams): ParsedAuditFilter {
  const raw: Record<string, string> = {};
  for (const key of ["user", "kind", "from", "to", "before"]) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  const parsed = AuditFilterSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
  const { user, kind, from, to, before } = parsed.data;
  for (const day of [from, to]) {
    if (day && Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return { ok: false, error: `${day} is not a date` };
  }
  if (from && to && from > to) return { ok: false, error: "The first day comes after the last day" };
  return {
    ok: true,
    filter: { userId: user ? Number(user) : undefined, kind, from, to },
    before: before ? Number(before) : undefined,
  };
}

export interface AuditRow {
  id: number;
  at: string;
  userId: number | null;
  userName: string | null;
  kind: string;
  kindLabel: string;
  subject: string | null;
  detail: string | null;
  address: string | null;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** Newest first, by keyset (`before` an id): the rows that match the filter. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  { before, limit = AUDIT_PAGE_SIZE }: { before?: number; limit?: number } = {},
) {
  let query = db
    .selectFrom("audit_log as a")
    .leftJoin("staff_users as u", "u.id", "a.user_id")
    .select(["a.id", "a.at", "a.user_id", "u.name", "a.kind", "a.subject", "a.detail", "a.address"]);
  if (filter.userId !== undefined) query = query.where("a.user_id", "=", filter.userId);
  if (filter.kind) query = query.where("a.kind", "=", filter.kind);
  if (filter.from) query = query.where("a.at", ">=", `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where("a.at", "<", nextDay(filter.to));
  if (before !== undefined) query = query.where("a.id", "<", before);
  const rows = await query.orderBy("a.id", "desc").limit(limit).execute();
  return rows.map((r): AuditRow => ({
    id: r.id,
    at: r.at,
    userId: r.user_id,
    userName: r.name,
    kind: r.kind,
    kindLabel: (AUDIT_KIND_LABELS as Record<string, string>)[r.kind] ?? r.kind,
    subject: r.subject,
    detail: r.detail,
    address: r.address,
  }));
}

async function* auditBatches(db: Db, filter: AuditFilter): AsyncGenerator<Array<ReadonlyArray<string | null>>> {
  let before: number | undefined;
  for (;;) {
    const batch = await listAudit(db, filter, { before, limit: 500 });
    if (batch.length > 0) {
      yield batch.map((r) => [r.at, r.userName ?? "", r.kindLabel, r.subject, r.detail, r.address]);
    }
    if (batch.length < 500) return;
    before = batch[batch.length - 1]!.id;
  }
}

/** The filtered log as CSV, newest first, streamed. */
export function auditCsvStream(db: Db, filter: AuditFilter): ReadableStream<Uint8Array> {
  return csvStream(["Time (UTC)", "User", "What", "About", "Detail", "Address"], auditBatches(db, filter));
}
