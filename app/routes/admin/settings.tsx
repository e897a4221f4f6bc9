import { data } from "react-router";

import type { Route } from "./+types/settings";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { SettingsPage } from "~/features/settings/components/settings-page";
import { handleSettingsAction, loadSettingsPage, type BookedClosedDate } from "~/features/settings/settings-admin.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [{ title: "Settings - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "settings");
  return loadSettingsPage(db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "settings");
  if (!isSameOriginRequest(request)) return data({ error: "Cross-site request refused" }, { status: 403 });
  const result = await handleSettingsAction(db, await readFormFields(request), staff);
  return data(result.body, { status: result.status });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as
    | {
        error?: string;
        message?: string;
        errors?: Record<string, string>;
        submitted?: Record<string, unknown>;
        confirmClosedDates?: BookedClosedDate[];
      }
    | undefined;
  return (
    <SettingsPage
      {...loaderData}
      errors={answer?.errors}
      submitted={answer?.errors ? answer.submitted : undefined}
      confirmClosedDates={answer?.confirmClosedDates}
      message={answer?.message ?? null}
      error={answer?.error ?? null}
    />
  );
}
