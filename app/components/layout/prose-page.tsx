import type { ReactNode } from "react";

import { PageHero } from "~/components/layout/page-hero";

/** A long-form text page (privacy, terms) with readable measure and heading styles. */
export function ProsePage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <>
      <PageHero title={title} subtitle={`Last updated: ${updated}`} />
      <article className="container-page [&_a]:text-brand-700 max-w-3xl py-12 text-lg leading-relaxed text-slate-800 [&_a]:font-semibold [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </article>
    </>
  );
}
