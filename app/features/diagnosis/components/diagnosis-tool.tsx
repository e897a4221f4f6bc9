import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";

import { Button, ButtonLink } from "~/components/ui/button";
import { FormField, inputClass } from "~/components/ui/form-field";
import type { IssueType } from "~/content/diagnosis";
import type { OpeningHours } from "~/content/hours";
import { notify } from "~/lib/toast.client";

import { loadOutcome, loadedOutcome, preloadOutcome } from "../load-outcome";
import { loadSchema, loadedSchema, preloadSchema } from "../load-schema";
import { PROGRESS_DONE, RESULT_DELAY_MS, startProgressTicker, wait } from "../progress";
import { DETAILS_MAX, MESSAGES, collectFieldErrors, type FieldErrors, type VisitorInfo } from "../rules";
import type { DiagnosisRequest } from "../schema";
import type { DiagnosisSendResult } from "../send-diagnosis.client";
import type { DiagnosisResult } from "../solutions";
import type { ShownResult } from "./diagnosis-result";
import { DiagnosisProgress } from "./diagnosis-progress";
import { IssuePicker } from "./issue-picker";
import { focusFirstHeading, scrollBehavior } from "./move-focus";

type Field = "issue" | "description";

/** What the page may show under the result (the booking picker): the request it answers and its lead's booking key. */
export interface ResultContext {
  visitor: VisitorInfo;
  issue: IssueType;
  description: string;
  bookingKey: string | null;
  onBookingKey: (key: string) => void;
}

/** Renders what the page shows under the result; the page hands over a loader, so its code loads with the result view. */
export type AfterResult = (context: ResultContext) => ReactNode;

/**
 * The guided tool: pick an issue, describe it, get the triage engine's answer (the lead call's,
 * else the triage endpoint's, else the local canned steps). The result view
 * (../outcome.ts) and the page's `loadAfterResult` load on the visitor's first focus in the form
 * or at the latest while the request is out, and the result waits for them: it renders complete,
 * and its heading takes the focus.
 */
export function DiagnosisTool({
  visitor,
  shopPhone,
  openingHours,
  send,
  solve,
  loadAfterResult,
}: {
  visitor: VisitorInfo;
  /** The number the visitor is asked to call when the request did not reach the shop. */
  shopPhone: string;
  /** The saved opening hours: the result's note on when experts answer follows them. */
  openingHours: OpeningHours;
  /** Defaults to the lead call (../send-diagnosis.client.ts, loaded with the result view). */
  send?: (request: DiagnosisRequest) => Promise<DiagnosisSendResult>;
  /** Defaults to the canned steps (../solutions.ts, loaded with the result view), shown when no triage answer came. */
  solve?: (issue: IssueType, description: string) => DiagnosisResult;
  /** Loads what the page shows under the result (the booking picker); a failure leaves it out. */
  loadAfterResult?: () => Promise<AfterResult>;
}) {
  const id = useId();
  const [issue, setIssue] = useState<IssueType | "">("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<ShownResult | null>(null);
  const [asked, setAsked] = useState<{ issue: IssueType; description: string } | null>(null);
  const [bookingKey, setBookingKey] = useState<string | null>(null);
  const [notPassed, setNotPassed] = useState(false);
  const [afterResult, setAfterResult] = useState<{ render: AfterResult } | null>(null);
  const firstIssueRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const afterResultRef = useRef<HTMLDivElement>(null);
  const stopTicker = useRef<() => void>(() => {});
  const preloaded = useRef(false);
  const inFlight = useRef(false);

  useEffect(() => () => stopTicker.current(), []);

  useEffect(() => {
    const heading = resultHeadingRef.current;
    if (!result || !heading) return;
    heading.scrollIntoView?.({ behavior: scrollBehavior(), block: "start" });
    heading.focus({ preventScroll: true });
  }, [result]);

  /** On the first focus in the form: the schemas, the lead call and result view, the page's part under the result. */
  function preload() {
    if (preloaded.current) return;
    preloaded.current = true;
    // A failure here is retried, and reported, by the submit.
    preloadSchema();
    preloadOutcome();
    loadAfterResult?.().catch(() => {});
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Taken before the first await: a second click while the schemas download must not send twice.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit();
    } finally {
      inFlight.current = false;
    }
  }

  async function submit() {
    let schemas;
    try {
      schemas = loadedSchema() ?? (await loadSchema());
    } catch {
      void notify("error", MESSAGES.diagnosisFailed);
      return;
    }
    const parsed = schemas.DiagnosisFormSchema.safeParse({ issue, description });
    if (!parsed.success) {
      const next = collectFieldErrors<Field>(parsed.error);
      setErrors(next);
      if (next.issue) firstIssueRef.current?.focus();
      else detailsRef.current?.focus();
      return;
    }
    setErrors({});
    setResult(null);
    setProgress(0);
    setSubmitting(true);
    // Loads while the request is out, unless the first focus has loaded it already; undefined when it failed.
    const after = loadAfterResult?.().catch(() => undefined);
    stopTicker.current = startProgressTicker(setProgress);
    try {
      const outcome = loadedOutcome() ?? (await loadOutcome());
      const sent = await (send ?? outcome.sendDiagnosisRequest)({ ...parsed.data, userInfo: visitor });
      // A lead that was not stored brought no ranking; the endpoint that stores nothing may still give one.
      const triage = (sent.stored ? sent.triage : null) ?? (await outcome.requestTriage({ ...parsed.data, answers: {} }));
      setBookingKey(sent.bookingKey);
      setNotPassed(!sent.stored);
      setAsked(parsed.data);
      stopTicker.current();
      setProgress(PROGRESS_DONE);
      await wait(RESULT_DELAY_MS);
      const render = await after;
      setAfterResult(render ? { render } : null);
      // The result's heading takes the focus, which is the announcement; a toast would only cover it.
      setResult(
        triage
          ? { kind: "triage", triage }
          : { kind: "canned", canned: (solve ?? outcome.getDiagnosisResult)(parsed.data.issue, parsed.data.description) },
      );
    } catch {
      void notify("error", MESSAGES.diagnosisFailed);
    } finally {
      stopTicker.current();
      setProgress(0);
      setSubmitting(false);
    }
  }

  function chooseIssue(next: IssueType) {
    setIssue(next);
    setErrors((e) => ({ ...e, issue: undefined }));
    if (result) setResult(null);
  }

  function startOver() {
    setIssue("");
    setDescription("");
    setErrors({});
    setResult(null);
    firstIssueRef.current?.focus();
  }

  // Loaded before any result is set (see handleSubmit).
  const shown = result ? loadedOutcome() : undefined;
  const issueId = `${id}-issue`;
  const detailsId = `${id}-details`;

  return (
    <div className="space-y-8">
      <form
        noValidate
        onSubmit={handleSubmit}
        onFocus={preload}
        className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <IssuePicker
          id={issueId}
          value={issue}
          error={errors.issue}
          disabled={submitting}
          onChoose={chooseIssue}
          firstRef={firstIssueRef}
        />

        <FormField
          id={detailsId}
          labelStyle="large"
          label="Describe the problem"
          hint="What happens, any error messages, and when it started."
          error={errors.description}
          errorAlert
        >
          <textarea
            ref={detailsRef}
            id={detailsId}
            name="description"
            rows={5}
            maxLength={DETAILS_MAX}
            required
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              if (errors.description) setErrors((x) => ({ ...x, description: undefined }));
            }}
            disabled={submitting || result !== null}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${detailsId}-error ${detailsId}-hint` : `${detailsId}-hint`}
            className={inputClass}
          />
        </FormField>

        {submitting && <DiagnosisProgress value={progress} />}

        <div className="flex flex-wrap gap-3">
          {result ? (
            <Button variant="accent" size="lg" onClick={startOver}>
              Start New Diagnosis
            </Button>
          ) : (
            <Button type="submit" variant="accent" size="lg" disabled={submitting} aria-busy={submitting || undefined}>
              Get Solutions
            </Button>
          )}
          <ButtonLink to="/about" variant="outline" size="lg">
            Contact Support
          </ButtonLink>
        </div>
      </form>

      {result && shown && asked && (
        <shown.DiagnosisResultPanel
          result={result}
          {...asked}
          bookingKey={bookingKey}
          openingHours={openingHours}
          headingRef={resultHeadingRef}
          onBringItIn={afterResult ? () => focusFirstHeading(afterResultRef.current) : undefined}
        />
      )}
      {result && shown && notPassed && <shown.NotPassedNotice phone={shopPhone} />}
      {result && asked && afterResult && (
        <div ref={afterResultRef}>{afterResult.render({ visitor, ...asked, bookingKey, onBookingKey: setBookingKey })}</div>
      )}
    </div>
  );
}
