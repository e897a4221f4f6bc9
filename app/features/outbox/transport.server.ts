import nodemailer from "nodemailer";

import type { MailConfig } from "~/lib/config.server";

import { decodeAttachments } from "./attachments";
import type { OutboxRow } from "./claim.server";

/** Sends one outbox row; rejects when the SMTP server refuses it or cannot be reached. */
export interface MailSender {
  send(row: OutboxRow): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL: smtps:// is TLS from the first byte (port 465), smtp:// upgrades with
 * STARTTLS whenever the server offers it (port 587). Each step of a send is bounded by the
 * configured timeout, and the whole send by three of them, so a silent server cannot hold a
 * message past its lease. One connection per message: alerts are few, and nothing idles open.
 */
export function createSmtpSender(mail: MailConfig): MailSender {
  if (!mail.smtpUrl) throw new Error("createSmtpSender needs SMTP_URL");
  const url = new URL(mail.smtpUrl);
  const loopback = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    // smtp:// must upgrade with STARTTLS before the password is sent: someone on the path could
    // otherwise strip the server's offer and read the login. Only a server on this machine may
    // talk plain text (the test sink, a local relay).
    requireTLS: url.protocol === "smtp:" && !loopback,
    connectionTimeout: mail.timeoutMs,
    greetingTimeout: mail.timeoutMs,
    socketTimeout: mail.timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(row) {
      const to = row.recipient ? [row.recipient] : mail.notifyTo;
      // Only text made by this site: no file or URL is read (disableFileAccess, disableUrlAccess).
      const attachments = decodeAttachments(row.attachments).map((file) => ({
        filename: file.filename,
        content: file.content,
        contentType: file.contentType,
      }));
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error("send took too long"), { code: "ETIMEDOUT" })),
          mail.timeoutMs * 3,
        );
      });
      try {
        await Promise.race([
          transport.sendMail({
            from: mail.from,
            to,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body,
            ...(row.reply_to ? { replyTo: row.reply_to } : {}),
            ...(attachments.length ? { attachments } : {}),
            headers: { "X-Outbox-Id": String(row.id) },
          }),
          deadline,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      transport.close();
    },
  };
}

/**
 * What a failed send is recorded as: nodemailer's error code and the SMTP reply code, such as
 * "EENVELOPE 550" or "ECONNECTION". Never the reply's text, which can quote an address or
 * carry the server's words about the message, and never the URL with its password.
 */
export function describeSendError(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; name?: unknown };
  const code = typeof e.code === "string" && /^[A-Z_]{2,30}$/.test(e.code) ? e.code : null;
  const smtp = typeof e.responseCode === "number" && e.responseCode >= 200 && e.responseCode < 600 ? e.responseCode : null;
  const parts = [code ?? (smtp ? "SMTP" : error instanceof Error && /^\w{1,40}$/.test(error.name) ? error.name : "Error")];
  if (smtp) parts.push(String(smtp));
  return parts.join(" ");
}
