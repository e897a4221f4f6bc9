import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import type { RateLimiter } from "~/lib/rate-limit.server";

import { IMAGE_MESSAGES } from "./image-bytes.server";
import { PHOTOS_PER_LINK, PHOTO_FORM_MAX_BYTES, PHOTO_MAX_BYTES } from "./limits";
import { findPhotoLink } from "./links.server";
import type { PhotoPageState } from "./schema";
import { UPLOAD_MESSAGES, linkRefusal, receivePhoto, type PhotoUploadOutcome } from "./upload.server";

/** Room in a body for the multipart framing and the form's other fields. */
const FRAMING_BYTES = 64 * 1024;
/** A post from the phone's page with JavaScript: one photo, already shrunk. */
export const PHOTO_POST_LIMIT = PHOTO_MAX_BYTES + FRAMING_BYTES;
/** A post without JavaScript: the photos as the camera took them, several at a time. */
export const PHOTO_FORM_LIMIT = PHOTO_FORM_MAX_BYTES + FRAMING_BYTES;
const FORM_TOO_LARGE = `Too much at once: send at most ${PHOTO_FORM_MAX_BYTES / 1024 / 1024} MB of photos in one go (fewer photos at a time).`;

/**
 * The body limit of a path that takes photos as multipart/form-data (the phone's page without
 * JavaScript, or its JSON address for one shrunk photo); null for every other path.
 */
export function photoUploadBodyLimit(path: string): number | null {
  const match = /^\/intake\/photos\/[^/]+?(\/upload)?$/i.exec(path);
  return match ? (match[1] ? PHOTO_POST_LIMIT : PHOTO_FORM_LIMIT) : null;
}

type Refusal = Extract<PhotoUploadOutcome, { ok: false }>;

/** The body's files under `field`, or why it cannot be read: too large, not a multipart form, or broken. */
async function readFiles(request: Request, field: string, limit: number, tooLarge: string): Promise<File[] | Refusal> {
  const length = Number(request.headers.get("content-length") ?? "NaN");
  if (!Number.isSafeInteger(length) || length > limit) return { ok: false, status: 413, message: tooLarge };
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? ""))
    return { ok: false, status: 415, message: UPLOAD_MESSAGES.noFile };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, status: 400, message: IMAGE_MESSAGES.damaged };
  }
  return form.getAll(field).filter((v): v is File => typeof v !== "string" && v.size > 0);
}

interface UploadRequest {
  db: Kysely<Database>;
  token: string;
  request: Request;
  clientAddress: string;
  now: Date;
  limiter?: RateLimiter;
}

/** Whether the link takes photos, checked before a body is read: nobody without an open link makes the server read one. */
async function openLinkRefusal(db: Kysely<Database>, token: string, now: Date): Promise<Refusal | null> {
  return linkRefusal(await findPhotoLink(db, token, now));
}

/** The phone's page for the link `token`: open, or why not (404 for no such link, 410 for one expired or used up). */
export async function loadPhotoPage(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ status: 200 | 404 | 410; state: PhotoPageState }> {
  const found = await findPhotoLink(db, token, now);
  if (found.status === "open") {
    const { ticketNumber, uploads, expiresAt } = found.link;
    return { status: 200, state: { open: true, ticketNumber, left: PHOTOS_PER_LINK - uploads, expiresAt } };
  }
  const closed = linkRefusal(found)!;
  return { status: closed.status === 404 ? 404 : 410, state: { open: false, message: closed.message } };
}

/** One photo posted by the phone's page with JavaScript (field `photo`); the answer is its JSON. */
export async function receivePhotoPost({
  db,
  token,
  request,
  clientAddress,
  now,
  limiter,
}: UploadRequest): Promise<PhotoUploadOutcome> {
  const closed = await openLinkRefusal(db, token, now);
  if (closed) return closed;
  const files = await readFiles(request, "photo", PHOTO_POST_LIMIT, IMAGE_MESSAGES.tooLarge);
  if (!Array.isArray(files)) return files;
  if (files.length !== 1) return { ok: false, status: 400, message: UPLOAD_MESSAGES.noFile };
  return receivePhoto({ db, token, bytes: new Uint8Array(await files[0]!.arrayBuffer()), clientAddress, now, limiter });
}

/** What the phone's page shows after its form was sent without JavaScript. */
export interface PhotoFormAnswer {
  status: 200 | 400 | 403 | 404 | 410 | 413 | 415 | 429;
  /** The link's count after each photo taken ("Photo 3 sent"). */
  sent: number[];
  /** Each photo refused: its file name (shortened) and why. */
  refused: Array<{ name: string; message: string }>;
  /** Why nothing (more) could be taken, when that is the link or the form rather than one photo. */
  formError?: string;
  retryAfterSeconds?: number;
}

/**
 * The photos of the page's form sent without JavaScript (field `photos`), as the camera took them,
 * each checked and counted on its own; a closed link or the address's limit stops the rest.
 */
export async function receivePhotoForm({
  db,
  token,
  request,
  clientAddress,
  now,
  limiter,
}: UploadRequest): Promise<PhotoFormAnswer> {
  const closed = await openLinkRefusal(db, token, now);
  if (closed) return { status: closed.status, sent: [], refused: [], formError: closed.message };
  const files = await readFiles(request, "photos", PHOTO_FORM_LIMIT, FORM_TOO_LARGE);
  if (!Array.isArray(files)) return { status: files.status, sent: [], refused: [], formError: files.message };
  if (files.length === 0) return { status: 400, sent: [], refused: [], formError: UPLOAD_MESSAGES.noFile };
  const answer: PhotoFormAnswer = { status: 200, sent: [], refused: [] };
  for (const file of files) {
    const outcome = await receivePhoto({
      db,
      token,
      bytes: new Uint8Array(await file.arrayBuffer()),
      clientAddress,
      now,
      limiter,
    });
    if (outcome.ok) {
      answer.sent.push(outcome.sent);
      continue;
    }
    if (outcome.status === 410 || outcome.status === 404 || outcome.status === 429) {
      return { ...answer, status: outcome.status, formError: outcome.message, retryAfterSeconds: outcome.retryAfterSeconds };
    }
    answer.refused.push({ name: file.name.slice(0, 80) || "A photo", message: outcome.message });
    if (answer.status === 200) answer.status = outcome.status as PhotoFormAnswer["status"];
  }
  return answer;
}
