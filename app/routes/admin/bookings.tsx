import { data } from "react-router";

import type { Route } from "./+types/bookings";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { BookingsAdmin } from "~/features/booking/components/bookings-admin";
import { cancelBookingFromForm, loadBookingsPage } from "~/features/booking/index.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [{ title: "Bookings - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "bookings");
  return loadBookingsPage(db, new URL(request.url).searchParams);
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "bookings");
  if (!isSameOriginRequest(request)) return data({ error: "Cross-site request refused" }, { status: 403 });
  const result = await cancelBookingFromForm(db, await readFormFields(request), staff);
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return { ok: true, notice: result.notice };
}

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingsAdmin
      {...loaderData}
      error={actionData && "error" in actionData ? actionData.error : undefined}
      notice={actionData && "notice" in actionData ? actionData.notice : undefined}
    />
  );
}
