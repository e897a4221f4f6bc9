import type { Route } from "./+types/book-slot";
import { getDb } from "~/db/index.server";
import { bookSlotMethodNotAllowed, handleBookSlotRequest } from "~/features/booking/index.server";

/** POST /api/book-slot: books a drop-off window for the visitor's lead. */
export function action({ request, context }: Route.ActionArgs) {
  return handleBookSlotRequest({ request, db: getDb(), clientAddress: context.clientAddress });
}

export const loader = bookSlotMethodNotAllowed;
