import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";

import type { Route } from "./+types/login";
import { Button } from "~/components/ui/button";
import { FormField, controlProps } from "~/components/ui/form-field";
import { getDb } from "~/db/index.server";
import { isValidAdminSession, readSessionToken, safeRedirectTarget } from "~/features/admin/auth.server";
import { AuthCard } from "~/features/admin/components/auth-card";
import { readKnownDevice } from "~/features/admin/known-device.server";
import { LOGIN_MESSAGES, LoginSchema } from "~/features/admin/login-schema";
import { passwordAccepted, recordFailedSignIn } from "~/features/admin/sign-in-flow.server";
import { attemptSignIn } from "~/features/admin/sign-in.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [{ title: "Admin sign-in" }, { name: "robots", content: "noindex, nofollow" }];

/** A refused sign-in says when to try again, for the page as well as for fetches. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));
  if (await isValidAdminSession(getDb(), readSessionToken(request))) throw redirect(redirectTo);
  const params = new URL(request.url).searchParams;
  return {
    redirectTo,
    passwordSet: params.get("password") === "set",
    signedOutEverywhere: params.get("signed-out") === "everywhere",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) return data({ error: LOGIN_MESSAGES.crossSite }, { status: 403 });
  const db = getDb();
  const parsed = LoginSchema.safeParse(Object.fromEntries(await readFormFields(request)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return data({ error: issue.message, field: issue.path[0] === "email" ? "email" : "password" }, { status: 400 });
  }
  const { email, password, redirectTo } = parsed.data;
  const at = now();
  // A browser that signed in before is counted on a lane of its own (known-device.server.ts).
  const device = await readKnownDevice(db, request);
  const result = await attemptSignIn(db, { email, password, clientAddress: context.clientAddress, device, now: at });
  if (result.outcome === "busy") return data({ error: LOGIN_MESSAGES.busy }, { status: 429, headers: { "Retry-After": "5" } });
  if (result.outcome === "locked") {
    return data({ error: LOGIN_MESSAGES.tooMany }, { status: 429, headers: { "Retry-After": "900" } });
  }
  if (result.outcome === "inactive") {
    await recordFailedSignIn(db, email, context.clientAddress, at);
    return data({ error: LOGIN_MESSAGES.inactive }, { status: 403 });
  }
  if (result.outcome === "wrong") {
    await recordFailedSignIn(db, email, context.clientAddress, at);
    return data({ error: LOGIN_MESSAGES.wrongPassword }, { status: 401 });
  }
  return passwordAccepted(db, { request, user: result.user, address: context.clientAddress, device, redirectTo, now: at });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData?.error;
  const errorField = actionData && "field" in actionData && actionData.field === "email" ? "email" : "password";
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (error) (errorField === "email" ? emailRef : passwordRef).current?.focus();
  }, [error, errorField]);

  return (
    <AuthCard
      title="Admin sign-in"
      intro={
        <>
          <p>Sign in with your staff e-mail and password.</p>
          {(loaderData.passwordSet || loaderData.signedOutEverywhere) && (
            <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900">
              {loaderData.passwordSet ? "Your password is saved. Sign in with it." : "You are signed out on every browser."}
            </p>
          )}
        </>
      }
    >
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormField id="email" label="E-mail" error={errorField === "email" ? error : undefined} errorAlert>
          <input
            {...controlProps("email", { error: errorField === "email" ? error : undefined })}
            ref={emailRef}
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
          />
        </FormField>
        {/* The error's alert stays in place, so a refusal is announced as it comes. */}
        <FormField id="password" label="Password" error={errorField === "password" ? error : undefined} errorAlert keepError>
          <input
            {...controlProps("password", { error: errorField === "password" ? error : undefined })}
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </Form>
      <p className="mt-4">
        <Link to="/admin/reset" className="text-brand-700 font-semibold underline">
          Forgot your password?
        </Link>
      </p>
    </AuthCard>
  );
}
