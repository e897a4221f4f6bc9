// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { listSlots, slotKey } from "../slots";
import BookingPanel from "./booking-panel";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const settings = {
  weekdays: [1, 2],
  windows: [
    { start: "09:00", end: "12:00" },
    { start: "12:00", end: "15:00" },
  ],
  capacity: 3,
  daysAhead: 2,
  closedDates: [],
  timeZone: "America/New_York",
};
const visitor = { name: "Jane Doe", email: "jane@example.com", phone: "", timestamp: "2026-11-23T11:00:00.000Z" };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

let fetchMock: ReturnType<typeof vi.fn>;
let onBookingKey: ReturnType<typeof vi.fn>;

beforeEach(() => {
  const days = listSlots(settings, NOW, new Map([[slotKey("2026-11-23", "09:00"), 3]]));
  fetchMock = vi.fn(async (url: string) => {
    if (url === "/api/booking-slots") return json(200, { timeZone: settings.timeZone, days });
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  onBookingKey = vi.fn();
  URL.createObjectURL = vi.fn(() => "blob:ics");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPanel = (bookingKey: string | null = null) =>
  render(<BookingPanel visitor={visitor} issue="slow" description="Slow" bookingKey={bookingKey} onBookingKey={onBookingKey} />);

describe("the slot picker", () => {
  it("groups windows by day, speaks date, window and places, and disables full ones", async () => {
    renderPanel();
    const full = await screen.findByRole("radio", { name: "Monday, November 23, 9:00 AM to 12:00 PM, full" });
    expect((full as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole("radio", { name: "Tuesday, November 24, 9:00 AM to 12:00 PM, 3 places left" }) as HTMLInputElement)
        .disabled,
    ).toBe(false);
    expect(screen.getByRole("group", { name: "Monday, November 23" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Tuesday, November 24" })).toBeTruthy();
  });

  it("asks for a window before sending anything", async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Book this time" }));
    expect(screen.getByRole("alert").textContent).toBe("Please pick a drop-off time");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("on 409 shows the message and selects the suggested window", async () => {
    renderPanel("abcdefghijklmnopqrstuv");
    const wanted = await screen.findByRole("radio", { name: /^Monday, November 23, 12:00 PM/ });
    fireEvent.click(wanted);
    const suggestion = listSlots(settings, NOW)[1]!.windows[0]!;
    fetchMock.mockImplementationOnce(async (_url: string, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toMatchObject({
        day: "2026-11-23",
        start: "12:00",
        bookingKey: "abcdefghijklmnopqrstuv",
      });
      return json(409, {
        success: false,
        error: "That time just filled up. The next free time is Tuesday, November 24, 9:00 AM to 12:00 PM.",
        suggestion,
      });
    });
    fireEvent.click(screen.getByRole("button", { name: "Book this time" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^That time just filled up/);
    await waitFor(() =>
      expect((screen.getByRole("radio", { name: /^Tuesday, November 24, 9:00 AM/ }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it("on 201 shows the confirmation, takes the focus and keeps a new lead's key", async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole("radio", { name: /^Tuesday, November 24, 12:00 PM/ }));
    fetchMock.mockImplementationOnce(async () =>
      json(201, {
        success: true,
        booking: {
          ref: "p6Xc0rT4kLm2Qa9z",
          day: "2026-11-24",
          start: "12:00",
          end: "15:00",
          dayLabel: "Tuesday, November 24, 2026",
          windowLabel: "12:00 PM to 3:00 PM",
          startsAt: "2026-11-24T17:00:00.000Z",
          endsAt: "2026-11-24T20:00:00.000Z",
          timeZone: "America/New_York",
          note: "",
        },
        shop: { name: "Space Coast PC", address: "Melbourne, FL 32935", phone: "(321) 555-0142" },
        bookingKey: "ZYXWVUTSRQPONMLKJIHGFE",
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Book this time" }));
    const status = await screen.findByRole("status");
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(status.textContent).toContain("Tuesday, November 24, 2026");
    expect(status.textContent).toContain("12:00 PM to 3:00 PM");
    expect(screen.getByRole("link", { name: /Add to calendar/ }).getAttribute("download")).toBe("drop-off-2026-11-24.ics");
    expect(onBookingKey).toHaveBeenCalledWith("ZYXWVUTSRQPONMLKJIHGFE");
  });

  it("on 202 (e-mail on) says to confirm from the e-mail, holds nothing and keeps no key", async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole("radio", { name: /^Tuesday, November 24, 12:00 PM/ }));
    fetchMock.mockImplementationOnce(async () =>
      json(202, {
        success: true,
        pending: {
          email: "jane@example.com",
          dayLabel: "Tuesday, November 24, 2026",
          windowLabel: "12:00 PM to 3:00 PM",
          expiresAt: "2026-11-24T17:00:00.000Z",
          expiresLabel: "Nov 24, 2026, 12:00 PM",
          phone: "(321) 555-0142",
        },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Book this time" }));
    const status = await screen.findByRole("status");
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByRole("heading", { name: "Check your e-mail to confirm" })).toBeTruthy();
    expect(status.textContent).toContain("jane@example.com");
    expect(status.textContent).toContain("Tuesday, November 24, 2026, 12:00 PM to 3:00 PM");
    expect(status.textContent).toContain("The link works until Nov 24, 2026, 12:00 PM.");
    expect(screen.getByRole("link", { name: "(321) 555-0142" }).getAttribute("href")).toBe("tel:+13215550142");
    expect(screen.queryByRole("link", { name: /Add to calendar/ })).toBeNull();
    expect(onBookingKey).not.toHaveBeenCalled();
  });
});
