import { Lock } from "~/components/ui/icons/lock";
import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";

import type { Route } from "./+types/login";
import { Button } from "~/components/ui/button";
import { FormField, controlProps } from "~/components/ui/form-field";
import { getDb } from "~/db/index.server";
import {
  createAdminSession,
  isValidAdminSession,
  readSessionToken,
  safeRedirectTarget,
  sessionCookie,
} from "~/features/admin/auth.server";
import { knownDeviceCookie, readKnownDevice } from "~/features/admin/known-device.server";
import { LOGIN_MESSAGES, LoginSchema } from "~/features/admin/login-schema";
import { attemptSignIn } from "~/features/admin/sign-in.server";
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
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) return data({ error: LOGIN_MESSAGES.crossSite }, { status: 403 });
  const db = getDb();
  const parsed = LoginSchema.safeParse(Object.fromEntries(await readFormFields(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });

  // A browser that signed in before is counted on a lane of its own (known-device.server.ts).
  const deviceId = await readKnownDevice(db, request);
  const outcome = await attemptSignIn(db, { password: parsed.data.password, clientAddress: context.clientAddress, deviceId });
  if (outcome === "busy") return data({ error: LOGIN_MESSAGES.busy }, { status: 429, headers: { "Retry-After": "5" } });
  if (outcome === "locked") {
    return data({ error: LOGIN_MESSAGES.tooMany }, { status: 429, headers: { "Retry-After": "900" } });
  }
  if (outcome === "wrong") return data({ error: LOGIN_MESSAGES.wrongPassword }, { status: 401 });
  const { token, expires } = await createAdminSession(db);
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, token, expires));
  headers.append("Set-Cookie", await knownDeviceCookie(db, request, deviceId));
  return redirect(safeRedirectTarget(parsed.data.redirectTo), { headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData?.error;
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  return (
    <div className="container-page flex justify-center py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-3">
          <span className="bg-brand-100 text-brand-800 grid size-10 place-items-center rounded-full">
            <Lock size={20} />
          </span>
          <h1 className="text-2xl font-bold">Admin sign-in</h1>
        </div>
        <p className="mt-3 text-slate-700">Sign in to manage the product catalog and read service requests.</p>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {/* The error's alert stays in place, so a refusal is announced as it comes. */}
          <FormField id="password" label="Password" error={error} errorAlert keepError>
            <input
              {...controlProps("password", { error })}
              ref={inputRef}
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
      </div>
    </div>
  );
}
