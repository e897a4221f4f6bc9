import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";

import type { Route } from "./+types/account-second-factor";
import { Button } from "~/components/ui/button";
import { FormField, controlProps } from "~/components/ui/form-field";
import { getDb } from "~/db/index.server";
import { loadEnrolment, submitEnrolment } from "~/features/admin/account.server";
import { isSecondFactorRequired, requireStaffEnrolling } from "~/features/admin/auth.server";
import { AuthCard } from "~/features/admin/components/auth-card";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [
  { title: "Set up an authenticator app - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

// The page shows a secret: never kept by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  const staff = await requireStaffEnrolling(db, { request, context });
  const enrolment = await loadEnrolment(db, staff, now());
  return {
    secret: enrolment.secret,
    qr: enrolment.qr,
    replacing: staff.hasSecondFactor,
    required: !staff.hasSecondFactor && (await isSecondFactorRequired(db)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaffEnrolling(db, { request, context });
  if (!isSameOriginRequest(request)) return data({ ok: false as const, error: "Cross-site request refused" }, { status: 403 });
  const result = await submitEnrolment(db, await readFormFields(request), staff, now());
  if ("restarted" in result) return { ok: false as const, error: null };
  return data(result, { status: result.ok ? 200 : result.status });
}

function QrCode({ size, path }: { size: number; path: string }) {
  const margin = 4;
  const box = size + margin * 2;
  return (
    <svg
      viewBox={`${-margin} ${-margin} ${box} ${box}`}
      width="220"
      height="220"
      role="img"
      aria-label="QR code to scan with your authenticator app"
      className="mx-auto bg-white"
      shapeRendering="crispEdges"
    >
      <rect x={-margin} y={-margin} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

export default function SecondFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const onCurrent = !!failed && "field" in failed && failed.field === "current";
  const error = failed && !onCurrent ? (failed.error ?? undefined) : undefined;
  const currentError = onCurrent ? (failed.error ?? undefined) : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (currentError) currentRef.current?.focus();
    else if (error) inputRef.current?.focus();
  }, [error, currentError]);
  if (actionData?.ok) {
    return (
      <AuthCard
        focusTitle
        title="Your recovery codes"
        intro="Each opens the admin once if your phone is lost. Write them down or print this page, and keep them somewhere safe: they are shown only now."
      >
        <ol
          aria-label="Recovery codes"
          className="mt-4 grid list-decimal gap-1 pl-8 font-mono text-lg sm:grid-cols-2 sm:gap-x-10"
        >
          {actionData.codes.map((code) => (
            <li key={code} className="whitespace-nowrap">
              {code}
            </li>
          ))}
        </ol>
        <p className="mt-6">
          <Link to="/admin" className="text-brand-700 font-semibold underline">
            I have kept them: go to the admin
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set up an authenticator app"
      intro={
        <>
          {loaderData.required && <p className="mb-2 font-semibold">The shop asks everyone to use one before signing in.</p>}
          <p>
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …), then type the
            code it shows.
          </p>
        </>
      }
    >
      <div className="mt-4">
        <QrCode {...loaderData.qr} />
        <p className="mt-2 text-center text-sm text-slate-700">
          Or type this key: <span className="font-mono">{loaderData.secret.replace(/(.{4})(?=.)/g, "$1 ")}</span>
        </p>
      </div>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        {loaderData.replacing && (
          <FormField id="current" label="A code from the app you use now, or a recovery code" error={currentError} errorAlert>
            <input
              {...controlProps("current", { error: currentError })}
              ref={currentRef}
              name="current"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={40}
            />
          </FormField>
        )}
        <FormField id="code" label="The 6-digit code" error={error} errorAlert keepError>
          <input
            {...controlProps("code", { error })}
            ref={inputRef}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={7}
          />
        </FormField>
        <Button type="submit" name="intent" value="confirm" className="w-full" disabled={busy}>
          Turn it on
        </Button>
      </Form>
      <Form method="post" action="/admin/logout" className="mt-4">
        <Button type="submit" variant="outline" className="w-full">
          Sign out
        </Button>
      </Form>
    </AuthCard>
  );
}
