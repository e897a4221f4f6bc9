import { redirect } from "react-router";

import type { Route } from "./+types/logout";
import { getDb } from "~/db/index.server";
import { clearSessionCookie, signOut } from "~/features/admin/auth.server";
import { now } from "~/lib/clock.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) throw new Response("Cross-site request refused", { status: 403 });
  await signOut(getDb(), request, context.clientAddress, now());
  return redirect("/admin/login", { headers: { "Set-Cookie": clearSessionCookie(request) } });
}

export function loader() {
  return redirect("/admin/products");
}
