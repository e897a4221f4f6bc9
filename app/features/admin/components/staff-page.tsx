import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { Button, buttonClass } from "~/components/ui/button";
import { Banner, FormField, controlProps } from "~/components/ui/form-field";
import { Panel } from "~/components/ui/panel";
import { formatDateTime } from "~/features/leads";
import { cn } from "~/lib/cn";
import { ROLES, ROLE_LABELS, type Role } from "~/lib/roles";

import type { StaffMember, SessionRow } from "../staff.server";

export interface StaffPageResult {
  ok: boolean;
  message?: string;
  link?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

function RoleSelect({ id, defaultValue, error }: { id: string; defaultValue?: string; error?: string }) {
  return (
    <select {...controlProps(id, { error })} name="role" defaultValue={defaultValue ?? "technician"}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function StatusOf({ member }: { member: StaffMember }) {
  if (!member.active) return <span className="font-semibold text-red-800">Deactivated</span>;
  if (!member.joined) return <span className="font-semibold text-amber-900">Invited, not joined yet</span>;
  return <span className="text-green-900">Active</span>;
}

/**
 * A button whose action cannot be taken back by a second click: it opens a short question
 * first, naming the person, and the real button inside does it. Works without script.
 */
function Confirmed({
  member,
  intent,
  label,
  question,
  danger,
}: {
  member: StaffMember;
  intent: string;
  label: string;
  question: string;
  danger?: boolean;
}) {
  return (
    <details className="group">
      <summary className={cn(buttonClass(danger ? "danger-outline" : "outline", "sm"), "cursor-pointer list-none")}>
        {label}
        <span className="sr-only"> {member.name}</span>…
      </summary>
      <Form method="post" className="mt-2 max-w-xs rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        <input type="hidden" name="user" value={member.id} />
        <p className="text-sm text-slate-800">{question}</p>
        <Button type="submit" name="intent" value={intent} variant={danger ? "danger" : "primary"} size="sm" className="mt-2">
          {label} {member.name}
        </Button>
      </Form>
    </details>
  );
}

function MemberCard({ member, me }: { member: StaffMember; me: number }) {
  const self = member.id === me;
  return (
    <li className="rounded-lg p-4 ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold break-words">
        {member.name} {self && <span className="text-sm font-normal text-slate-700">(you)</span>}
      </h3>
      <p className="break-words text-slate-800">{member.email}</p>
      <p className="mt-1 text-slate-800">
        {ROLE_LABELS[member.role]} · <StatusOf member={member} /> · Second factor: {member.hasSecondFactor ? "set up" : "none"}
      </p>
      {!self && (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="user" value={member.id} />
            <div>
              <label htmlFor={`role-${member.id}`} className="block text-sm font-semibold text-slate-900">
                Role<span className="sr-only"> of {member.name}</span>
              </label>
              <RoleSelect id={`role-${member.id}`} defaultValue={member.role} />
            </div>
            <Button type="submit" variant="outline" size="sm">
              Save role<span className="sr-only"> of {member.name}</span>
            </Button>
          </Form>
          {member.active && (
            <Form method="post">
              <input type="hidden" name="user" value={member.id} />
              <Button type="submit" name="intent" value="reset" variant="outline" size="sm">
                {member.joined ? "Send a reset link" : "Send a new invitation"}
                <span className="sr-only"> to {member.name}</span>
              </Button>
            </Form>
          )}
          {member.joined && (
            <Confirmed
              member={member}
              intent="sign-out"
              label="Sign out everywhere"
              question={`Sign ${member.name} out on every browser now? They can sign in again.`}
            />
          )}
          {member.hasSecondFactor && (
            <Confirmed
              member={member}
              intent="remove-second-factor"
              label="Remove second factor"
              question={`Remove ${member.name}'s authenticator app and recovery codes, for a lost phone? They sign in with the password alone until they set up a new one.`}
            />
          )}
          {member.active ? (
            <Confirmed
              member={member}
              intent="deactivate"
              label="Deactivate"
              question={`Deactivate ${member.name}? Their sessions end now and they can no longer sign in; their history stays.`}
              danger
            />
          ) : (
            <Form method="post">
              <input type="hidden" name="user" value={member.id} />
              <Button type="submit" name="intent" value="reactivate" variant="outline" size="sm">
                Reactivate<span className="sr-only"> {member.name}</span>
              </Button>
            </Form>
          )}
        </div>
      )}
    </li>
  );
}

export function StaffPage({
  staff,
  sessions,
  secondFactorRequired,
  mailOn,
  me,
  timeZone,
  result,
}: {
  mailOn: boolean;
  staff: StaffMember[];
  sessions: SessionRow[];
  secondFactorRequired: boolean;
  me: number;
  timeZone: string;
  result?: StaffPageResult;
}) {
  const busy = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const resultRef = useRef<HTMLDivElement>(null);
  const inviteRef = useRef<HTMLFormElement>(null);
  // Each answer is brought to the person who acted: the first field in error, or else the message
  // at the top, which on a phone is far above the card they acted on.
  useEffect(() => {
    if (!result) return;
    const invalid = inviteRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    if (invalid) invalid.focus();
    else resultRef.current?.focus();
  }, [result]);
  return (
    <div className="mt-6 space-y-6">
      <h1 className="text-3xl font-bold">Staff</h1>
      <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
        {result?.ok && (
          <Banner tone="success">
            {result.message}
            {result.link && (
              <>
                {" "}
                <span className="block font-mono text-sm break-all">{result.link}</span>
              </>
            )}
          </Banner>
        )}
        {result && !result.ok && result.formError && <Banner tone="error">{result.formError}</Banner>}
      </div>

      <Panel id="invite-heading" title="Invite someone">
        <p className="mt-1 text-slate-700">
          {mailOn
            ? "They get a link by e-mail to choose their password (it works once, for 48 hours)."
            : "E-mail is off: you are shown a link to hand over, for them to choose their password (it works once, for 48 hours)."}{" "}
          Technicians work tickets and leads; the front desk handles leads, bookings, intake, pickup and payments.
        </p>
        {/* A new form after each invitation sent, so the fields are empty for the next person. */}
        <Form
          key={result?.ok ? result.message : "invite"}
          ref={inviteRef}
          method="post"
          className="mt-4 grid gap-4 sm:grid-cols-3"
          noValidate
        >
          <input type="hidden" name="intent" value="invite" />
          <FormField id="invite-name" label="Name" required error={errors.name}>
            <input
              {...controlProps("invite-name", { error: errors.name })}
              name="name"
              required
              maxLength={100}
              defaultValue={values.name}
            />
          </FormField>
          <FormField id="invite-email" label="E-mail" required error={errors.email}>
            <input
              {...controlProps("invite-email", { error: errors.email })}
              name="email"
              type="email"
              required
              maxLength={254}
              defaultValue={values.email}
            />
          </FormField>
          <FormField id="invite-role" label="Role" required error={errors.role}>
            <RoleSelect id="invite-role" defaultValue={values.role as Role | undefined} error={errors.role} />
          </FormField>
          <div className="sm:col-span-3">
            {/* Not disabled while sending: a disabled button would drop the keyboard's focus. */}
            <Button type="submit" aria-disabled={busy || undefined}>
              Send the invitation
            </Button>
          </div>
        </Form>
      </Panel>

      <Panel id="people-heading" title="People">
        <ul className="mt-3 space-y-3">
          {staff.map((member) => (
            <MemberCard key={member.id} member={member} me={me} />
          ))}
        </ul>
      </Panel>

      <Panel id="second-factor-heading" title="Second factor">
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="require-second-factor" />
          <FormField id="required" label="Everyone, you included, needs an authenticator app to sign in" layout="check">
            <input id="required" name="required" type="checkbox" defaultChecked={secondFactorRequired} className="size-5" />
          </FormField>
          <Button type="submit" variant="outline">
            Save
          </Button>
        </Form>
      </Panel>

      <Panel id="sessions-heading" title="Signed in now">
        {sessions.length === 0 ? (
          <p className="mt-2 text-slate-700">Nobody.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {sessions.map((s, i) => (
              <li key={i} className="py-2 break-words">
                <span className="font-semibold">{s.userName}</span>
                {s.current && <span className="text-slate-700"> (this browser)</span>} · since{" "}
                <time dateTime={s.createdAt}>{formatDateTime(s.createdAt, timeZone)}</time> · {s.address ?? "address unknown"} ·{" "}
                <span className="text-slate-700">{s.userAgent ?? "browser unknown"}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
