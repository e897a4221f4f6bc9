import { lazy, Suspense } from "react";

import type { Route } from "./+types/diagnosis";
import { PageHero } from "~/components/layout/page-hero";
import { DiagnosisScreen } from "~/features/diagnosis/components/diagnosis-screen";
import type { AfterResult } from "~/features/diagnosis/components/diagnosis-tool";
import { currentBusiness } from "~/features/settings/index.server";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
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

// The booking picker under a result: its code loads with the result view, not with the page.
const loadBringItIn = (): Promise<AfterResult> =>
  import("~/features/booking").then(({ BringItIn }) => (context) => <BringItIn {...context} />);

// The error page's code loads only when the page fails.
const DiagnosticErrorPanel = lazy(() =>
  import("~/features/diagnosis/components/diagnostic-error-panel").then((m) => ({ default: m.DiagnosticErrorPanel })),
);

export default function Diagnosis() {
  const { business } = useRootData();
  return (
    <>
      <PageHero
        title="AI PC/Laptop Diagnostics"
        subtitle="Pick the problem, describe it, and get safe first steps from our technicians."
      />
      <div className="container-page max-w-4xl py-12">
        <DiagnosisScreen shopPhone={business.phone} openingHours={business.openingHours} loadAfterResult={loadBringItIn} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <DiagnosticErrorPanel />
    </Suspense>
  );
}
