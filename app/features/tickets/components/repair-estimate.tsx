import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, controlProps, describedBy } from "~/components/ui/form-field";
import { Panel } from "~/components/ui/panel";
import { MONEY_LIMITS } from "~/features/money";
import { formatUsd } from "~/lib/money";

import type { AnswerOutcome } from "../approval.server";
import { formatTicketDate } from "../format";
import type { PublicEstimate } from "../public.server";

type Refusal = Extract<AnswerOutcome, { ok: false }>;

/**
 * The estimate the customer was given: its lines, tax and total, and their answer. While it waits
 * (and after a decline, which they may still change) they approve it with their full name and
 * their agreement to the terms shown; while it waits they may also decline it.
 */
export function RepairEstimate({
  estimate,
  answer,
  canAnswer,
  phone,
  timeZone,
}: {
  estimate: PublicEstimate;
  /** The refused answer the page was posted back with, if any. */
  answer?: AnswerOutcome;
  /** False once the repair is closed: the estimate is shown, not answered. */
  canAnswer: boolean;
  phone: string;
  timeZone: string;
}) {
  const refused = answer && !answer.ok ? answer : undefined;
  const summary = refused ? (refused.formError ?? "Check the marked field.") + (refused.status === 429 ? ` ${phone}` : "") : "";
  const decided = estimate.decidedAt ? formatTicketDate(estimate.decidedAt, timeZone) : "";
  return (
    <Panel id="estimate-heading" title="Estimate" className="mt-6">
      <p className="mt-1 text-sm text-slate-700">Version {estimate.version}</p>
      <Banner tone="error" className="mt-3">
        {summary}
      </Banner>
      <EstimateLines estimate={estimate} />
      {estimate.status === "approved" && (
        <Banner tone="success" className="mt-4">
          You approved this estimate on {decided}.
        </Banner>
      )}
      {estimate.status === "declined" && (
        <Banner tone="warning" role="status" className="mt-4">
          You declined this estimate on {decided}. Changed your mind? Call us at {phone}, or approve it below.
        </Banner>
      )}
      {estimate.status === "sent" && canAnswer && (
        <p className="mt-4">Approve it to let us start the repair, or decline it. Questions? Call us at {phone}.</p>
      )}
      {estimate.status !== "approved" && canAnswer && (
        <AnswerForms key={estimate.version} estimate={estimate} refused={refused} />
      )}
    </Panel>
  );
}

function EstimateLines({ estimate }: { estimate: PublicEstimate }) {
  return (
    <>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Estimate lines, scrolls sideways">
        <table className="w-full min-w-[18rem] text-left">
          <caption className="sr-only">What the estimate covers</caption>
          <thead className="text-sm text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Qty
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Unit price
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {estimate.lines.map((line, i) => (
              <tr key={i} className="border-t border-slate-200 align-top">
                <td className="py-2 pr-3 break-words">
                  {line.description}
                  {line.warrantyDays > 0 && (
                    <span className="block text-sm text-slate-700">
                      Warranty: {line.warrantyDays} {line.warrantyDays === 1 ? "day" : "days"}
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatUsd(line.unitCents)}</td>
                <td className="py-2 text-right tabular-nums">{formatUsd(line.lineCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 grid gap-1 border-t border-slate-300 pt-3">
        <Total label="Subtotal" cents={estimate.subtotalCents} />
        <Total label={`Tax (${estimate.taxRate})`} cents={estimate.taxCents} />
        <Total label="Total" cents={estimate.totalCents} strong />
      </dl>
    </>
  );
}

function Total({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-4 text-lg font-bold" : "flex justify-between gap-4"}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatUsd(cents)}</dd>
    </div>
  );
}

function AnswerForms({ estimate, refused }: { estimate: PublicEstimate; refused?: Refusal }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errors = refused?.fieldErrors ?? {};
  const approveRef = useRef<HTMLFormElement>(null);
  const declineRef = useRef<HTMLFormElement>(null);
  const first = errors.name ? "name" : errors.agree ? "agree" : errors.reason ? "reason" : null;
  useEffect(() => {
    if (!refused || !first) return;
    const form = first === "reason" ? declineRef.current : approveRef.current;
    form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [refused, first]);
  const kept = (intent: "approve" | "decline") => (refused?.intent === intent ? refused.values : undefined);
  const agreeDescribed = [estimate.terms ? "estimate-terms" : "", describedBy("approve-agree", { error: errors.agree })]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="mt-4 grid gap-6">
      <Form ref={approveRef} method="post" noValidate className="grid gap-4" aria-labelledby="approve-heading">
        <h3 id="approve-heading" className="text-lg font-semibold">
          Approve the estimate
        </h3>
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="version" value={estimate.version} />
        <FormField id="approve-name" label="Your full name" required error={errors.name}>
          <input
            {...controlProps("approve-name", { error: errors.name })}
            name="name"
            autoComplete="name"
            required
            minLength={2}
            maxLength={MONEY_LIMITS.name}
            defaultValue={kept("approve")?.name}
          />
        </FormField>
        {estimate.terms && (
          <div id="estimate-terms" className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <h4 className="font-semibold">Repair terms</h4>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{estimate.terms}</p>
          </div>
        )}
        <FormField id="approve-agree" label="I agree to the repair terms" required error={errors.agree} layout="check">
          <input
            id="approve-agree"
            type="checkbox"
            name="agree"
            value="yes"
            required
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={agreeDescribed || undefined}
            className="size-5 shrink-0"
          />
        </FormField>
        <div>
          <Button type="submit" variant="accent" disabled={Boolean(busy)}>
            {busy === "approve" ? "Approving…" : "Approve estimate"}
          </Button>
        </div>
      </Form>
      {estimate.status === "sent" && (
        <Form ref={declineRef} method="post" noValidate className="grid gap-4" aria-labelledby="decline-heading">
          <h3 id="decline-heading" className="text-lg font-semibold">
            Or decline it
          </h3>
          <input type="hidden" name="intent" value="decline" />
          <input type="hidden" name="version" value={estimate.version} />
          <FormField
            id="decline-reason"
            label="Why are you declining?"
            optional
            hint={`Up to ${MONEY_LIMITS.note} characters.`}
            error={errors.reason}
          >
            <textarea
              {...controlProps("decline-reason", { hint: true, error: errors.reason })}
              name="reason"
              rows={3}
              maxLength={MONEY_LIMITS.note}
              defaultValue={kept("decline")?.reason}
            />
          </FormField>
          <div>
            <Button type="submit" variant="danger-outline" disabled={Boolean(busy)}>
              {busy === "decline" ? "Declining…" : "Decline estimate"}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
