import { lazy, Suspense } from "react";

import type { Route } from "./+types/diagnosis";
import { PageHero } from "~/components/layout/page-hero";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { DiagnosisScreen } from "~/features/diagnosis/components/diagnosis-screen";
import type { AfterResult } from "~/features/diagnosis/components/diagnosis-tool";
import { PUBLIC_PAGE_HEADERS } from "~/lib/page-cache.server";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { buildMeta } from "~/lib/seo";

// Same HTML for every visitor (the visitor info lives only in the browser), and never indexed.
export const headers: Route.HeadersFunction = () => ({ ...PUBLIC_PAGE_HEADERS, "X-Robots-Tag": "noindex, nofollow" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const { business, siteUrl } = rootDataFromMatches(matches);
  return buildMeta({
    title: `PC Diagnostics | ${business.name}`,
    description: "Guided first steps for a computer that won't start, runs slow, crashes, has malware or cannot get online.",
    path: "/diagnosis",
    siteUrl,
    siteName: business.name,
    image: SOCIAL_IMAGES.diagnosis,
    noindex: true,
  });
};

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
        <DiagnosisScreen shopPhone={business.phone} loadAfterResult={loadBringItIn} />
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
