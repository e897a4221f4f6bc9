import { useState } from "react";

import { REVIEW_LIMITS, ReviewCard, type DisplayProduct, type ProductReview } from "~/features/catalog";
import { cn } from "~/lib/cn";

import type { ReviewDraft } from "../product-draft";
import { FormField, describedBy, inputClass } from "~/components/ui/form-field";

export type ReviewKey = keyof ReviewDraft;

const ID_NAMES: Record<ReviewKey, string> = {
  teaser: "review-teaser",
  verdict: "review-verdict",
  pros: "review-pros",
  cons: "review-cons",
  bestFor: "review-best-for",
  specs: "review-specs",
};

/** The form control of one review field (without the form's prefix). */
export const reviewFieldId = (key: ReviewKey) => ID_NAMES[key];

const FIELDS: Array<{ key: ReviewKey; label: string; hint: string; rows: number; max?: number }> = [
  { key: "teaser", label: "Teaser", hint: "One or two sentences on the collapsed card", rows: 2, max: REVIEW_LIMITS.teaser },
  { key: "verdict", label: "Verdict", hint: "The opening paragraph of the full review", rows: 5, max: REVIEW_LIMITS.verdict },
  { key: "pros", label: "What We Liked", hint: `One per line, up to ${REVIEW_LIMITS.listItems}`, rows: 4 },
  { key: "cons", label: "Room for Improvement", hint: `One per line, up to ${REVIEW_LIMITS.listItems}`, rows: 3 },
  { key: "bestFor", label: "Who It Is For", hint: "Shown after “Best For:”", rows: 2, max: REVIEW_LIMITS.bestFor },
  {
    key: "specs",
    label: "Spec Table",
    hint: `One row per line as Label: value, up to ${REVIEW_LIMITS.specs} rows (for example CPU: Apple M4)`,
    rows: 4,
  },
];

/**
 * The product's own review. Left empty, the review page shows its rank's canned text; once any
 * field is filled, teaser, verdict, a pro, a con and who it is for are required.
 */
export function ReviewFields({
  idPrefix,
  review,
  errorOf,
  onChange,
}: {
  idPrefix: string;
  review: ReviewDraft;
  errorOf: (key: ReviewKey) => string | undefined;
  onChange: (review: ReviewDraft) => void;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-300 p-4" aria-describedby={`${idPrefix}-review-hint`}>
      <legend className="px-1 text-lg font-semibold text-slate-900">Review</legend>
      <p id={`${idPrefix}-review-hint`} className="text-sm text-slate-700">
        Plain text. Leave every field empty to use the canned text for the product’s rank.
      </p>
      {FIELDS.map(({ key, label, hint, rows, max }) => {
        const fieldId = `${idPrefix}-${ID_NAMES[key]}`;
        const error = errorOf(key);
        return (
          <FormField key={key} id={fieldId} label={label} hint={hint} error={error}>
            <textarea
              id={fieldId}
              rows={rows}
              maxLength={max}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(fieldId, { hint: true, error })}
              className={inputClass}
              value={review[key]}
              onChange={(e) => onChange({ ...review, [key]: e.target.value })}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** What the owner has typed so far, as the review card shows it (unchecked: the preview shows typing). */
function draftToReview(draft: ReviewDraft): ProductReview {
  return {
    teaser: draft.teaser.trim(),
    verdict: draft.verdict.trim(),
    pros: lines(draft.pros),
    cons: lines(draft.cons),
    bestFor: draft.bestFor.trim(),
    specs: lines(draft.specs).map((line) => {
      const colon = line.indexOf(":");
      return colon < 0 ? { label: line, value: "" } : { label: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
    }),
  };
}

/** The review card as the review page will show it, updated as the owner types. */
export function ReviewPreview({
  idPrefix,
  product,
  review,
  badge,
  rank = 0,
  className,
}: {
  idPrefix: string;
  product: DisplayProduct;
  review: ReviewDraft;
  badge: string;
  rank?: number;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(true);
  const empty = Object.values(review).every((value) => value.trim() === "");
  const headingId = `${idPrefix}-review-preview-heading`;
  return (
    <section aria-labelledby={headingId} className={cn("space-y-3", className)} data-testid="review-preview">
      <h2 id={headingId} className="text-lg font-semibold">
        Review Card Preview
      </h2>
      {empty ? (
        <p className="rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
          No review of its own yet: the review page shows the canned text for this product’s rank.
        </p>
      ) : (
        <ReviewCard
          product={{ ...product, id: `${idPrefix}-preview` }}
          rank={rank}
          review={draftToReview(review)}
          badge={badge}
          trackClicks={false}
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
        />
      )}
    </section>
  );
}
