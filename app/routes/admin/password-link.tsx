import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation, useRouteError } from "react-router";

import type { Route } from "./+types/password-link";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/index.server";
import { AuthCard } from "~/features/admin/components/auth-card";
import { NewPasswordFields } from "~/features/admin/components/new-password-fields";
import { NewPasswordSchema } from "~/features/admin/login-schema";
import { loadLinkPage, redeemPasswordLink } from "~/features/admin/password-links.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [
  { title: "Choose your password - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

// The link's token is in the address: never kept by a cache, never sent on as a referrer.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

/** /admin/welcome/:token (an invitation) and /admin/reset/:token (a reset) share this page. */
const kindOf = (url: string) => (new URL(url).pathname.startsWith("/admin/welcome/") ? "invite" : "reset");

export async function loader({ request, params }: Route.LoaderArgs) {
  const kind = kindOf(request.url);
  const page = await loadLinkPage(getDb(), kind, params.token, now());
  if (!page.ok) throw data({ kind }, { status: 410 });
  return { kind, name: page.name, email: page.email };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request))
    return data({ errors: { password: "This form must be sent from this site." } }, { status: 403 });
  const parsed = NewPasswordSchema.safeParse(Object.fromEntries(await readFormFields(request)));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "password")] ??= issue.message;
    return data({ errors }, { status: 400 });
  }
  const kind = kindOf(request.url);
  const done = await redeemPasswordLink(getDb(), {
    kind,
    token: params.token,
    password: parsed.data.password,
    address: context.clientAddress,
    now: now(),
  });
  if (!done) throw data({ kind }, { status: 410 });
  return redirect("/admin/login?password=set");
}

export default function PasswordLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  return (
    <AuthCard
      title={loaderData.kind === "invite" ? "Welcome" : "Choose a new password"}
      intro={
        <p>
          {loaderData.name} ({loaderData.email}): choose a password of at least 12 characters. You sign in with your e-mail and
          this password.
        </p>
      }
    >
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <NewPasswordFields email={loaderData.email} errors={errors} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Saving..." : "Save the password"}
        </Button>
      </Form>
    </AuthCard>
  );
}

/** A spent, expired or unknown link; any other error goes on to the site's own page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 410) throw error;
  return (
    <AuthCard title="This link no longer works">
      <p className="mt-3 text-slate-700">
        It has expired or was already used. Ask the owner for a new one, or{" "}
        <Link to="/admin/reset" className="text-brand-700 font-semibold underline">
          ask for a reset link
        </Link>
        .
      </p>
    </AuthCard>
  );
}
