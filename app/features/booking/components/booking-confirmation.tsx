import { CalendarCheck } from "~/components/ui/icons/calendar-check";
import { Download } from "~/components/ui/icons/download";
import { useEffect, useRef, useState } from "react";

import { buttonClass } from "~/components/ui/button";
import { telHref } from "~/content/business";

import { buildIcs, dropOffEvent } from "../ics";
import type { BookingAnswer, BookingPendingAnswer } from "../schema";

/** The booked window, where to come, and the .ics file; takes the focus so a screen reader reads it at once. */
export function BookingConfirmation({ answer }: { answer: BookingAnswer }) {
  const { booking, shop } = answer;
  const ref = useRef<HTMLElement>(null);
  const [icsUrl, setIcsUrl] = useState<string | null>(null);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  useEffect(() => {
    const text = buildIcs(dropOffEvent({ ...booking, shop }, window.location.host, new Date()));
    const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
    setIcsUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [booking, shop]);

  return (
    <section
      ref={ref}
      role="status"
      tabIndex={-1}
      aria-labelledby="booking-confirmed-heading"
      className="rounded-2xl bg-green-50 p-6 ring-1 ring-green-300 focus:outline-3 focus:outline-amber-500"
    >
      <div className="flex items-start gap-3">
        <CalendarCheck className="mt-1 shrink-0 text-green-800" size={24} />
        <div className="min-w-0">
          <h3 id="booking-confirmed-heading" className="text-xl font-bold text-green-950">
            You are booked in
          </h3>
          <p className="mt-2 text-green-950">
            Bring your computer on <strong>{booking.dayLabel}</strong> between <strong>{booking.windowLabel}</strong>.
          </p>
          <dl className="mt-3 grid gap-1 text-slate-900 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold">Where</dt>
            <dd>
              {shop.name}, {shop.address}
            </dd>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a href={telHref(shop.phone)} className="text-brand-800 underline">
                {shop.phone}
              </a>
            </dd>
            {booking.note && (
              <>
                <dt className="font-semibold">Your note</dt>
                <dd className="break-words whitespace-pre-line">{booking.note}</dd>
              </>
            )}
          </dl>
          {icsUrl && (
            <a href={icsUrl} download={`drop-off-${booking.day}.ics`} className={buttonClass("primary", "md", "mt-4")}>
              <Download size={18} />
              Add to calendar (.ics)
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * With e-mail on: the time is asked for, not yet held. The visitor confirms from the e-mail just
 * sent; takes the focus so a screen reader reads it at once.
 */
export function CheckYourEmail({ pending }: { pending: BookingPendingAnswer["pending"] }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section
      ref={ref}
      role="status"
      tabIndex={-1}
      aria-labelledby="booking-pending-heading"
      className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-300 focus:outline-3 focus:outline-amber-500"
    >
      <h3 id="booking-pending-heading" className="text-xl font-bold text-amber-950">
        Check your e-mail to confirm
      </h3>
      <p className="mt-2 break-words text-amber-950">
        We sent a link to <strong>{pending.email}</strong>. Open it and confirm to book{" "}
        <strong>
          {pending.dayLabel}, {pending.windowLabel}
        </strong>
        . Until then the time is not held for you. The link works until {pending.expiresLabel}.
      </p>
      <p className="mt-2 text-amber-950">
        No e-mail after a few minutes? Look in the spam folder. Wrong address? Go back to your details and book again. Or call us
        at{" "}
        <a href={telHref(pending.phone)} className="text-brand-800 underline">
          {pending.phone}
        </a>
        .
      </p>
    </section>
  );
}
