// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import type { PhotoPageState } from "../schema";
import * as sending from "../shrink.client";
import { PhotoUpload } from "./photo-upload";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUv";
const OPEN: PhotoPageState = { open: true, ticketNumber: "SC-2611-0042", left: 12, expiresAt: "2026-11-24T15:15:00.000Z" };
const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: "image/jpeg" });

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:preview"), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the phone's photo page", () => {
  it("names only the ticket's number, and offers the camera for several photos", async () => {
    const { container } = render(<PhotoUpload token={TOKEN} state={OPEN} timeZone="America/New_York" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Photos for ticket SC-2611-0042");
    expect(container.textContent).toContain("This link takes up to 12 photos until 10:15 AM.");
    const input = screen.getByLabelText("Photos of the device") as HTMLInputElement;
    expect([input.type, input.accept, input.getAttribute("capture"), input.multiple]).toEqual([
      "file",
      "image/*",
      "environment",
      true,
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("without JavaScript, is a multipart form with a Send button", () => {
    const html = renderToString(<PhotoUpload token={TOKEN} state={OPEN} timeZone="America/New_York" />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const form = doc.querySelector("form")!;
    expect([form.getAttribute("method"), form.getAttribute("enctype"), form.getAttribute("action")]).toEqual([
      "post",
      "multipart/form-data",
      `/intake/photos/${TOKEN}`,
    ]);
    expect(doc.querySelector('input[type="file"]')?.getAttribute("name")).toBe("photos");
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe("Send photos");
  });

  it("after a post without JavaScript, lists the photos sent and says which were refused, on the field", async () => {
    const { container } = render(
      <PhotoUpload
        token={TOKEN}
        state={{ ...OPEN, left: 10 }}
        answer={{
          status: 415,
          sent: [1, 2],
          refused: [{ name: "scan.heic", message: "Only photos in JPEG, PNG or WebP can be sent." }],
        }}
        timeZone="America/New_York"
      />,
    );
    const sent = screen.getByRole("list", { name: "Photos sent" });
    expect(
      within(sent)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Photo 1 sent", "Photo 2 sent"]);
    const input = screen.getByLabelText("Photos of the device");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("photos-error")?.textContent).toBe(
      "scan.heic not sent: Only photos in JPEG, PNG or WebP can be sent.",
    );
    expect(input.getAttribute("aria-describedby")).toContain("photos-error");
    expect(container.textContent).toContain("This link takes 10 more photos");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says why a link takes nothing, with no form", async () => {
    const message = "This link has expired. Make a new one on the ticket page.";
    const { container } = render(<PhotoUpload token={TOKEN} state={{ open: false, message }} timeZone="America/New_York" />);
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(container.querySelector("form")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("with JavaScript, shrinks and sends each photo as it is taken, one by one, and lists it", async () => {
    const shrunk = new Blob([new Uint8Array(10)], { type: "image/jpeg" });
    const shrink = vi.spyOn(sending, "shrinkPhoto").mockResolvedValue(shrunk);
    let count = 0;
    const send = vi.spyOn(sending, "sendPhoto").mockImplementation(async (_url, _photo, onProgress) => {
      onProgress(1);
      count++;
      return { status: 201, body: { ok: true, photoId: 100 + count, sent: count, left: 12 - count } };
    });
    render(<PhotoUpload token={TOKEN} state={OPEN} timeZone="America/New_York" />);
    expect(screen.queryByRole("button", { name: "Send photos" })).toBeNull();
    await userEvent.upload(screen.getByLabelText("Photos of the device"), [file("a.jpg"), file("b.jpg")]);
    const sent = screen.getByRole("list", { name: "Photos sent" });
    expect(await within(sent).findByText("Photo 2 sent")).toBeTruthy();
    expect(
      within(sent)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Photo 1 sent", "Photo 2 sent"]);
    expect(shrink).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![0]).toBe(`/intake/photos/${TOKEN}/upload`);
    expect(send.mock.calls[0]![1]).toBe(shrunk);
  });

  it("with JavaScript, sends a photo the browser cannot read as it is, and stops when the link closes", async () => {
    vi.spyOn(sending, "shrinkPhoto").mockResolvedValue(null);
    const send = vi
      .spyOn(sending, "sendPhoto")
      .mockResolvedValueOnce({
        status: 415,
        body: { ok: false, status: 415, message: "Only photos in JPEG, PNG or WebP can be sent." },
      })
      .mockResolvedValueOnce({
        status: 410,
        body: { ok: false, status: 410, message: "This link has expired. Make a new one on the ticket page." },
      });
    render(<PhotoUpload token={TOKEN} state={OPEN} timeZone="America/New_York" />);
    const original = file("a.heic");
    await userEvent.upload(screen.getByLabelText("Photos of the device"), [original, file("b.jpg"), file("c.jpg")]);
    expect((await screen.findByRole("alert")).textContent).toBe("This link has expired. Make a new one on the ticket page.");
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![1]).toBe(original);
    expect(screen.queryByLabelText("Photos of the device")).toBeNull();
  });
});
