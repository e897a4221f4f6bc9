import { data, Form, Link, redirect, useNavigation } from "react-router";

import type { Route } from "./+types/account";
import { Button } from "~/components/ui/button";
import { FormField, controlProps } from "~/components/ui/form-field";
import { Fact, Facts, Panel } from "~/components/ui/panel";
import { getDb } from "~/db/index.server";
import { loadAccount, submitAccount } from "~/features/admin/account.server";
import { NewPasswordFields } from "~/features/admin/components/new-password-fields";
import { clearSessionCookie, requireStaff } from "~/features/admin/auth.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { ROLE_LABELS } from "~/lib/roles";

export const meta: Route.MetaFunction = () => [
  { title: "Your account - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  return loadAccount(db, await requireStaff(db, { request, context }, null));
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, null);
  if (!isSameOriginRequest(request)) return data({ errors: { current: "Cross-site request refused" } }, { status: 403 });
  const result = await submitAccount(db, await readFormFields(request), staff, now());
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  if ("renamed" in result) return { renamed: result.renamed };
  const next = result.signedOut === "everywhere" ? "/admin/login?signed-out=everywhere" : "/admin/login?password=set";
  return redirect(next, { headers: { "Set-Cookie": clearSessionCookie(request) } });
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string | undefined> = (actionData && "errors" in actionData ? actionData.errors : undefined) ?? {};
  const renamed = actionData && "renamed" in actionData ? actionData.renamed : undefined;
  return (
    <div className="mt-6 space-y-6">
      <h1 className="text-3xl font-bold">Your account</h1>
      <Panel id="me-heading" title="You">
        <Facts>
          <Fact label="Name">{loaderData.name}</Fact>
          <Fact label="E-mail">{loaderData.email}</Fact>
          <Fact label="Role">{ROLE_LABELS[loaderData.role]}</Fact>
        </Facts>
        <Form method="post" className="mt-4 flex max-w-md flex-wrap items-end gap-2" noValidate>
          <FormField id="name" label="Your name, as history shows it" error={errors.name} errorAlert className="grow">
            <input
              {...controlProps("name", { error: errors.name })}
              name="name"
              key={loaderData.name}
              defaultValue={loaderData.name}
              required
              maxLength={100}
            />
          </FormField>
          <Button type="submit" name="intent" value="name" variant="outline">
            Save the name
          </Button>
        </Form>
        {renamed && (
          <p role="status" className="mt-2 text-green-900">
            Saved: history now shows {renamed}.
          </p>
        )}
      </Panel>
      <Panel id="second-factor-heading" title="Second factor">
        <p className="mt-2 text-slate-800">
          {loaderData.hasSecondFactor
            ? `An authenticator app is set up; ${loaderData.recoveryCodesLeft} of 10 recovery codes are left.`
            : "No authenticator app yet: with one, a stolen password alone cannot open the admin."}
        </p>
        <p className="mt-2">
          <Link to="/admin/account/second-factor" className="text-brand-700 font-semibold underline">
            {loaderData.hasSecondFactor ? "Move it to a new phone (new recovery codes)" : "Set up an authenticator app"}
          </Link>
        </p>
      </Panel>
      <Panel id="password-heading" title="Change your password">
        <p className="mt-1 text-slate-700">Every browser you are signed in on is signed out, this one too.</p>
        <Form method="post" className="mt-4 grid max-w-md gap-4" noValidate>
          <FormField id="current" label="Current password" error={errors.current} errorAlert>
            <input
              {...controlProps("current", { error: errors.current })}
              name="current"
              type="password"
              autoComplete="current-password"
              required
              maxLength={200}
            />
          </FormField>
          <NewPasswordFields email={loaderData.email} errors={errors} />
          <div>
            <Button type="submit" name="intent" value="password" disabled={busy}>
              Change the password
            </Button>
          </div>
        </Form>
      </Panel>
      <Panel id="sessions-heading" title="Sign out everywhere">
        <p className="mt-1 text-slate-700">For a lost phone or a shared computer you forgot to sign out of.</p>
        <Form method="post" className="mt-3">
          <Button type="submit" name="intent" value="sign-out-everywhere" variant="danger-outline">
            Sign out everywhere
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
