// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRef } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { OTHER_SUGGESTIONS } from "~/content/diagnosis-solutions";
import { ALWAYS_OPEN } from "~/content/hours";
import { notify } from "~/lib/toast.client";
import { axeViolations } from "../../../../tests/axe";
import { COFFEE_SPILL, makeCause, makeTriageResult } from "../../../../tests/triage-results";

import type { TriageResult } from "../triage/types";
import { DiagnosisResultPanel } from "./diagnosis-result";
import { SOURCE_NOTE } from "./triage-result";

vi.mock("~/lib/toast.client", () => ({ notify: vi.fn(async () => {}) }));

const KEY = "abcdefghijklmnopqrstuv";

function renderTriage(
  triage: TriageResult,
  {
    issue = "slow",
    description = "Slow since 2016",
    bookingKey = KEY as string | null,
    onBringItIn = undefined as (() => void) | undefined,
  } = {},
) {
  const headingRef = createRef<HTMLHeadingElement>();
  const view = render(
    <MemoryRouter>
      <main>
        <h1>PC Diagnostics</h1>
        <DiagnosisResultPanel
          result={{ kind: "triage", triage }}
          issue={issue as "slow"}
          description={description}
          bookingKey={bookingKey}
          openingHours={ALWAYS_OPEN}
          headingRef={headingRef}
          onBringItIn={onBringItIn}
        />
      </main>
    </MemoryRouter>,
  );
  return { ...view, headingRef };
}

const causeTitles = () =>
  within(screen.getByRole("list", { name: "Possible causes, most likely first" }))
    .getAllByRole("listitem")
    .filter((li) => li.parentElement?.tagName === "OL")
    .map((li) => li.querySelector("span")!.textContent);

/** A fetch that answers each call with the next of `answers` (null: a 500) and records the bodies. */
function fakeFetch(...answers: Array<TriageResult | null>) {
  const pending: Array<() => void> = [];
  const fn = vi.fn(
    (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        const next = answers.shift() ?? null;
        pending.push(() => resolve(next ? Response.json(next) : new Response("oops", { status: 500 })));
      }),
  );
  return {
    fn,
    /** Lets the oldest call answer. */
    release: () => act(async () => pending.shift()?.()),
    body: (call: number) => JSON.parse(String(fn.mock.calls[call]![1]!.body)) as unknown,
    url: (call: number) => String(fn.mock.calls[call]![0]),
  };
}

const ASKING = makeTriageResult({
  nextQuestion: { id: "hdd-noise", text: "Does the drive click or grind?", options: ["yes", "no", "unsure"] },
});
const AFTER_YES = makeTriageResult({
  causes: [
    makeCause({
      id: "failing-drive",
      title: "A failing drive",
      likelihood: 0.7,
      why: ["You answered yes to “Does the drive click or grind?”"],
    }),
    makeCause({ likelihood: 0.2, confidence: "likely" }),
  ],
  nextQuestion: { id: "smart", text: "Has Windows warned about the disk?", options: ["yes", "no", "unsure"] },
  answered: 1,
});
const AFTER_NO = makeTriageResult({ answered: 2 });

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the triage result", () => {
  it("leads with the stop warning, then the safe steps, the cleaning service and the causes", async () => {
    const { container, headingRef } = renderTriage(COFFEE_SPILL, { issue: "wont-start" });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe("Stop: read this before you try anything");
    expect(headingRef.current).toBe(screen.getByRole("heading", { name: /^Stop/ }));
    expect(screen.getByText(COFFEE_SPILL.stop!.message)).toBeTruthy();
    expect(headings).toEqual([
      "Stop: read this before you try anything",
      "Recommended Solutions:",
      "How we can help",
      "What it might be",
    ]);
    const steps = within(screen.getByRole("region", { name: "Recommended Solutions:" })).getAllByRole("listitem");
    expect(steps.map((li) => li.textContent)).toEqual(COFFEE_SPILL.steps.map((s, i) => `Step ${i + 1}: ${s}`));
    const service = screen.getByRole("region", { name: "How we can help" });
    expect(within(service).getByText("Liquid-damage cleaning")).toBeTruthy();
    expect(service.textContent).toContain("$129–$199, usually 4 working days");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the engine's steps in order under Recommended Solutions:, with where they come from and the experts' note", () => {
    const triage = makeTriageResult();
    const { headingRef } = renderTriage(triage);
    const panel = screen.getByRole("region", { name: "Recommended Solutions:" });
    expect(headingRef.current).toBe(within(panel).getByRole("heading"));
    expect(panel.textContent).toContain("Issue: Computer is running slow");
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Step 1: Turn off programs you do not need at start.", "Step 2: See whether it has a spinning hard drive."]);
    expect(within(panel).getByText(SOURCE_NOTE)).toBeTruthy();
    expect(within(panel).getByText("Still stuck? Our experts are available 24/7 to help.")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/about");
    expect(screen.queryByRole("heading", { name: /^Stop/ })).toBeNull();
    expect(screen.queryByText("Expert assistance recommended")).toBeNull();
  });

  it("recommends an expert for an unclear 'other', with the general steps, the visitor's words and the possible causes", async () => {
    const triage = makeTriageResult({
      clear: false,
      causes: [
        makeCause({
          id: "printer",
          title: "A printer that will not work",
          likelihood: 0.3,
          confidence: "likely",
          why: ["You wrote “<b>blank</b>”"],
        }),
      ],
    });
    const { container } = renderTriage(triage, { issue: "other", description: "  My printer prints <b>blank</b> pages " });
    const alert = screen.getByRole("region", { name: "Expert assistance recommended" });
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([...OTHER_SUGGESTIONS, "Your description: My printer prints <b>blank</b> pages"]);
    expect(within(alert).getByRole("link", { name: "Contact Technical Support" }).getAttribute("href")).toBe("/about");
    expect(within(alert).getByText(SOURCE_NOTE)).toBeTruthy();
    expect(screen.queryByText("Recommended Solutions:")).toBeNull();
    expect(causeTitles()).toEqual(["A printer that will not work"]);
    expect(container.querySelector("b")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps Recommended Solutions: for a clear 'other' and for an unclear pick of another issue", () => {
    renderTriage(makeTriageResult({ clear: true }), { issue: "other" });
    expect(screen.getByRole("heading", { name: "Recommended Solutions:" })).toBeTruthy();
    cleanup();
    renderTriage(makeTriageResult({ clear: false }), { issue: "slow" });
    expect(screen.getByRole("heading", { name: "Recommended Solutions:" })).toBeTruthy();
    expect(screen.queryByText("Expert assistance recommended")).toBeNull();
  });

  it("lists the causes in order with their plain-words likelihood and why, the visitor's words as text", () => {
    renderTriage(
      makeTriageResult({
        causes: [
          makeCause({ why: ["You wrote “<img src=x onerror=alert(1)>”", "You picked “Computer is running slow”"] }),
          makeCause({ id: "b", title: "Too little memory", likelihood: 0.2, confidence: "likely", why: [] }),
          makeCause({ id: "c", title: "A full drive", likelihood: 0.07, confidence: "possible", why: [] }),
          makeCause({ id: "d", title: "Malware", likelihood: 0.02, confidence: "less likely", why: [] }),
        ],
      }),
    );
    expect(causeTitles()).toEqual([
      "An ageing hard drive slowing everything down",
      "Too little memory",
      "A full drive",
      "Malware",
    ]);
    const list = screen.getByRole("list", { name: "Possible causes, most likely first" });
    expect(list.textContent).toContain("Most likely");
    expect(within(list).getByText("Likely")).toBeTruthy();
    expect(within(list).getByText("Possible")).toBeTruthy();
    expect(within(list).getByText("Less likely")).toBeTruthy();
    const why = screen.getByRole("list", { name: "Why: An ageing hard drive slowing everything down" });
    expect(
      within(why)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["You wrote “<img src=x onerror=alert(1)>”", "You picked “Computer is running slow”"]);
    expect(document.querySelector("img")).toBeNull();
  });

  it("prices the service from the price list, a fixed price once, and Bring it in moves on", () => {
    const onBringItIn = vi.fn();
    renderTriage(makeTriageResult(), { onBringItIn });
    const service = screen.getByRole("region", { name: "How we can help" });
    expect(within(service).getByText("SSD upgrade")).toBeTruthy();
    expect(service.textContent).toContain("$168–$218, usually 2 working days");
    fireEvent.click(within(service).getByRole("button", { name: "Bring it in" }));
    expect(onBringItIn).toHaveBeenCalledTimes(1);
    cleanup();

    renderTriage(
      makeTriageResult({
        service: {
          title: "A technician's diagnosis",
          fromCents: 4900,
          toCents: 4900,
          turnaroundDays: null,
          lines: [],
          source: "price-list",
        },
      }),
    );
    const fixed = screen.getByRole("region", { name: "How we can help" });
    expect(fixed.textContent).toContain("$49");
    expect(fixed.textContent).not.toContain("–");
    expect(fixed.textContent).not.toContain("working day");
    // No picker under the result: no button that leads nowhere.
    expect(within(fixed).queryByRole("button")).toBeNull();
  });

  it("asks the engine's question, re-ranks on each answer with every answer so far, and ends on the heading", async () => {
    const fetch = fakeFetch(AFTER_YES, AFTER_NO);
    vi.stubGlobal("fetch", fetch.fn);
    const { container, headingRef } = renderTriage(ASKING);
    const card = screen.getByRole("region", { name: "A quick question" });
    expect(within(card).getByText("Does the drive click or grind?")).toBeTruthy();
    expect(within(card).getByRole("group", { name: "Does the drive click or grind?" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    const live = container.querySelector("[aria-live=polite]")!;
    expect(live.textContent).toBe("");

    const yes = within(card).getByRole("button", { name: "Yes" });
    yes.focus();
    fireEvent.click(yes);
    expect(card.getAttribute("aria-busy")).toBe("true");
    for (const name of ["Yes", "No", "Not sure", "Skip the questions"]) {
      expect(within(card).getByRole("button", { name }).getAttribute("aria-disabled")).toBe("true");
    }
    // A second press while the answer is out sends nothing.
    fireEvent.click(within(card).getByRole("button", { name: "No" }));
    expect(fetch.fn).toHaveBeenCalledTimes(1);
    expect(fetch.url(0)).toBe("/api/diagnose/answers");
    expect(fetch.body(0)).toEqual({ bookingKey: KEY, answers: { "hdd-noise": "yes" } });
    expect(causeTitles()[0]).toBe("An ageing hard drive slowing everything down");

    await fetch.release();
    expect(causeTitles()).toEqual(["A failing drive", "An ageing hard drive slowing everything down"]);
    expect(live.textContent).toBe("Updated with your answer. Most likely: A failing drive.");
    expect(screen.getByText("Has Windows warned about the disk?")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByText("Has Windows warned about the disk?"));
    expect(card.getAttribute("aria-busy")).toBeNull();
    expect(within(card).getByRole("button", { name: "No" }).getAttribute("aria-disabled")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(card).getByRole("button", { name: "No" }));
    expect(fetch.body(1)).toEqual({ bookingKey: KEY, answers: { "hdd-noise": "yes", smart: "no" } });
    await fetch.release();
    expect(screen.queryByRole("region", { name: "A quick question" })).toBeNull();
    expect(causeTitles()[0]).toBe("An ageing hard drive slowing everything down");
    expect(live.textContent).toBe(
      "Updated with your answer. Most likely: An ageing hard drive slowing everything down. No more questions.",
    );
    expect(document.activeElement).toBe(headingRef.current);
    expect(notify).not.toHaveBeenCalled();
  });

  it("asks the endpoint that stores nothing when there is no booking key, and 'Not sure' counts as an answer", async () => {
    const fetch = fakeFetch(AFTER_NO);
    vi.stubGlobal("fetch", fetch.fn);
    renderTriage(ASKING, { bookingKey: null, issue: "slow", description: "Slow since 2016" });
    fireEvent.click(screen.getByRole("button", { name: "Not sure" }));
    expect(fetch.url(0)).toBe("/api/diagnose/triage");
    expect(fetch.body(0)).toEqual({ issue: "slow", description: "Slow since 2016", answers: { "hdd-noise": "unsure" } });
    await fetch.release();
    expect(screen.queryByRole("region", { name: "A quick question" })).toBeNull();
  });

  it("keeps the ranking and the question when an answer fails, with the error toast", async () => {
    const fetch = fakeFetch(null);
    vi.stubGlobal("fetch", fetch.fn);
    renderTriage(ASKING);
    const yes = screen.getByRole("button", { name: "Yes" });
    yes.focus();
    fireEvent.click(yes);
    await fetch.release();
    expect(notify).toHaveBeenCalledWith("error", "An error occurred during diagnosis");
    expect(causeTitles()[0]).toBe("An ageing hard drive slowing everything down");
    expect(screen.getByText("Does the drive click or grind?")).toBeTruthy();
    expect(yes.getAttribute("aria-disabled")).toBeNull();
    expect(document.activeElement).toBe(yes);
    expect(document.querySelector("[aria-live=polite]")!.textContent).toBe("");
  });

  it("drops the questions on 'Skip the questions' and puts the focus on the result's heading", () => {
    const fetch = fakeFetch();
    vi.stubGlobal("fetch", fetch.fn);
    const { headingRef } = renderTriage(ASKING);
    fireEvent.click(screen.getByRole("button", { name: "Skip the questions" }));
    expect(screen.queryByRole("region", { name: "A quick question" })).toBeNull();
    expect(document.activeElement).toBe(headingRef.current);
    expect(fetch.fn).not.toHaveBeenCalled();
  });

  it("puts a stop warning that an answer brings first, and says so", async () => {
    const fetch = fakeFetch({ ...COFFEE_SPILL, nextQuestion: null });
    vi.stubGlobal("fetch", fetch.fn);
    const { headingRef } = renderTriage(ASKING, { issue: "wont-start" });
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await fetch.release();
    expect(screen.getAllByRole("heading", { level: 2 })[0]!.textContent).toBe("Stop: read this before you try anything");
    expect(document.activeElement).toBe(headingRef.current);
    expect(headingRef.current!.textContent).toMatch(/^Stop/);
    expect(document.querySelector("[aria-live=polite]")!.textContent).toContain(COFFEE_SPILL.stop!.message);
  });
});
