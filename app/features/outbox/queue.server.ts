import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { getConfig, type MailConfig } from "~/lib/config.server";
import { normalizeEmail } from "~/lib/contact-keys";
import { isPlainAddress } from "~/lib/email-address";

import { encodeAttachments, type OutboxAttachment } from "./attachments";

export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed", "not_configured"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a feature hands the outbox; the worker does the sending. */
export interface OutgoingMessage {
  /** e.g. "lead-alert", "booking-alert". */
  kind: string;
  /** The entity the message is about, for the admin's outbox list and the privacy tools. */
  subjectType: "lead" | "booking" | "ticket" | "booking-request" | "staff";
  subjectId: number;
  /** One address, or null for the shop's own alert addresses (SHOP_NOTIFY_TO) at sending time. */
  recipient: string | null;
  /** Where a reply goes: the customer on a shop alert, the shop on a customer's message. */
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** Small files sent along (at most MAX_ATTACHMENTS, each at most MAX_ATTACHMENT_BYTES). */
  attachments?: OutboxAttachment[];
}

/**
 * Writes one message to the outbox. Call it with the transaction that writes its cause, so the
 * message exists exactly when the lead or booking does; the worker sends it after the commit.
 * Without SMTP_URL the row is kept as "not_configured".
 */
export async function queueMessage(
  trx: Kysely<Database>,
  message: OutgoingMessage,
  now: Date,
  mail: MailConfig = getConfig().mail,
): Promise<number> {
  const at = now.toISOString();
  // A message the code built wrong fails here, inside its cause's transaction, not at sending time.
  if (message.replyTo && !isPlainAddress(message.replyTo)) throw new Error("outbox: replyTo is not one plain e-mail address");
  const replyTo = message.replyTo || null;
  const attachments = message.attachments?.length ? encodeAttachments(message.attachments) : null;
  const row = await trx
    .insertInto("outbox")
    .values({
      kind: message.kind,
      subject_type: message.subjectType,
      subject_id: message.subjectId,
      recipient: message.recipient,
      recipient_key: normalizeEmail(message.recipient),
      reply_to: replyTo,
      attachments,
      attachment_names: attachments ? message.attachments!.map((f) => f.filename).join("/") : null,
      // A header never carries a line break, whatever the text it was made from.
      subject: message.subject.replace(/[\r\n\t]+/g, " ").slice(0, 300),
      text_body: message.text,
      html_body: message.html,
      status: mail.smtpUrl ? "queued" : "not_configured",
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
