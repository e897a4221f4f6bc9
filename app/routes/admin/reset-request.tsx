import { data, Form, Link, useNavigation } from "react-router";
import * as z from "zod/mini";

import type { Route } from "./+types/reset-request";
import { Button } from "~/components/ui/button";
import { FormField, controlProps } from "~/components/ui/form-field";
import { getDb } from "~/db/index.server";
import { AuthCard } from "~/features/admin/components/auth-card";
import { requestPasswordReset } from "~/features/admin/password-links.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [
  { title: "Reset your password - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

const ResetRequestSchema = z.object({
  email: z
    .string({ error: "Enter your e-mail address" })
    .check(z.trim(), z.minLength(3, "Enter your e-mail address"), z.maxLength(254, "That e-mail address is too long")),
});

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) return data({ error: "This form must be sent from this site." }, { status: 403 });
  const parsed = ResetRequestSchema.safeParse(Object.fromEntries(await readFormFields(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const result = await requestPasswordReset(getDb(), { email: parsed.data.email, address: context.clientAddress, now: now() });
  if (result === "locked") {
    return data(
      { error: "Too many reset requests. Please wait 15 minutes and try again." },
      { status: 429, headers: { "Retry-After": "900" } },
    );
  }
  return { sent: result === "sent" ? ("mail" as const) : ("no-mail" as const) };
}

export default function ResetRequest({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const sent = actionData && "sent" in actionData ? actionData.sent : undefined;
  return (
    <AuthCard title="Reset your password" intro="We send a link to your staff e-mail. It works once, for 30 minutes.">
      {sent ? (
        <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-900">
          {sent === "mail"
            ? "If that e-mail belongs to a staff account, a reset link is on its way."
            : "E-mail is off at this shop, so no link can be sent: ask the owner for a reset link from the Staff page."}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <FormField id="email" label="E-mail" error={error} errorAlert keepError>
            <input
              {...controlProps("email", { error })}
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send the link"}
          </Button>
        </Form>
      )}
      <p className="mt-4">
        <Link to="/admin/login" className="text-brand-700 font-semibold underline">
          Back to sign-in
        </Link>
      </p>
    </AuthCard>
  );
}
