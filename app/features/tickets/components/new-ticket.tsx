import { Link } from "react-router";

import { FormField } from "~/components/ui/form-field";
import { BackLink, Card } from "~/components/ui/panel";

import { formatTicketDate } from "../format";
import { TICKET_STATUS_LABELS } from "../statuses";
import type { TicketFormOutcome } from "../ticket-forms.server";
import type { IntakeFormContext } from "../intake.server";
import type { LeadPrefill } from "../new-ticket.server";
import { IntakeFields } from "./intake-fields";
import { TicketForm } from "./ticket-form";

const linkClass = "text-brand-700 underline";

/** The tickets a lead already has, and the box that makes another one on purpose. */
function AnotherTicket({ prefill, timeZone }: { prefill: LeadPrefill; timeZone: string }) {
  return (
    <div className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300">
      <p id="another-ticket" className="font-semibold text-amber-950">
        This lead already has {prefill.tickets.length === 1 ? "a ticket" : `${prefill.tickets.length} tickets`}:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {prefill.tickets.map((t) => (
          <li key={t.id}>
            <Link to={`/admin/tickets/${t.id}`} className={linkClass}>
              {t.number}
            </Link>{" "}
            ({TICKET_STATUS_LABELS[t.status]}, received {formatTicketDate(t.createdAt, timeZone)})
          </li>
        ))}
      </ul>
      <FormField
        id="t-another"
        layout="check"
        label="Yes, make another ticket (a second machine, or a new repair)"
        className="mt-3"
      >
        <input id="t-another" type="checkbox" name="confirmAnother" className="accent-brand-700 size-5" />
      </FormField>
    </div>
  );
}

/** /admin/tickets/new: a walk-in, the lead's details (from a lead's page) or a booking's check-in. */
export function NewTicket({
  prefill,
  intake,
  result,
  timeZone,
}: {
  prefill: LeadPrefill | null;
  /** The intake terms the customer signs, their data-loss line and the price list's fee. */
  intake: IntakeFormContext;
  result?: TicketFormOutcome;
  /** The shop's time zone, for the dates of the lead's other tickets. */
  timeZone: string;
}) {
  return (
    <section aria-labelledby="new-ticket-heading" className="mt-6 grid max-w-3xl gap-4">
      <BackLink to={prefill?.booking ? `/admin/bookings?day=${prefill.booking.day}` : "/admin/tickets"}>
        {prefill?.booking ? "The day's bookings" : "All tickets"}
      </BackLink>
      <h1 id="new-ticket-heading" className="text-3xl font-bold">
        {prefill?.booking ? "Check in" : "New repair ticket"}
      </h1>
      <p className="text-slate-700">
        {prefill ? (
          <>
            From{" "}
            <Link to={`/admin/leads/${prefill.leadId}`} className={linkClass}>
              lead {prefill.leadId}
            </Link>
            {prefill.booking ? "'s drop-off booking, marked attended when the ticket is made" : ""}; check the details with the
            customer.
          </>
        ) : (
          "A walk-in: the customer's details and the device they left."
        )}
      </p>
      <Card>
        <TicketForm
          mode="create"
          result={result}
          leadId={prefill?.leadId ?? null}
          bookingId={prefill?.booking?.id ?? null}
          initial={{
            customerName: prefill?.customerName ?? "",
            email: prefill?.email ?? "",
            phone: prefill?.phone ?? "",
            deviceType: "laptop",
            deviceModel: "",
            serial: "",
            problem: prefill?.problem ?? "",
            accessories: "",
            estimate: "",
            promisedOn: "",
            emailConsent: "",
          }}
        >
          <IntakeFields intake={intake} result={result} />
          {prefill && prefill.tickets.length > 0 ? <AnotherTicket prefill={prefill} timeZone={timeZone} /> : null}
        </TicketForm>
      </Card>
    </section>
  );
}
