// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { OTHER_SUGGESTIONS, ISSUE_SOLUTIONS } from "~/content/diagnosis-solutions";
import { ALWAYS_OPEN } from "~/content/hours";
import { notify } from "~/lib/toast.client";
import { COFFEE_SPILL, makeCause, makeTriageResult } from "../../../../tests/triage-results";

import type { DiagnosisRequest } from "../schema";
import type { DiagnosisSendResult } from "../send-diagnosis.client";
import { DiagnosisTool } from "./diagnosis-tool";
import { NOT_PASSED_MESSAGE } from "./not-passed-notice";

import { loadOutcome } from "../load-outcome";
import { loadSchema } from "../load-schema";

// The forms load their schemas, and the tool its result view, on first focus; load them up front
// so a submit checks at once and the result follows on the fake clock.
beforeAll(loadSchema);
beforeAll(loadOutcome);

vi.mock("~/lib/toast.client", () => ({ notify: vi.fn(async () => {}) }));

const KEY = "abcdefghijklmnopqrstuv";
/** A stored lead whose answer brought no ranking: the tool asks the triage endpoint, then falls back to the canned steps. */
const SENT: DiagnosisSendResult = { stored: true, bookingKey: null, triage: null };
const RANKED = makeTriageResult();
const SENT_RANKED: DiagnosisSendResult = { stored: true, bookingKey: KEY, triage: RANKED };

const visitor = { name: "Jane Doe", email: "jane@example.com", phone: "", timestamp: "2025-04-16T10:00:00.000Z" };

function deferred() {
  let resolve!: (value: DiagnosisSendResult) => void;
  const promise = new Promise<DiagnosisSendResult>((r) => (resolve = r));
  return { promise, resolve };
}

// The triage endpoints; by default unreachable, as in a test with no server.
const fetchMock = vi.fn<typeof fetch>();
const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as unknown;
const sentUrl = (call: number) => String(fetchMock.mock.calls[call]![0]);

function renderTool(props: Partial<Parameters<typeof DiagnosisTool>[0]> = {}) {
  return render(
    <MemoryRouter>
      <DiagnosisTool visitor={visitor} shopPhone="(321) 555-0142" openingHours={ALWAYS_OPEN} {...props} />
    </MemoryRouter>,
  );
}

const details = () => screen.getByRole("textbox", { name: "Describe the problem" }) as HTMLTextAreaElement;
const progressValue = () => Number(screen.getByRole("progressbar").getAttribute("aria-valuenow"));
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function fillAndSubmit(issueLabel: RegExp, text: string) {
  fireEvent.click(screen.getByRole("radio", { name: issueLabel }));
  fireEvent.change(details(), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Get Solutions" }));
}

const solutionsSteps = () =>
  within(screen.getByRole("region", { name: "Recommended Solutions:" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(notify).mockClear();
  fetchMock.mockReset();
  fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the diagnosis tool", () => {
  it("offers the six issues with plain labels and a Contact Support link to /about", () => {
    renderTool();
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual([
      "wont-start",
      "slow",
      "blue-screen",
      "virus",
      "internet",
      "other",
    ]);
    expect(screen.getByRole("link", { name: "Contact Support" }).getAttribute("href")).toBe("/about");
  });

  it("asks for an issue type first and focuses the picker", () => {
    const send = vi.fn(async () => SENT);
    renderTool({ send });
    fireEvent.change(details(), { target: { value: "It is slow" } });
    fireEvent.click(screen.getByRole("button", { name: "Get Solutions" }));
    expect(screen.getByRole("alert").textContent).toBe("Please select an issue type");
    expect(document.activeElement).toBe(screen.getAllByRole("radio")[0]);
    expect(send).not.toHaveBeenCalled();
  });

  it("asks for details when the box is blank and focuses it", () => {
    const send = vi.fn(async () => SENT);
    renderTool({ send });
    fillAndSubmit(/running slow/, "   ");
    expect(screen.getByRole("alert").textContent).toBe("Please provide additional details about your issue");
    expect(document.activeElement).toBe(details());
    expect(send).not.toHaveBeenCalled();
  });

  it("grows the bar by 20 every 500 ms up to 90, shows 100 after the request, and the result 500 ms later", async () => {
    const call = deferred();
    const send = vi.fn((_: DiagnosisRequest) => call.promise);
    renderTool({ send });
    fillAndSubmit(/running slow/, "  Takes minutes to boot ");

    expect(send).toHaveBeenCalledWith({ issue: "slow", description: "Takes minutes to boot", userInfo: visitor });
    expect(progressValue()).toBe(0);
    expect(details().disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Get Solutions" }) as HTMLButtonElement).disabled).toBe(true);

    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      await advance(499);
      const before = progressValue();
      await advance(1);
      seen.push(progressValue());
      expect(progressValue()).toBeGreaterThanOrEqual(before);
    }
    expect(seen).toEqual([20, 40, 60, 80, 90, 90]);

    await act(async () => call.resolve(SENT_RANKED));
    expect(progressValue()).toBe(100);
    expect(screen.queryByText("Recommended Solutions:")).toBeNull();
    await advance(499);
    expect(screen.queryByText("Recommended Solutions:")).toBeNull();
    await advance(1);

    expect(screen.getByRole("heading", { name: "Recommended Solutions:" })).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    // The focused heading says the result is there; no toast covers it.
    expect(notify).not.toHaveBeenCalled();
    expect(screen.queryByText(NOT_PASSED_MESSAGE)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Recommended Solutions:" }));
    // The lead call's ranking: no further call.
    expect(solutionsSteps()).toEqual(RANKED.steps.map((s, i) => `Step ${i + 1}: ${s}`));
    expect(screen.getByRole("region", { name: "What it might be" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/experts are available 24\/7/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/about");
    expect(details().disabled).toBe(true);
  });

  it("falls back to the canned expert alert for 'other', with the visitor's own text, when no ranking comes", async () => {
    renderTool({ send: async () => SENT });
    fillAndSubmit(/Something else/, "My printer prints <b>blank</b> pages");
    await advance(500);
    expect(screen.getByRole("heading", { name: "Expert assistance recommended" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      ...OTHER_SUGGESTIONS,
      "Your description: My printer prints <b>blank</b> pages",
    ]);
    expect(document.querySelector("b")).toBeNull();
    expect(screen.getByRole("link", { name: "Contact Technical Support" }).getAttribute("href")).toBe("/about");
    expect(screen.queryByText("Recommended Solutions:")).toBeNull();
  });

  it("posts to /api/diagnose.php, then /api/diagnose/triage, and shows the canned result when both fail", async () => {
    renderTool();
    fillAndSubmit(/Internet/, "Wi-Fi drops every hour");
    await advance(500);
    expect(screen.getByRole("heading", { name: "Recommended Solutions:" })).toBeTruthy();
    expect(solutionsSteps()).toEqual(ISSUE_SOLUTIONS.internet.map((s, i) => `Step ${i + 1}: ${s}`));
    expect(screen.queryByRole("region", { name: "What it might be" })).toBeNull();
    expect(vi.mocked(notify).mock.calls.filter((c) => c[0] === "error")).toEqual([]);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["/api/diagnose.php", "/api/diagnose/triage"]);
    expect(screen.getByRole("heading", { name: NOT_PASSED_MESSAGE })).toBeTruthy();
  });

  it("asks /api/diagnose/triage when the lead was not stored, and shows its ranking with the notice", async () => {
    fetchMock.mockResolvedValue(Response.json(RANKED));
    renderTool({ send: async () => ({ stored: false, bookingKey: null, triage: null }) });
    fillAndSubmit(/running slow/, " Slow since 2016 ");
    await advance(500);
    expect(sentUrl(0)).toBe("/api/diagnose/triage");
    expect(sentBody(0)).toEqual({ issue: "slow", description: "Slow since 2016", answers: {} });
    expect(solutionsSteps()).toEqual(RANKED.steps.map((s, i) => `Step ${i + 1}: ${s}`));
    expect(screen.getByRole("heading", { name: NOT_PASSED_MESSAGE })).toBeTruthy();
  });

  it("puts the focus on the stop warning, which comes first, when the ranking has one", async () => {
    renderTool({ send: async () => ({ stored: true, bookingKey: KEY, triage: COFFEE_SPILL }) });
    fillAndSubmit(/won't start/, "I spilled coffee on my laptop and now it won't turn on");
    await advance(500);
    const stop = screen.getByRole("heading", { name: /^Stop/ });
    expect(document.activeElement).toBe(stop);
    expect(screen.getAllByRole("heading", { level: 2 })[0]).toBe(stop);
  });

  it("'Start New Diagnosis' also forgets the answers: the next request starts without them", async () => {
    const asking = makeTriageResult({
      nextQuestion: { id: "hdd-noise", text: "Does the drive click or grind?", options: ["yes", "no", "unsure"] },
    });
    const answered = makeTriageResult({ causes: [makeCause({ id: "failing-drive", title: "A failing drive" })], answered: 1 });
    fetchMock.mockImplementation(async () => Response.json(answered));
    renderTool({ send: async () => ({ stored: true, bookingKey: KEY, triage: asking }) });
    fillAndSubmit(/running slow/, "Slow since 2016");
    await advance(500);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await advance(0);
    expect(sentBody(0)).toEqual({ bookingKey: KEY, answers: { "hdd-noise": "yes" } });
    expect(screen.queryByText("Does the drive click or grind?")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Start New Diagnosis" }));
    fillAndSubmit(/running slow/, "Slow since 2016");
    await advance(500);
    expect(screen.getByText("Does the drive click or grind?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await advance(0);
    expect(sentBody(1)).toEqual({ bookingKey: KEY, answers: { "hdd-noise": "no" } });
  });

  it("'Bring it in' moves the focus to the drop-off picker under the result", async () => {
    const loadAfterResult = async () => () => (
      <section aria-labelledby="picker-heading">
        <h2 id="picker-heading">Pick a drop-off time</h2>
      </section>
    );
    renderTool({ send: async () => SENT_RANKED, loadAfterResult });
    fillAndSubmit(/running slow/, "Slow since 2016");
    await advance(500);
    fireEvent.click(screen.getByRole("button", { name: "Bring it in" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Pick a drop-off time" }));
  });

  it("says in place, with the shop's phone as a link, when the request was not passed on (429)", async () => {
    renderTool({ send: async () => ({ stored: false, bookingKey: null, triage: null }) });
    fillAndSubmit(/running slow/, "Slow since the update");
    await advance(500);
    expect(screen.getByRole("heading", { name: "Recommended Solutions:" })).toBeTruthy();
    const notice = screen.getByRole("region", { name: NOT_PASSED_MESSAGE });
    const call = within(notice).getByRole("link", { name: "(321) 555-0142" });
    expect(call.getAttribute("href")).toBe("tel:+13215550142");
    expect(notify).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Start New Diagnosis" }));
    expect(screen.queryByText(NOT_PASSED_MESSAGE)).toBeNull();
  });

  it("hides the result when the issue changes, re-enabling the details", async () => {
    renderTool({ send: async () => SENT });
    fillAndSubmit(/Blue screen/, "Crashes when gaming");
    await advance(500);
    expect(screen.getByText("Recommended Solutions:")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Virus/ }));
    expect(screen.queryByText("Recommended Solutions:")).toBeNull();
    expect(details().disabled).toBe(false);
    expect(details().value).toBe("Crashes when gaming");
    expect(screen.getByRole("button", { name: "Get Solutions" })).toBeTruthy();
  });

  it("'Start New Diagnosis' clears the issue, details and result", async () => {
    renderTool({ send: async () => SENT });
    fillAndSubmit(/won't start/, "No lights at all");
    await advance(500);
    fireEvent.click(screen.getByRole("button", { name: "Start New Diagnosis" }));
    expect(screen.queryByText("Recommended Solutions:")).toBeNull();
    expect(details().value).toBe("");
    expect(details().disabled).toBe(false);
    expect(screen.getAllByRole("radio").some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.queryByRole("button", { name: "Start New Diagnosis" })).toBeNull();
  });

  it("sends once when the form is submitted twice before anything re-renders", async () => {
    const call = deferred();
    const send = vi.fn((_: DiagnosisRequest) => call.promise);
    renderTool({ send });
    fireEvent.click(screen.getByRole("radio", { name: /running slow/ }));
    fireEvent.change(details(), { target: { value: "Slow" } });
    const form = screen.getByRole("button", { name: "Get Solutions" }).closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    call.resolve(SENT);
    await advance(500);
    expect(document.getElementById("diagnosis-result-heading")).not.toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /Virus/ }));
    fireEvent.change(details(), { target: { value: "Pop-ups" } });
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("gives the error toast and resets the progress when something throws", async () => {
    renderTool({
      send: async () => SENT,
      solve: () => {
        throw new Error("boom");
      },
    });
    fillAndSubmit(/running slow/, "Slow");
    await advance(500);
    expect(notify).toHaveBeenCalledWith("error", "An error occurred during diagnosis");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(details().disabled).toBe(false);
    expect((screen.getByRole("button", { name: "Get Solutions" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
