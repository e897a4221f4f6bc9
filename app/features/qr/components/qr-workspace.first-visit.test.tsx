// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";

import { COLLECTION_KEY } from "../collection";
import { QR_MESSAGES } from "../messages";
import { QrWorkspace } from "./qr-workspace";

// Counts when the on-demand modules are first imported (a factory runs once, on first import).
const imported = vi.hoisted(() => ({ engine: 0, schema: 0 }));
vi.mock("../engine", async (importOriginal) => {
  imported.engine += 1;
  return importOriginal();
});
vi.mock("../schema", async (importOriginal) => {
  imported.schema += 1;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Lets pending imports and effects settle, and an idle-time preload (were there one) start. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 1200)));

describe("a first visit to the QR generator", () => {
  it("works where the browser refuses site storage (reading localStorage throws)", async () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage")!;
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    try {
      render(
        <>
          <QrWorkspace />
          <Toaster />
        </>,
      );
      expect(await screen.findByText("Your saved QR codes will appear here")).toBeTruthy();
      expect(screen.getByLabelText(/Website URL/)).toBeTruthy();
    } finally {
      Object.defineProperty(window, "localStorage", original);
    }
  });

  // Runs first: the modules load once per file, and this one must find nothing loaded.
  it("loads the schemas when another tab saves the first code, and shows it", async () => {
    render(<QrWorkspace />);
    expect(await screen.findByText("Your saved QR codes will appear here")).toBeTruthy();
    await settle();
    expect(imported.schema).toBe(0);
    const entry = { id: "7", url: "data:image/png;base64,iVBORw0KGgo=", name: "Saved elsewhere", type: "website" };
    localStorage.setItem(COLLECTION_KEY, JSON.stringify([entry]));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: COLLECTION_KEY }));
    });
    expect(await screen.findByText("Saved elsewhere")).toBeTruthy();
    expect(imported.engine).toBe(0);
  });

  it("shows the empty collection without the engine, which loads on the first focus in the generator", async () => {
    render(
      <>
        <QrWorkspace />
        <Toaster />
      </>,
    );
    expect(await screen.findByText("Your saved QR codes will appear here")).toBeTruthy();
    await settle();
    expect(imported.engine).toBe(0);
    expect(screen.queryByText(QR_MESSAGES.engineUnavailable)).toBeNull();

    fireEvent.focus(screen.getByLabelText(/Website URL/));
    await waitFor(() => expect(imported.engine).toBe(1));

    // A code saved in another tab is read, checked with the schemas.
    const entry = { id: "1", url: "data:image/png;base64,iVBORw0KGgo=", name: "From the other tab", type: "contact" };
    localStorage.setItem(COLLECTION_KEY, JSON.stringify([entry]));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: COLLECTION_KEY }));
    });
    expect(await screen.findByText("From the other tab")).toBeTruthy();
  });
});
