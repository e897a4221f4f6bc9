import { safeParse } from "zod/mini";
import type * as core from "zod/v4/core";

export class BodyTooLargeError extends Error {}

/** Reads at most `limit` bytes; a longer body is refused without buffering the rest. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
}

/** The words an endpoint answers with for each way a body can be unusable. */
export interface BodyMessages {
  /** The Content-Type is not application/json (a form or text/plain post, which any site can send). */
  wrongType: string;
  tooLarge: string;
  notText: string;
  notJson: string;
  notObject: string;
}

export type JsonBodyResult<T> = { ok: true; data: T } | { ok: false; status: 400 | 413 | 415; error: string };

/** application/json, with or without parameters such as charset. */
export function isJsonContentType(value: string | null): boolean {
  return value !== null && value.split(";", 1)[0]!.trim().toLowerCase() === "application/json";
}

/**
 * Content-Type, size, UTF-8, JSON, a JSON object, then the schema, in that order. Requiring
 * application/json means another site's page cannot send the body without the browser asking
 * this server first (a CORS preflight, which it never grants). The first failure wins and
 * nothing is read past the limit. `describeIssue` turns the schema's first issue into the
 * endpoint's message.
 */
export async function readJsonBody<S extends core.$ZodType>(
  request: Request,
  options: {
    limit: number;
    schema: S;
    messages: BodyMessages;
    describeIssue: (error: core.$ZodError) => string;
  },
): Promise<JsonBodyResult<core.output<S>>> {
  const { limit, schema, messages, describeIssue } = options;
  if (!isJsonContentType(request.headers.get("content-type"))) return { ok: false, status: 415, error: messages.wrongType };
  let text: string;
  try {
    text = await readBodyText(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, error: messages.tooLarge };
    return { ok: false, status: 400, error: messages.notText };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: messages.notJson };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { ok: false, status: 400, error: messages.notObject };
  const parsed = safeParse(schema, json);
  if (!parsed.success) return { ok: false, status: 400, error: describeIssue(parsed.error) };
  return { ok: true, data: parsed.data };
}
