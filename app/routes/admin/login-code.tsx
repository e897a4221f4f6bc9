import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";

import type { Route } from "./+types/login-code";
import { Button } from "~/components/ui/button";
import { FormField, controlProps } from "~/components/ui/form-field";
import { getDb } from "~/db/index.server";
import { readSessionToken, readStaffSession, safeRedirectTarget } from "~/features/admin/auth.server";
import { AuthCard } from "~/features/admin/components/auth-card";
import { CodeSchema, LOGIN_MESSAGES } from "~/features/admin/login-schema";
import { submitSecondFactor } from "~/features/admin/sign-in-flow.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [
  { title: "Second step - Admin sign-in" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** Only a session that has passed the password and waits for its code opens this page. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await readStaffSession(getDb(), readSessionToken(request));
  if (!session || session.stage !== "code") throw redirect("/admin/login");
  return { redirectTo: safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) return data({ error: LOGIN_MESSAGES.crossSite }, { status: 403 });
  const parsed = CodeSchema.safeParse(Object.fromEntries(await readFormFields(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const result = await submitSecondFactor(getDb(), {
    request,
    code: parsed.data.code,
    address: context.clientAddress,
    redirectTo: parsed.data.redirectTo,
    now: now(),
  });
  if (result.ok) return result.response;
  if (result.reason === "signed-out") throw redirect("/admin/login");
  if (result.reason === "locked")
    return data({ error: LOGIN_MESSAGES.tooManyCodes }, { status: 429, headers: { "Retry-After": "900" } });
  return data({ error: LOGIN_MESSAGES.wrongCode }, { status: 401 });
}

export default function LoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const error = actionData?.error;
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);
  return (
    <AuthCard title="Second step" intro="Type the 6-digit code your authenticator app shows now, or one of your recovery codes.">
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormField id="code" label="Code" error={error} errorAlert keepError>
          <input
            {...controlProps("code", { error })}
            ref={inputRef}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={40}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Checking..." : "Sign in"}
        </Button>
      </Form>
      <p className="mt-4">
        <Link to="/admin/login" className="text-brand-700 font-semibold underline">
          Start again
        </Link>
      </p>
    </AuthCard>
  );
}
