import { Clock } from "~/components/ui/icons/clock";
import { ShieldCheck } from "~/components/ui/icons/shield-check";
import { Stethoscope } from "~/components/ui/icons/stethoscope";
import { Link } from "react-router";

import { availabilityClaims } from "~/content/availability";
import type { BusinessInfo } from "~/content/business";
import { describeOpeningHours } from "~/content/hours";

/** The three cards beside the registration form: what happens next, who answers, what happens to the data. */
export function ContactInfoCards({ business }: { business: Pick<BusinessInfo, "email" | "openingHours" | "city" | "region"> }) {
  const cardClass = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      <li className={cardClass}>
        <Stethoscope className="text-brand-700" size={28} />
        <h2 className="mt-3 text-lg font-bold text-slate-900">Guided Diagnosis</h2>
        <p className="mt-2 text-slate-700">
          Register once for this visit, pick what is wrong and get clear, safe first steps from our technicians' playbook in
          seconds.
        </p>
      </li>
      <li className={cardClass}>
        <Clock className="text-brand-700" size={28} />
        <h2 className="mt-3 text-lg font-bold text-slate-900">{availabilityClaims(business.openingHours).contactHeading}</h2>
        <p className="mt-2 text-slate-700">
          When a fix needs hands-on work, our team in {business.city}, {business.region} follows up.{" "}
          {describeOpeningHours(business.openingHours)}. Email{" "}
          <a href={`mailto:${business.email}`} className="text-brand-700 font-semibold underline underline-offset-2">
            {business.email}
          </a>
          .
        </p>
      </li>
      <li className={cardClass}>
        <ShieldCheck className="text-brand-700" size={28} />
        <h2 className="mt-3 text-lg font-bold text-slate-900">Your Details Stay Private</h2>
        <p className="mt-2 text-slate-700">
          Your details are kept in this browser tab only and reach us with a diagnosis request, so a technician can follow up. We
          never sell them. Read our{" "}
          <Link to="/privacy" className="text-brand-700 font-semibold underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </li>
    </ul>
  );
}
