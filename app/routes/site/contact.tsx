import { data, useNavigate } from "react-router";

import type { Route } from "./+types/contact";
import { PageHero } from "~/components/layout/page-hero";
import { ContactInfoCards } from "~/features/diagnosis/components/contact-info-cards";
import { RegistrationForm } from "~/features/diagnosis/components/registration-form";
import { readRegistrationForm } from "~/features/diagnosis/registration.server";
import { currentBusiness } from "~/features/settings/index.server";
import { readFormFields } from "~/lib/http/form.server";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo.server";

const CONTACT_TITLE = "AI PC/Laptop Diagnostics - Contact Us";

// Same HTML for every visitor: the visitor info lives only in the browser. The answer to a posted
// registration holds what the visitor typed, so nothing keeps it.
export const headers: Route.HeadersFunction = ({ actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : PUBLIC_PAGE_HEADERS;

/** The registration as the browser posts it before the page's script runs, or without script. */
export async function action({ request }: Route.ActionArgs) {
  const answer = readRegistrationForm(await readFormFields(request));
  return data(answer, { status: "errors" in answer ? 400 : 200, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  const business = currentBusiness();
  return {
    meta: pageMeta(business, {
      title: CONTACT_TITLE,
      description: `Register in seconds for a free guided PC and laptop diagnosis from ${business.name} in ${business.city}, ${business.region}.`,
      path: "/contact",
      image: "diagnosis",
    }),
  };
}

// Built in the loader (pageMeta): the browser bundle carries no tag builder.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Contact({ actionData }: Route.ComponentProps) {
  const { business } = useRootData();
  const navigate = useNavigate();
  return (
    <>
      <PageHero
        title={CONTACT_TITLE}
        subtitle="Tell us who you are, then describe the problem: our diagnosis tool suggests safe first steps right away."
      />
      <div className="container-page space-y-10 py-12">
        <ContactInfoCards business={business} />
        <section className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <RegistrationForm answer={actionData} onRegistered={() => navigate("/diagnosis")} />
          <noscript>
            <p className="mt-4 font-semibold text-red-800">The diagnosis tool needs JavaScript. Please turn it on to continue.</p>
          </noscript>
        </section>
        <p className="text-center text-sm text-slate-600">Last updated: April 16, 2025</p>
      </div>
    </>
  );
}
