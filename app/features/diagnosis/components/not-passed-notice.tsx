import { PhoneCall } from "~/components/ui/icons/phone-call";

import { telHref } from "~/content/business";

export const NOT_PASSED_MESSAGE = "We couldn't pass your request on to a technician just now.";

/**
 * Shown under the result when the shop did not get the request (over the per-address limit, or
 * the call failed): the steps above still apply, and a call reaches a person.
 */
export function NotPassedNotice({ phone }: { phone: string }) {
  return (
    <section
      aria-labelledby="not-passed-heading"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-300"
    >
      <PhoneCall className="mt-0.5 shrink-0 text-amber-800" size={22} />
      <div>
        <h2 id="not-passed-heading" className="font-bold">
          {NOT_PASSED_MESSAGE}
        </h2>
        <p className="mt-1">
          The steps above are yours to try. To have someone look at it, please call us at{" "}
          <a href={telHref(phone)} className="font-semibold whitespace-nowrap underline underline-offset-2">
            {phone}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
