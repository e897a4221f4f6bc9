// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { axeViolations } from "../../../../tests/axe";
import { QR_IMAGE_SIZE, createQrMatrix, qrPathData } from "~/features/qr";

import type { TicketPhotos } from "../photos.server";
import type { TicketPhotosOutcome } from "../ticket-photo-forms.server";
import { TicketPhotosPanel } from "./ticket-photos";

const URL_SENT = "https://shop.example/intake/photos/AbCdEfGhIjKlMnOpQrStUv";
const linkMade = (expiresAt: string): TicketPhotosOutcome => ({
  ok: true,
  kind: "link",
  url: URL_SENT,
  expiresAt,
  qr: { path: qrPathData(createQrMatrix(URL_SENT)), size: QR_IMAGE_SIZE },
});
const photo = (id: number, createdAt: string) => ({ id, createdAt, width: 1600, height: 1200 });

function renderPanel(photos: TicketPhotos, outcome?: TicketPhotosOutcome, action?: () => unknown) {
  const Stub = createRoutesStub([
    {
      path: "/admin/tickets/5",
      // As the ticket page does: the answer to a post on the page arrives as the route's action data.
      Component: () => {
        const posted = useActionData() as { outcome?: TicketPhotosOutcome } | undefined;
        return (
          <TicketPhotosPanel ticketId={5} photos={photos} outcome={posted?.outcome ?? outcome} timeZone="America/New_York" />
        );
      },
      action: action ?? (() => null),
    },
  ]);
  return render(<Stub initialEntries={["/admin/tickets/5"]} />);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the ticket page's Photos panel", () => {
  it("offers a link for the phone and says there are no photos yet", async () => {
    const { container } = renderPanel({ items: [], linkUntil: null });
    const panel = await screen.findByRole("region", { name: "Photos" });
    expect(within(panel).getByRole("button", { name: "Add photos from a phone" })).toBeTruthy();
    expect(panel.querySelector('input[name="intent"]')?.getAttribute("value")).toBe("photoLink");
    expect(panel.textContent).toContain("No photos yet.");
    expect(within(panel).queryByRole("img")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the link's QR code and its text, good for 15 minutes, and the photos oldest first, each with its time and Delete", async () => {
    const { container } = renderPanel(
      {
        items: [photo(31, "2026-11-24T15:02:00.000Z"), photo(32, "2026-11-24T15:03:00.000Z")],
        linkUntil: "2026-11-24T15:15:00.000Z",
      },
      linkMade("2026-11-24T15:15:00.000Z"),
    );
    const panel = await screen.findByRole("region", { name: "Photos" });
    const qr = within(panel).getByRole("img", { name: "QR code of the photo link" });
    expect(qr.querySelector("path")?.getAttribute("d")).toBe(qrPathData(createQrMatrix(URL_SENT)));
    expect((within(panel).getByLabelText("Or type this link on the phone") as HTMLInputElement).value).toBe(URL_SENT);
    expect(panel.textContent).toContain("The link is good for 15 minutes (until 10:15 AM) and takes up to 12 photos.");

    const list = within(panel).getByRole("list", { name: "Photos of the device" });
    const images = within(list).getAllByRole("img") as HTMLImageElement[];
    expect(images.map((i) => [i.getAttribute("src"), i.alt])).toEqual([
      ["/admin/tickets/5/photos/31", "Photo 1, sent Nov 24, 2026, 10:02 AM"],
      ["/admin/tickets/5/photos/32", "Photo 2, sent Nov 24, 2026, 10:03 AM"],
    ]);
    const remove = within(list).getByRole("button", { name: "Delete photo 2" });
    const form = remove.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(new FormData(form).get("intent")).toBe("deletePhoto");
    expect(new FormData(form).get("photoId")).toBe("32");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the link made by the button at once, and says a link is open when the page was reloaded", async () => {
    const action = vi.fn(() => ({ intent: "photos", outcome: linkMade("2026-11-24T15:15:00.000Z") }));
    renderPanel({ items: [], linkUntil: "2026-11-24T15:15:00.000Z" }, undefined, action);
    const panel = await screen.findByRole("region", { name: "Photos" });
    expect(panel.textContent).toContain("A photo link is open until 10:15 AM. To see its code again, make a new one.");
    await userEvent.click(within(panel).getByRole("button", { name: "Add photos from a phone" }));
    expect(await within(panel).findByRole("img", { name: "QR code of the photo link" })).toBeTruthy();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("announces a refusal", async () => {
    renderPanel({ items: [], linkUntil: null }, { ok: false, status: 409, formError: "That photo was already deleted." });
    expect((await screen.findByRole("alert")).textContent).toBe("That photo was already deleted.");
  });

  it("while a link is open, shows photos as they come in, and stops asking while the tab is hidden", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T15:01:00.000Z"), toFake: ["setInterval", "clearInterval", "Date"] });
    const answers = [
      { items: [photo(40, "2026-11-24T15:01:30.000Z")], linkUntil: "2026-11-24T15:15:00.000Z" },
      {
        items: [photo(40, "2026-11-24T15:01:30.000Z"), photo(41, "2026-11-24T15:01:50.000Z")],
        linkUntil: "2026-11-24T15:15:00.000Z",
      },
    ];
    const fetch = vi.fn(async () => Response.json(answers.shift()));
    vi.stubGlobal("fetch", fetch);
    renderPanel({ items: [], linkUntil: "2026-11-24T15:15:00.000Z" });
    const panel = await screen.findByRole("region", { name: "Photos" });
    expect(panel.textContent).toContain("No photos yet.");

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(fetch).toHaveBeenCalledWith("/admin/tickets/5/photos", expect.anything());
    expect(await within(panel).findByRole("img", { name: /^Photo 1, sent/ })).toBeTruthy();

    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(fetch).toHaveBeenCalledTimes(1);

    visibility.mockReturnValue("visible");
    await act(async () => document.dispatchEvent(new Event("visibilitychange")));
    expect(await within(panel).findByRole("img", { name: /^Photo 2, sent/ })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("asks nothing once the link has expired", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T15:16:00.000Z"), toFake: ["setInterval", "clearInterval", "Date"] });
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPanel({ items: [], linkUntil: null }, linkMade("2026-11-24T15:15:00.000Z"));
    await screen.findByRole("region", { name: "Photos" });
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(fetch).not.toHaveBeenCalled();
  });
});
