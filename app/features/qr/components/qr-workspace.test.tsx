// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { unzipSync } from "fflate";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { COLLECTION_KEY } from "../collection";
import { QrWorkspace } from "./qr-workspace";

function renderPage() {
  const user = userEvent.setup();
  render(
    <>
      <QrWorkspace />
      <Toaster />
    </>,
  );
  return user;
}

// jsdom's Blob has no arrayBuffer(); FileReader it has.
function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function stored() {
  const raw = localStorage.getItem(COLLECTION_KEY);
  return raw === null ? null : (JSON.parse(raw) as Array<{ id: string; url: string; name: string; type: string }>);
}

let downloads: Array<{ fileName: string; blob: Blob }> = [];

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not save files; record what would be saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ fileName: this.download, blob: blobs.get(this.href) as Blob });
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("QrWorkspace", () => {
  it("shows the empty collection, then refuses to save or zip with nothing made", async () => {
    const user = renderPage();
    expect(await screen.findByText("Your saved QR codes will appear here")).toBeTruthy();
    expect(screen.getByText("Generate a QR code and click Save to Collection")).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Save to Collection" })[0]);
    expect(await screen.findByText("Generate a QR code first")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Download All as ZIP" }));
    expect(await screen.findByText("Save some QR codes first")).toBeTruthy();
  });

  it("ties the website error to its field and moves focus there", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Generate QR Code" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Please enter a website URL");
    const field = screen.getByLabelText(/Website URL/);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(alert.id);
    expect(document.activeElement).toBe(field);
  });

  it("generates a website code, saves it under its host name and deletes it again", async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(/Website URL/), "www.example.com/shop");
    await user.click(screen.getByRole("button", { name: "Generate QR Code" }));
    expect(await screen.findByText("QR code generated successfully!")).toBeTruthy();
    const preview = screen.getByRole("img", { name: "QR code for www.example.com" }) as HTMLImageElement;
    expect(preview.src.startsWith("data:image/png;base64,iVBORw0KGgo")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Download QR Code" }));
    expect(await screen.findByText("QR code downloaded")).toBeTruthy();
    expect(downloads[0].fileName).toBe("website-qrcode.png");
    expect(downloads[0].blob.type).toBe("image/png");
    const saved = await readBlob(downloads[0].blob);
    expect(`data:image/png;base64,${Buffer.from(saved).toString("base64")}`).toBe(preview.src);
    await user.click(screen.getByRole("button", { name: "Download SVG" }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1].fileName).toBe("website-qrcode.svg");
    expect(new TextDecoder().decode(await readBlob(downloads[1].blob))).toMatch(/^<svg /);

    await user.click(screen.getByRole("button", { name: "Save to Collection" }));
    expect(await screen.findByText("QR code saved to your private collection")).toBeTruthy();
    expect(stored()).toEqual([
      { id: expect.stringMatching(/^\d+$/), url: preview.src, name: "www.example.com", type: "website" },
    ]);
    const list = screen.getByRole("list", { name: "Saved QR codes" });
    expect(within(list).getByText("www.example.com")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete www.example.com" }));
    expect(await screen.findByText("QR code removed from collection")).toBeTruthy();
    expect(stored()).toBeNull();
    expect(screen.getByText("Your saved QR codes will appear here")).toBeTruthy();
  });

  it("saves a code once: saving the same code again says it is already there and adds nothing", async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(/Website URL/), "example.com/again");
    await user.click(screen.getByRole("button", { name: "Generate QR Code" }));
    await screen.findByText("QR code generated successfully!");
    await user.click(screen.getByRole("button", { name: "Save to Collection" }));
    expect(await screen.findByText("QR code saved to your private collection")).toBeTruthy();
    const first = stored();
    expect(first).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Save to Collection" }));
    expect(await screen.findByText("This QR code is already in your collection")).toBeTruthy();
    expect(stored()).toEqual(first);
    const list = screen.getByRole("list", { name: "Saved QR codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);

    // Another code is still saved beside it.
    await user.click(screen.getByRole("tab", { name: "Contact" }));
    await user.type(screen.getByLabelText(/^Name/), "Ana Again");
    await user.click(screen.getByRole("button", { name: "Generate QR Code" }));
    await screen.findByText("Contact QR code generated!");
    await user.click(screen.getByRole("button", { name: "Save to Collection" }));
    await waitFor(() => expect(stored()?.map((item) => item.name)).toEqual(["example.com", "Ana Again"]));
  });

  it("clears the preview and the downloads once the input turns invalid", async () => {
    const user = renderPage();
    const field = screen.getByLabelText(/Website URL/);
    await user.type(field, "example.com");
    await user.click(screen.getByRole("button", { name: "Generate QR Code" }));
    expect(await screen.findByRole("img", { name: "QR code for example.com" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download QR Code" }).getAttribute("aria-disabled")).toBeNull();
    await user.clear(field);
    await user.type(field, "not a url");
    await user.click(screen.getByRole("button", { name: "Generate QR Code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid URL format");
    expect(screen.queryByRole("img", { name: /QR code for/ })).toBeNull();
    expect(screen.getByText("Your QR code will appear here")).toBeTruthy();
    for (const name of ["Download QR Code", "Download SVG", "Save to Collection"]) {
      const button = screen.getByRole("button", { name });
      expect(button.getAttribute("aria-disabled")).toBe("true");
      await user.click(button);
    }
    expect(downloads).toEqual([]);
    expect(stored()).toBeNull();
    expect((await screen.findAllByText("Generate a QR code first")).length).toBeGreaterThan(0);
  });

  it("re-makes a collection saved in the old site's format, keeping ids and names", async () => {
    const old = (data: string) =>
      `https://api.qrserver.com/v1/create-qr-code/?size=250x250&margin=10&data=${encodeURIComponent(data)}`;
    const legacy = [
      { id: 1700000000000, url: old("https://example.com"), name: "example.com", type: "website" },
      { id: "1700000000001", url: old("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:José\r\nEND:VCARD\r\n"), name: "José", type: "contact" },
    ];
    localStorage.setItem(COLLECTION_KEY, JSON.stringify(legacy));
    renderPage();
    const list = await screen.findByRole("list", { name: "Saved QR codes" });
    expect(within(list).getByRole("img", { name: "Saved QR code: José" })).toBeTruthy();
    await waitFor(() => expect(stored()?.every((item) => item.url.startsWith("data:image/png;base64,"))).toBe(true));
    expect(stored()?.map(({ id, name, type }) => ({ id, name, type }))).toEqual([
      { id: "1700000000000", name: "example.com", type: "website" },
      { id: "1700000000001", name: "José", type: "contact" },
    ]);
    expect(screen.queryByText("Some saved QR codes could not be read and were removed from this browser.")).toBeNull();
  });

  it("replaces a preview that fails to load with a placeholder and says so", async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText(/Website URL/), "example.com");
    await user.click(screen.getByRole("button", { name: "Generate QR Code" }));
    fireEvent.error(await screen.findByRole("img", { name: "QR code for example.com" }));
    expect(await screen.findByText("Failed to load QR code image")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Image failed to load" })).toBeTruthy();
  });

  it("shows 'Image error' for a saved code whose image is broken", async () => {
    const entry = { id: "1", url: "data:image/png;base64,AAAA", name: "Broken", type: "contact" };
    localStorage.setItem(COLLECTION_KEY, JSON.stringify([entry]));
    renderPage();
    fireEvent.error(await screen.findByRole("img", { name: "Saved QR code: Broken" }));
    expect(screen.getByRole("img", { name: "Image error: Broken" })).toBeTruthy();
  });

  it("asks for name and company on the business tab, marking both fields", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("tab", { name: "Business Card" }));
    await user.click(screen.getByRole("button", { name: "Generate QR Code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter at least a name and company name");
    expect(screen.getByLabelText(/^Name/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(/^Company Name/).getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps the collection unchanged and says so when storage is full", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("tab", { name: "Contact" }));
    await user.type(screen.getByLabelText(/^Name/), "José Müller");
    await user.click(screen.getByRole("button", { name: "Generate QR Code" }));
    await screen.findByText("Contact QR code generated!");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    await user.click(screen.getByRole("button", { name: "Save to Collection" }));
    expect(
      await screen.findByText(
        "Your browser's storage is full, so the code was not saved. Delete some saved codes and try again.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Your saved QR codes will appear here")).toBeTruthy();
    expect(stored()).toBeNull();
  });

  it("drops a corrupt stored value with a visible message", async () => {
    localStorage.setItem(COLLECTION_KEY, '[{"id":1}]');
    renderPage();
    expect(
      (await screen.findAllByText("Some saved QR codes could not be read and were removed from this browser.")).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText("Your saved QR codes will appear here")).toBeTruthy();
    expect(stored()).toBeNull();
  });

  it("follows changes made in another tab", async () => {
    renderPage();
    await screen.findByText("Your saved QR codes will appear here");
    const entry = { id: "1", url: "data:image/png;base64,iVBORw0KGgo=", name: "From the other tab", type: "contact" };
    localStorage.setItem(COLLECTION_KEY, JSON.stringify([entry]));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: COLLECTION_KEY }));
    });
    expect(await screen.findByText("From the other tab")).toBeTruthy();
  });

  it("zips the collection and Clear Info empties collection and forms", async () => {
    const user = renderPage();
    await user.click(screen.getByRole("tab", { name: "Wi-Fi" }));
    await user.type(screen.getByLabelText(/^Network name/), "Shop Guest");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Generate QR Code" }));
    await user.click(await screen.findByRole("button", { name: "Save to Collection" }));
    await screen.findAllByText("QR code saved to your private collection");
    await user.click(screen.getByRole("button", { name: "Download All as ZIP" }));
    expect(await screen.findByText("QR codes downloaded as zip")).toBeTruthy();
    expect(stored()?.map((item) => item.name)).toEqual(["Shop Guest"]);
    expect(downloads.map((d) => d.fileName)).toEqual(["qrcodes-collection.zip"]);
    const files = unzipSync(await readBlob(downloads[0].blob));
    expect(Object.keys(files)).toEqual(["qrcode-Shop Guest-1.png"]);

    await user.click(screen.getByRole("button", { name: "Clear Info" }));
    expect(await screen.findByText("All QR codes cleared")).toBeTruthy();
    expect(stored()).toBeNull();
    expect((screen.getByLabelText(/^Network name/) as HTMLInputElement).value).toBe("");
  });
});
