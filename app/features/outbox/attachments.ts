import { z } from "zod";

/** At most this many files ride along with one message. */
export const MAX_ATTACHMENTS = 3;
/** Each file's text at most this long (UTF-8 bytes): a calendar entry is about 1 KB. */
export const MAX_ATTACHMENT_BYTES = 64 * 1024;

/** A small text file sent with a message, such as the booking's .ics. */
export const OutboxAttachmentSchema = z.object({
  filename: z.string().regex(/^[\w.-]{1,80}$/, "a plain file name"),
  contentType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+(?:; ?[a-z-]+=[\w.-]+)?$/i, "a MIME type"),
  content: z.string().refine((text) => Buffer.byteLength(text, "utf8") <= MAX_ATTACHMENT_BYTES, "at most 64 KB"),
});
export type OutboxAttachment = z.infer<typeof OutboxAttachmentSchema>;

const AttachmentListSchema = z.array(OutboxAttachmentSchema).max(MAX_ATTACHMENTS);

/** The column's JSON; throws when a message's files break the bounds (a bug in the code that built it). */
export function encodeAttachments(files: OutboxAttachment[]): string {
  return JSON.stringify(AttachmentListSchema.parse(files));
}

/** The stored JSON back as files; a damaged value throws, and the send counts as a failed try. */
export function decodeAttachments(json: string | null): OutboxAttachment[] {
  if (json === null) return [];
  return AttachmentListSchema.parse(JSON.parse(json));
}
