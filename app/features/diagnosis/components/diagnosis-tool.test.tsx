// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { OTHER_SUGGESTIONS, ISSUE_SOLUTIONS } from "~/content/diagnosis-solutions";
import { ALWAYS_OPEN } from "~/content/hours";
import { notify } from "~/lib/toast.client";

import type { DiagnosisRequest } from "../schema";
import { DiagnosisTool } from "./diagnosis-tool";
import { NOT_PASSED_MESSAGE } from "./not-passed-notice";

import { loadOutcome } from "../load-outcome";
import { loadSchema } from "../load-schema";

// The forms load their schemas, and the tool its result view, on first focus; load them up front
// so a submit checks at once and the result follows on the fake clock.
beforeAll(loadSchema);
beforeAll(loadOutcome);

vi.mock("~/lib/toast.client", () => ({ notify: vi.fn(async () => {}) }));

const SENT = { stored: true, bookingKey: null };

const visitor = { name: "Jane Doe", email: "jane@example.com", phone: "", timestamp: "2025-04-16T10:00:00.000Z" };

function deferred() {
  let resolve!: (value: typeof SENT) => void;
  const promise = new Promise<typeof SENT>((r) => (resolve = r));
  return { promise, resolve };
}

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

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
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

    await act(async () => call.resolve(SENT));
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
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(ISSUE_SOLUTIONS.slow.map((s, i) => `Step ${i + 1}: ${s}`));
    expect(screen.getByText(/experts are available 24\/7/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/about");
    expect(details().disabled).toBe(true);
  });

  it("shows the expert alert for 'other' with the visitor's own text as a further line", async () => {
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

  it("posts to /api/diagnose.php and shows the canned result even when the call fails", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetchMock);
    try {
      renderTool();
      fillAndSubmit(/Internet/, "Wi-Fi drops every hour");
      await advance(500);
      expect(screen.getByRole("heading", { name: "Recommended Solutions:" })).toBeTruthy();
      expect(vi.mocked(notify).mock.calls.filter((c) => c[0] === "error")).toEqual([]);
      expect(fetchMock).toHaveBeenCalledWith("/api/diagnose.php", expect.objectContaining({ method: "POST" }));
      expect(screen.getByRole("heading", { name: NOT_PASSED_MESSAGE })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says in place, with the shop's phone as a link, when the request was not passed on (429)", async () => {
    renderTool({ send: async () => ({ stored: false, bookingKey: null }) });
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
