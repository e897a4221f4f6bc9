// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { ALWAYS_OPEN } from "~/content/hours";
import { notify } from "~/lib/toast.client";

import { USER_INFO_KEY } from "../schema";
import { DiagnosisScreen } from "./diagnosis-screen";

import { loadSchema } from "../load-schema";

// The forms load their schemas on first focus; load them up front so a submit checks at once.
beforeAll(loadSchema);

vi.mock("~/lib/toast.client", () => ({ notify: vi.fn(async () => {}) }));

function renderAtDiagnosis() {
  return render(
    <MemoryRouter initialEntries={["/diagnosis"]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/diagnosis" element={<DiagnosisScreen shopPhone="(321) 555-0142" openingHours={ALWAYS_OPEN} />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(notify).mockClear();
});
afterEach(cleanup);

describe("the /diagnosis guard", () => {
  it("shows the tool for a registered visitor", async () => {
    sessionStorage.setItem(
      USER_INFO_KEY,
      JSON.stringify({ name: "Jane Doe", email: "jane@example.com", phone: "", timestamp: "2025-04-16T10:00:00.000Z" }),
    );
    renderAtDiagnosis();
    expect(await screen.findByRole("button", { name: "Get Solutions" })).toBeTruthy();
    expect(screen.getByText("Jane Doe")).toBeTruthy();
    expect(vi.mocked(notify).mock.calls.filter((c) => c[0] === "error")).toEqual([]);
  });

  it.each([
    [null, "Please complete the contact form first"],
    ["{oops", "Session data is corrupted. Please start over."],
    [
      JSON.stringify({ name: "", email: "jane@example.com", timestamp: "2025-04-16T10:00:00.000Z" }),
      "Invalid session data. Please start over.",
    ],
    [
      JSON.stringify({ name: "Jane Doe", email: "jane-at-example", timestamp: "2025-04-16T10:00:00.000Z" }),
      "Invalid email format. Please start over.",
    ],
  ])("sends the visitor home with the message for %j", async (stored, message) => {
    if (stored !== null) sessionStorage.setItem(USER_INFO_KEY, stored);
    renderAtDiagnosis();
    expect(await screen.findByText("Home page")).toBeTruthy();
    expect(notify).toHaveBeenCalledWith("error", message, { id: "diagnosis-guard" });
    expect(sessionStorage.getItem(USER_INFO_KEY)).toBeNull();
  });
});
