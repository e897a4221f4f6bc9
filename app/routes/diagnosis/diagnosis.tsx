import type { Route } from "./+types/diagnosis";
import { PageHero } from "~/components/layout/page-hero";
import { BringItIn } from "~/features/booking";
import { DiagnosisScreen } from "~/features/diagnosis/components/diagnosis-screen";
import { DiagnosticErrorPanel } from "~/features/diagnosis/components/diagnostic-error-panel";
import { currentBusiness } from "~/features/settings/index.server";
import { PUBLIC_PAGE_HEADERS } from "~/lib/page-cache.server";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo.server";

// Same HTML for every visitor (the visitor info lives only in the browser), and never indexed.
export const headers: Route.HeadersFunction = () => ({ ...PUBLIC_PAGE_HEADERS, "X-Robots-Tag": "noindex, nofollow" });

export function loader() {
  const business = currentBusiness();
  return {
    meta: pageMeta(business, {
      title: `PC Diagnostics | ${business.name}`,
      description: "Guided first steps for a computer that won't start, runs slow, crashes, has malware or cannot get online.",
      path: "/diagnosis",
      image: "diagnosis",
      noindex: true,
    }),
  };
}

// Built in the loader (pageMeta): the browser bundle carries no tag builder.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Diagnosis() {
  const { business } = useRootData();
  return (
    <>
      <PageHero
        title="AI PC/Laptop Diagnostics"
        subtitle="Pick the problem, describe it, and get safe first steps from our technicians."
      />
      <div className="container-page max-w-4xl py-12">
        <DiagnosisScreen shopPhone={business.phone} afterResult={(context) => <BringItIn {...context} />} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <DiagnosticErrorPanel />;
}
