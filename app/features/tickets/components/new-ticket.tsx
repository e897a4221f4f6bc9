import { Link } from "react-router";

import { BackLink, Card } from "~/components/ui/panel";

import type { TicketFormOutcome } from "../ticket-forms.server";
import { TicketForm } from "./ticket-form";

export interface LeadPrefill {
  leadId: number;
  customerName: string;
  email: string;
  phone: string;
  problem: string;
}

/** /admin/tickets/new: a walk-in, or (from a lead's page) the lead's details filled in. */
export function NewTicket({ prefill, result }: { prefill: LeadPrefill | null; result?: TicketFormOutcome }) {
  return (
    <section aria-labelledby="new-ticket-heading" className="mt-6 grid max-w-3xl gap-4">
      <BackLink to="/admin/tickets">All tickets</BackLink>
      <h1 id="new-ticket-heading" className="text-3xl font-bold">
        New repair ticket
      </h1>
      <p className="text-slate-700">
        {prefill ? (
          <>
            From{" "}
            <Link to={`/admin/leads/${prefill.leadId}`} className="text-brand-700 underline">
              lead {prefill.leadId}
            </Link>
            ; check the details with the customer.
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
            emailConsent: "",
          }}
        />
      </Card>
    </section>
  );
}
