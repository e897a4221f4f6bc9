import { data } from "react-router";

import type { Route } from "./+types/outbox";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { OutboxAdmin } from "~/features/outbox/components/outbox-admin";
import { loadOutboxPage, retryOutboxMessage, wakeOutbox } from "~/features/outbox/index.server";
import { currentTimeZone } from "~/features/settings/index.server";
import { now } from "~/lib/clock.server";
import { getConfig } from "~/lib/config.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [{ title: "Outbox - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "outbox");
  const { mail } = getConfig();
  return { ...(await loadOutboxPage(db, new URL(request.url).searchParams, mail)), timeZone: currentTimeZone() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "outbox");
  if (!isSameOriginRequest(request)) return data({ error: "Cross-site request refused" }, { status: 403 });
  const result = await retryOutboxMessage(db, await readFormFields(request), now(), getConfig().mail);
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  wakeOutbox();
  return { ok: true };
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  return <OutboxAdmin {...loaderData} error={actionData && "error" in actionData ? actionData.error : undefined} />;
}
