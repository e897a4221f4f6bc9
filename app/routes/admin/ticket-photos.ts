import type { Route } from "./+types/ticket-photos";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { loadTicketPhotos } from "~/features/photos/index.server";
import { parseTicketId } from "~/features/tickets/tickets-admin.server";
import { now } from "~/lib/clock.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The ticket's photos as JSON, which its page asks for while a photo link is open. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "tickets");
  const id = parseTicketId(params.id);
  if (id === null) return Response.json({ error: "Not found" }, { status: 404, headers: PRIVATE });
  return Response.json(await loadTicketPhotos(db, id, now()), { headers: PRIVATE });
}
