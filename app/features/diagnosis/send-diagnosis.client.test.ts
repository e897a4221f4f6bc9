import { afterEach, describe, expect, it, vi } from "vitest";

import { makeTriageResult } from "../../../tests/triage-results";
import { DIAGNOSE_TIMEOUT_MS, sendDiagnosisRequest } from "./send-diagnosis.client";

const request = {
  issue: "slow" as const,
  description: "Slow",
  userInfo: { name: "Jane Doe", email: "jane@example.com", phone: "", timestamp: "2025-04-16T10:00:00.000Z" },
};

afterEach(() => vi.useRealTimers());

describe("sending the diagnosis request", () => {
  it("posts the JSON body to the legacy path", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 201 }));
    await sendDiagnosisRequest(request, fetchMock);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/diagnose.php");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it("returns the booking key of the answer, and null for an answer without a valid one", async () => {
    const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 201 })) as typeof fetch;
    await expect(
      sendDiagnosisRequest(request, answer({ success: true, id: 1, bookingKey: "abcdefghijklmnopqrstuv" })),
    ).resolves.toEqual({ stored: true, bookingKey: "abcdefghijklmnopqrstuv", triage: null });
    await expect(sendDiagnosisRequest(request, answer({ success: true, id: 1, bookingKey: "<b>" }))).resolves.toEqual({
      stored: true,
      bookingKey: null,
      triage: null,
    });
    await expect(sendDiagnosisRequest(request, answer({ success: true, id: 1 }))).resolves.toEqual({
      stored: true,
      bookingKey: null,
      triage: null,
    });
  });

  it("returns the ranking that came with the lead, and null for one of another shape", async () => {
    const triage = makeTriageResult();
    const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 201 })) as typeof fetch;
    const key = "abcdefghijklmnopqrstuv";
    await expect(sendDiagnosisRequest(request, answer({ success: true, bookingKey: key, triage }))).resolves.toEqual({
      stored: true,
      bookingKey: key,
      triage,
    });
    for (const bad of [null, { ...triage, causes: "none" }, { ...triage, stop: { message: 3 } }, "triage"]) {
      await expect(sendDiagnosisRequest(request, answer({ success: true, bookingKey: key, triage: bad }))).resolves.toEqual({
        stored: true,
        bookingKey: key,
        triage: null,
      });
    }
  });

  it.each([
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 500 answer", async () => new Response("oops", { status: 500 })],
    [
      "a 429 answer (over the per-address limit)",
      async () =>
        Response.json({ success: false, error: "Too many requests" }, { status: 429, headers: { "Retry-After": "60" } }),
    ],
  ])("swallows %s and reports the request as not stored", async (_label, impl) => {
    await expect(sendDiagnosisRequest(request, vi.fn(impl) as typeof fetch)).resolves.toEqual({
      stored: false,
      bookingKey: null,
      triage: null,
    });
  });

  it("gives up after the timeout so the visitor is never stuck", async () => {
    vi.useFakeTimers();
    let aborted = false;
    const hanging = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const done = sendDiagnosisRequest(request, hanging as typeof fetch);
    await vi.advanceTimersByTimeAsync(DIAGNOSE_TIMEOUT_MS);
    await expect(done).resolves.toEqual({ stored: false, bookingKey: null, triage: null });
    expect(aborted).toBe(true);
  });
});
