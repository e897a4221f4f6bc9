import { sql, type Kysely } from "kysely";
import { z } from "zod";

import type { Database } from "~/db/types";
import type { MailConfig } from "~/lib/config.server";

import { OUTBOX_STATUSES, type OutboxStatus } from "./queue.server";

export const OUTBOX_PAGE_SIZE = 50;
/** How much of a message's text the list shows; an alert is a few hundred characters. */
export const TEXT_SHOWN = 10_000;

const MessageId = z.coerce.number().int().positive().max(2_147_483_647);

/** The outbox page's query string: a bad status shows every message, a bad cursor the newest. */
const OutboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional().catch(undefined),
  before: MessageId.optional().catch(undefined),
  after: MessageId.optional().catch(undefined),
});

const RetrySchema = z.object({ id: MessageId });

/** Statuses the admin may send again. */
const RETRYABLE: OutboxStatus[] = ["failed", "not_configured", "queued"];

export interface OutboxEntry {
  id: number;
  kind: string;
  subject: string;
  /** null: the shop's alert addresses. */
  recipient: string | null;
  /** Where a reply goes, or null. */
  replyTo: string | null;
  /** The plain-text part, as sent (at most TEXT_SHOWN characters; `textCut` says when longer). */
  text: string;
  textCut: boolean;
  /** The names of the files sent along. */
  attachments: string[];
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  retryable: boolean;
}

export interface OutboxPage {
  counts: Record<OutboxStatus, number>;
  messages: OutboxEntry[];
  status: OutboxStatus | null;
  /** The id to pass as `?after=` for the newer messages, or null on the newest page. */
  newer: number | null;
  /** The id to pass as `?before=` for the older messages, or null on the oldest page. */
  older: number | null;
  mailConfigured: boolean;
}

/** The files' names only, from their own column; a list the migration could not read shows as such (sending it fails the same way). */
function attachmentNames(names: string | null): string[] {
  if (names === null) return [];
  return names ? names.split("/") : ["(unreadable attachment list)"];
}

const asStatus = (s: string): OutboxStatus =>
  (OUTBOX_STATUSES as readonly string[]).includes(s) ? (s as OutboxStatus) : "queued";

/** How many messages are in each status. */
export async function countOutbox(db: Kysely<Database>): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as OutboxStatus] = Number(row.n);
  return counts;
}

/**
 * One page of the outbox, newest first, as the query string asks: the messages older than
 * `?before=` or just newer than `?after=` (an id each), so a page far back costs what the first
 * does. One more row than a page is read to know whether the way onward goes on.
 */
export async function loadOutboxPage(db: Kysely<Database>, searchParams: URLSearchParams, mail: MailConfig): Promise<OutboxPage> {
  const parsed = OutboxQuerySchema.parse(Object.fromEntries(searchParams));
  const { status } = parsed;
  const before = parsed.after === undefined ? parsed.before : undefined;
  const after = parsed.after;
  let query = db.selectFrom("outbox").select([
    "id",
    "kind",
    "subject",
    "recipient",
    "reply_to",
    // The list shows the text's start and the files' names, never a whole long body or a file.
    sql<string>`substr(text_body, 1, ${TEXT_SHOWN + 1})`.as("text_body"),
    "attachment_names",
    "status",
    "attempts",
    "next_attempt_at",
    "last_error",
    "created_at",
    "sent_at",
  ]);
  if (status) query = query.where("status", "=", status);
  if (before !== undefined) query = query.where("id", "<", before);
  if (after !== undefined) query = query.where("id", ">", after);
  const [found, counts] = await Promise.all([
    query
      .orderBy("id", after === undefined ? "desc" : "asc")
      .limit(OUTBOX_PAGE_SIZE + 1)
      .execute(),
    countOutbox(db),
  ]);
  const more = found.length > OUTBOX_PAGE_SIZE;
  let rows = found.slice(0, OUTBOX_PAGE_SIZE);
  if (after !== undefined) rows = rows.reverse();
  // Back at the top by "Newer": the newest page itself, with no cursor.
  if (after !== undefined && !more) return loadOutboxPage(db, new URLSearchParams(status ? { status } : {}), mail);
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    counts,
    status: status ?? null,
    newer: first && (before !== undefined || after !== undefined) ? Number(first.id) : null,
    older: last && (after !== undefined || more) ? Number(last.id) : null,
    mailConfigured: Boolean(mail.smtpUrl),
    messages: rows.map((r) => {
      const s = asStatus(r.status);
      return {
        id: Number(r.id),
        kind: r.kind,
        subject: r.subject,
        recipient: r.recipient,
        replyTo: r.reply_to,
        text: r.text_body.slice(0, TEXT_SHOWN),
        textCut: r.text_body.length > TEXT_SHOWN,
        attachments: attachmentNames(r.attachment_names),
        status: s,
        attempts: Number(r.attempts),
        nextAttemptAt: s === "queued" ? r.next_attempt_at : null,
        lastError: r.last_error,
        createdAt: r.created_at,
        sentAt: r.sent_at,
        retryable: RETRYABLE.includes(s),
      };
    }),
  };
}

export type RetryOutcome = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string };

/**
 * "Retry now": a failed, not-configured or waiting message is queued, due at once, with a fresh
 * set of tries. One conditional update, so a message being sent or already sent is never reset.
 */
export async function retryOutboxMessage(
  db: Kysely<Database>,
  form: FormData,
  now: Date,
  mail: MailConfig,
): Promise<RetryOutcome> {
  const parsed = RetrySchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, status: 400, error: "That message is not valid." };
  if (!mail.smtpUrl) {
    return {
      ok: false,
      status: 409,
      error: "E-mail is not configured: set SMTP_URL, MAIL_FROM and SHOP_NOTIFY_TO and restart first.",
    };
  }
  const result = await db
    .updateTable("outbox")
    .set({ status: "queued", next_attempt_at: now.toISOString(), attempts: 0, claimed_until: null })
    .where("id", "=", parsed.data.id)
    .where("status", "in", RETRYABLE)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true };
  const exists = await db.selectFrom("outbox").select("id").where("id", "=", parsed.data.id).executeTakeFirst();
  return exists
    ? { ok: false, status: 409, error: "That message is being sent or was sent already." }
    : { ok: false, status: 404, error: "That message no longer exists." };
}

/** What every admin page says about e-mail: whether it is on, and how many messages failed. */
export async function loadMailStatus(
  db: Kysely<Database>,
  mail: MailConfig,
): Promise<{ mailConfigured: boolean; failed: number }> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "=", "failed")
    .executeTakeFirst();
  return { mailConfigured: Boolean(mail.smtpUrl), failed: Number(row?.n ?? 0) };
}
