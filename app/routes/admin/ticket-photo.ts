import type { Route } from "./+types/ticket-photo";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { readTicketPhoto } from "~/features/photos/index.server";
import { parseTicketId } from "~/features/tickets/tickets-admin.server";

/**
 * A condition photo, for the signed-in owner only: never cached, shown in the page, typed by what
 * its bytes were checked to be. X-Content-Type-Options: nosniff comes with every page and file
 * from the server's edge (server/security.ts), so it is not added a second time here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "tickets");
  const ticketId = parseTicketId(params.id);
  const photoId = parseTicketId(params.photoId);
  const photo = ticketId === null || photoId === null ? null : await readTicketPhoto(db, ticketId, photoId);
  if (!photo) return new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.mime,
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "private, no-store",
      "Content-Disposition": "inline",
    },
  });
}
