import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import type { StaffActor } from "~/lib/audit.server";
import { QR_IMAGE_SIZE, createQrMatrix, qrPathData } from "~/features/qr";

import { createPhotoLink } from "./links.server";
import { deleteTicketPhoto } from "./photos.server";
import { DeletePhotoSchema, type PhotoIntent } from "./schema";

export type TicketPhotosOutcome =
  | {
      ok: true;
      kind: "link";
      url: string;
      expiresAt: string;
      /** The link's QR code (the site's own encoder): an SVG path in a `size` box. */
      qr: { path: string; size: number };
    }
  | { ok: true; kind: "deleted"; message: string }
  | { ok: false; status: 400 | 404 | 409; formError: string };

/** The ticket page's photo buttons: make a link for the owner's phone, or delete a photo. */
export async function submitTicketPhotos(
  db: Kysely<Database>,
  ticketId: number,
  intent: PhotoIntent,
  form: FormData,
  now: Date,
  by: StaffActor,
): Promise<TicketPhotosOutcome> {
  if (intent === "photoLink") {
    const made = await createPhotoLink(db, ticketId, now, by);
    if (made.ok)
      return {
        ok: true,
        kind: "link",
        url: made.url,
        expiresAt: made.expiresAt,
        qr: { path: qrPathData(createQrMatrix(made.url)), size: QR_IMAGE_SIZE },
      };
    if (made.reason === "not-found") return { ok: false, status: 404, formError: "This ticket no longer exists." };
    return {
      ok: false,
      status: 409,
      formError: "This ticket's personal details were erased; it takes no more photos.",
    };
  }
  const parsed = DeletePhotoSchema.safeParse({ photoId: form.get("photoId") ?? undefined });
  if (!parsed.success) return { ok: false, status: 400, formError: "This form is out of date; reload the page and try again." };
  if (!(await deleteTicketPhoto(db, ticketId, parsed.data.photoId, by, now)))
    return { ok: false, status: 409, formError: "That photo was already deleted." };
  return { ok: true, kind: "deleted", message: "Photo deleted." };
}
