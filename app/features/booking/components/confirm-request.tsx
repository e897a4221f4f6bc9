import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, choiceClass } from "~/components/ui/form-field";
import { telHref } from "~/content/business";

import type { ConfirmOutcome, LoadRequestResult } from "../requests.server";

const linkClass = "text-brand-800 underline";
/** Refusals after which confirming again cannot help. */
const FINAL_REFUSALS = new Set<string>(["already-booked", "sender-full", "expired", "not-found"]);

function Refusal({ outcome, phone }: { outcome: Exclude<ConfirmOutcome, { ok: true }>; phone: string }) {
  const call = (
    <a href={telHref(phone)} className={linkClass}>
      {phone}
    </a>
  );
  if (outcome.reason === "already-booked")
    return <Banner tone="error">You already have a drop-off booked. To change it, call us at {call}.</Banner>;
  if (outcome.reason === "sender-full")
    return (
      <Banner tone="error">
        Three drop-offs are already booked from your internet connection (a shared office or home Wi-Fi counts as one). Please
        call us at {call} to book another.
      </Banner>
    );
  if (outcome.reason === "expired")
    return (
      <Banner tone="error">
        This link has expired, so nothing was booked.{" "}
        <Link to="/diagnosis" className={linkClass}>
          Pick a time again
        </Link>{" "}
        or call us at {call}.
      </Banner>
    );
  if (outcome.reason === "cross-site")
    return (
      <Banner tone="error">This confirmation came from another site and was refused. Please use the button on this page.</Banner>
    );
  if (outcome.reason === "bad-choice") return <Banner tone="error">Please pick one of the times below.</Banner>;
  if (outcome.reason === "not-found")
    return <Banner tone="error">This link is not valid. Please use the newest e-mail we sent you, or call us at {call}.</Banner>;
  return null;
}

/**
 * /booking/confirm/:token: the time the visitor asked for and one button that books it. Nothing
 * is held until then; a window that filled meanwhile offers the nearest free ones instead. Plain
 * form posts, so it works without JavaScript.
 */
export function ConfirmBookingRequest({
  loaded,
  outcome,
  phone,
}: {
  loaded: LoadRequestResult;
  outcome?: ConfirmOutcome;
  phone: string;
}) {
  const busy = useNavigation().state === "submitting";
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  const booked = outcome?.ok ? outcome : null;
  // A second click on a link whose booking the shop has cancelled says so, not "booked".
  const cancelled = !booked?.booking && loaded.ok && loaded.request.bookingStatus === "cancelled";
  const confirmed = !cancelled && (booked || (loaded.ok && loaded.request.confirmedRef !== null));
  const choices = outcome && !outcome.ok && "choices" in outcome ? outcome.choices : null;

  return (
    <div className="container-page max-w-xl py-8">
      {/* "drop-off" kept on one line: a narrow phone broke the heading at its hyphen. */}
      <h1 className="text-3xl font-bold">
        {cancelled ? "This " : confirmed ? "Your " : "Confirm your "}
        <span className="whitespace-nowrap">drop-off</span>
        {cancelled ? " was cancelled" : confirmed ? " is booked" : ""}
      </h1>
      <div ref={resultRef} tabIndex={-1} className="mt-4 focus:outline-none">
        {cancelled ? (
          <Banner tone="error">
            The shop cancelled this drop-off. To book another time, call us at{" "}
            <a href={telHref(phone)} className={linkClass}>
              {phone}
            </a>{" "}
            or{" "}
            <Link to="/diagnosis" className={linkClass}>
              pick a time again
            </Link>
            .
          </Banner>
        ) : confirmed ? (
          <Banner tone="success">
            {booked?.booking
              ? `You are booked in for ${booked.booking.dayLabel}, ${booked.booking.windowLabel}.`
              : loaded.ok
                ? `You are booked in for ${loaded.request.dayLabel}, ${loaded.request.windowLabel}.`
                : "This drop-off is booked."}{" "}
            We have e-mailed you the details with a calendar file. To change or cancel it, call us at{" "}
            <a href={telHref(phone)} className={linkClass}>
              {phone}
            </a>
            .
          </Banner>
        ) : outcome && !outcome.ok ? (
          choices ? (
            <Banner tone="error">
              {outcome.reason === "full" ? "That time filled up before you confirmed." : "That time is no longer open."}{" "}
              {choices.length ? "Pick one of the nearest free times below." : "Every time we offer is taken; please call us."}
            </Banner>
          ) : (
            <Refusal outcome={outcome} phone={phone} />
          )
        ) : null}
      </div>
      {!loaded.ok && !outcome && (
        <Banner tone="error">
          {loaded.reason === "expired"
            ? "This link has expired, so nothing was booked. "
            : "This link is not valid (a mail app may have cut it short). Please use the newest e-mail we sent you. "}
          <Link to="/diagnosis" className={linkClass}>
            Pick a time again
          </Link>{" "}
          or call us at{" "}
          <a href={telHref(phone)} className={linkClass}>
            {phone}
          </a>
          .
        </Banner>
      )}
      {loaded.ok && !confirmed && !cancelled && !choices && !(outcome && !outcome.ok && FINAL_REFUSALS.has(outcome.reason)) && (
        <Form method="post" className="mt-6 grid gap-4" aria-label="Confirm your drop-off">
          <p className="text-slate-800">Please confirm before {loaded.request.expiresLabel}.</p>
          <dl className="grid gap-1 text-slate-900 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold">Name</dt>
            <dd className="break-words">{loaded.request.name}</dd>
            <dt className="font-semibold">When</dt>
            <dd>
              {loaded.request.dayLabel}, {loaded.request.windowLabel}
            </dd>
            {loaded.request.note && (
              <>
                <dt className="font-semibold">Your note</dt>
                <dd className="break-words whitespace-pre-line">{loaded.request.note}</dd>
              </>
            )}
          </dl>
          <div>
            <Button type="submit" variant="accent" size="lg" disabled={busy}>
              {busy ? "Booking…" : "Confirm my drop-off"}
            </Button>
          </div>
        </Form>
      )}
      {choices && choices.length > 0 && (
        <Form method="post" className="mt-6 grid gap-4" aria-label="Pick another time">
          <FormField id="confirm-choice" layout="group" label="Nearest free times">
            <div className="grid gap-2">
              {choices.map((c, i) => (
                <label key={c.key} className={choiceClass}>
                  <input
                    type="radio"
                    name="slot"
                    value={c.key}
                    defaultChecked={i === 0}
                    className="accent-brand-700 size-5 shrink-0"
                  />
                  <span>
                    {c.dayLabel}, {c.label}
                  </span>
                </label>
              ))}
            </div>
          </FormField>
          <div>
            <Button type="submit" variant="accent" size="lg" disabled={busy}>
              {busy ? "Booking…" : "Book this time"}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
