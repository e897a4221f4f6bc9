import { Form, Link, useNavigation } from "react-router";

import { Button, ButtonLink } from "~/components/ui/button";
import { Banner, FormField, inputClass } from "~/components/ui/form-field";
import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import { cn } from "~/lib/cn";

import type { BookingsPage } from "../bookings-admin.server";

/**
 * The owner's day view: the coming days with their counts, one day's drop-offs by window, "Check
 * in" (the new-ticket form filled from the booking, which marks it attended) and "Cancel booking".
 */
export function BookingsAdmin({
  today,
  day,
  dayLabel,
  bookings,
  upcoming,
  error,
  notice,
}: BookingsPage & { error?: string; notice?: string }) {
  const navigation = useNavigation();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("bookingId") : null;
  return (
    <section aria-labelledby="bookings-heading" className="mt-6 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="bookings-heading" className="text-3xl font-bold">
            Bookings
          </h1>
          <p className="text-slate-700">Drop-off times visitors booked after their diagnosis.</p>
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <FormField id="bookings-day" label="Day">
            <input id="bookings-day" type="date" name="day" defaultValue={day} required className={inputClass} />
          </FormField>
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
      </div>

      <nav aria-label="Coming days">
        <ul className="flex flex-wrap gap-2">
          {upcoming.map((d) => (
            <li key={d.day}>
              <Link
                to={`/admin/bookings?day=${d.day}`}
                aria-current={d.day === day ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold ring-1",
                  d.day === day
                    ? "bg-brand-700 ring-brand-700 text-white"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
                )}
              >
                {d.day === today ? "Today" : d.label}
                <span className="sr-only">:</span>
                <span>{d.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {error && <Banner tone="error">{error}</Banner>}
      {notice && <Banner tone="success">{notice}</Banner>}

      <section aria-labelledby="bookings-day-heading">
        <h2 id="bookings-day-heading" className="text-xl font-bold">
          {dayLabel}
        </h2>
        {bookings.length === 0 ? (
          <p className="mt-2 text-slate-700">No drop-offs booked for this day.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {bookings.map((b) => (
              <li key={b.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{b.label}</p>
                    <p className="text-slate-900">
                      <Link to={`/admin/leads/${b.leadId}`} className="text-brand-800 font-semibold underline">
                        {b.name}
                      </Link>{" "}
                      — {ISSUE_LABELS[b.issue as IssueType] ?? b.issue}
                    </p>
                    {b.note && <p className="mt-1 break-words whitespace-pre-line text-slate-700">Note: {b.note}</p>}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <ButtonLink to={`/admin/tickets/new?booking=${b.id}`} aria-label={`Check in ${b.name}, ${b.label}`}>
                      Check in
                    </ButtonLink>
                    <Form
                      method="post"
                      onSubmit={(event) => {
                        if (!window.confirm(`Cancel the booking of ${b.name}, ${b.label}? The place becomes free again.`)) {
                          event.preventDefault();
                        }
                      }}
                    >
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="bookingId" value={b.id} />
                      <Button
                        type="submit"
                        disabled={busyId === String(b.id)}
                        aria-label={`Cancel booking of ${b.name}, ${b.label}`}
                        variant="danger-outline"
                      >
                        Cancel booking
                      </Button>
                    </Form>
                    {b.fromSender > 1 && (
                      <Form
                        method="post"
                        onSubmit={(event) => {
                          if (
                            !window.confirm(
                              `Cancel all ${b.fromSender} bookings made from the same internet connection as ${b.name}'s (this day and later)? Their places become free again.`,
                            )
                          ) {
                            event.preventDefault();
                          }
                        }}
                      >
                        <input type="hidden" name="intent" value="cancel-sender" />
                        <input type="hidden" name="bookingId" value={b.id} />
                        <Button
                          type="submit"
                          variant="danger-outline"
                          aria-label={`Cancel all ${b.fromSender} bookings from the same internet connection as ${b.name}'s`}
                        >
                          Cancel all {b.fromSender} from this connection
                        </Button>
                      </Form>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
