import { afterEach, describe, expect, it, vi } from "vitest";

import { makeTriageResult } from "../../../tests/triage-results";
import { TRIAGE_TIMEOUT_MS, requestTriage, sendTriageAnswers } from "./triage.client";

const triage = makeTriageResult();
const answering = (response: () => Response | Promise<Response>) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response());

afterEach(() => vi.useRealTimers());

describe("the triage calls", () => {
  it("posts the request and its answers to /api/diagnose/triage and reads the ranking", async () => {
    const fetchMock = answering(() => Response.json(triage));
    const input = { issue: "slow" as const, description: "Slow", answers: { "hdd-noise": "yes" as const } };
    await expect(requestTriage(input, fetchMock as typeof fetch)).resolves.toEqual(triage);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/diagnose/triage");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(input);
  });

  it("posts the answers with the booking key to /api/diagnose/answers", async () => {
    const fetchMock = answering(() => Response.json(triage));
    await expect(sendTriageAnswers("abcdefghijklmnopqrstuv", { a: "no" }, fetchMock as typeof fetch)).resolves.toEqual(triage);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/diagnose/answers");
    expect(JSON.parse(String(init?.body))).toEqual({ bookingKey: "abcdefghijklmnopqrstuv", answers: { a: "no" } });
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 404 answer", () => Response.json({ success: false, error: "Not found" }, { status: 404 })],
    ["a 429 answer", () => Response.json({ success: false }, { status: 429 })],
    ["an answer that is not JSON", () => new Response("<html>", { status: 200 })],
    ["an answer of another shape", () => Response.json({ ...triage, causes: [{ id: 1 }] })],
  ])("gives null for %s", async (_label, response) => {
    await expect(
      requestTriage({ issue: "slow", description: "Slow", answers: {} }, answering(response) as typeof fetch),
    ).resolves.toBeNull();
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const done = sendTriageAnswers("abcdefghijklmnopqrstuv", {}, hanging as typeof fetch);
    await vi.advanceTimersByTimeAsync(TRIAGE_TIMEOUT_MS);
    await expect(done).resolves.toBeNull();
  });
});
