import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, controlProps } from "~/components/ui/form-field";
import { Panel } from "~/components/ui/panel";
import { formatDateTime } from "~/features/leads";
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

function MemberCard({ member, me }: { member: StaffMember; me: number }) {
  const headingId = `staff-${member.id}`;
  const self = member.id === me;
  return (
    <li className="rounded-lg p-4 ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-semibold break-words">
        {member.name} {self && <span className="text-sm font-normal text-slate-700">(you)</span>}
      </h3>
      <p className="break-words text-slate-800">{member.email}</p>
      <p className="mt-1 text-slate-800">
        {ROLE_LABELS[member.role]} · <StatusOf member={member} /> · Second factor: {member.hasSecondFactor ? "set up" : "none"}
      </p>
      {!self && (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={`Role of ${member.name}`}>
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="user" value={member.id} />
            <div>
              <label htmlFor={`role-${member.id}`} className="block text-sm font-semibold text-slate-900">
                Role
              </label>
              <RoleSelect id={`role-${member.id}`} defaultValue={member.role} />
            </div>
            <Button type="submit" variant="outline" size="sm">
              Save role
            </Button>
          </Form>
          {member.active && (
            <Form method="post">
              <input type="hidden" name="user" value={member.id} />
              <Button type="submit" name="intent" value="reset" variant="outline" size="sm" aria-describedby={headingId}>
                {member.joined ? "Send a reset link" : "Send a new invitation"}
              </Button>
            </Form>
          )}
          <Form method="post">
            <input type="hidden" name="user" value={member.id} />
            <Button type="submit" name="intent" value="sign-out" variant="outline" size="sm" aria-describedby={headingId}>
              Sign out everywhere
            </Button>
          </Form>
          {member.hasSecondFactor && (
            <Form method="post">
              <input type="hidden" name="user" value={member.id} />
              <Button
                type="submit"
                name="intent"
                value="remove-second-factor"
                variant="outline"
                size="sm"
                aria-describedby={headingId}
              >
                Remove second factor
              </Button>
            </Form>
          )}
          <Form method="post">
            <input type="hidden" name="user" value={member.id} />
            {member.active ? (
              <Button
                type="submit"
                name="intent"
                value="deactivate"
                variant="danger-outline"
                size="sm"
                aria-describedby={headingId}
              >
                Deactivate
              </Button>
            ) : (
              <Button type="submit" name="intent" value="reactivate" variant="outline" size="sm" aria-describedby={headingId}>
                Reactivate
              </Button>
            )}
          </Form>
        </div>
      )}
    </li>
  );
}

export function StaffPage({
  staff,
  sessions,
  secondFactorRequired,
  me,
  timeZone,
  result,
}: {
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
  return (
    <div className="mt-6 space-y-6">
      <h1 className="text-3xl font-bold">Staff</h1>
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

      <Panel id="invite-heading" title="Invite someone">
        <p className="mt-1 text-slate-700">
          They get a link by e-mail to choose their password (it works once, for 48 hours). Technicians work tickets and leads;
          the front desk handles leads, bookings, intake, pickup and payments.
        </p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
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
            <Button type="submit" disabled={busy}>
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
          <FormField id="required" label="Everyone needs an authenticator app to sign in" layout="check">
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
                <span className="font-semibold">{s.userName}</span> · since{" "}
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
