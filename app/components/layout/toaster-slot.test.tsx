// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";

import { notify } from "~/lib/toast.client";

import { ToasterSlot } from "./toaster-slot";

afterEach(cleanup);

/** A page that raises a toast the moment it mounts: its effect runs before the root's (children's run first). */
function ToastsOnMount({ title }: { title: string }) {
  useEffect(() => {
    void notify("error", title);
  }, [title]);
  return null;
}

describe("the root layout's Toaster", () => {
  it("is not there until the first toast, then shows it", async () => {
    const { container } = render(<ToasterSlot />);
    expect(container.querySelector("[data-sonner-toaster]")).toBeNull();
    expect(document.querySelector("section[aria-label^='Notifications']")).toBeNull();

    await notify("success", "Saved to your collection");
    expect(await screen.findByText("Saved to your collection")).toBeTruthy();
    expect(document.querySelectorAll("section[aria-label^='Notifications']")).toHaveLength(1);
  });

  it("keeps a toast raised while the page starts up, before the Toaster listens", async () => {
    render(
      <>
        <ToastsOnMount title="Saved codes could not be read" />
        <ToasterSlot />
      </>,
    );
    expect(await screen.findByText("Saved codes could not be read")).toBeTruthy();
  });

  it("puts the live region in the page before the first toast says anything in it", async () => {
    const inserted: Array<{ what: string; text: string }> = [];
    const watch = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.matches("section[aria-live]")) inserted.push({ what: "region", text: node.textContent ?? "" });
          // sonner keeps earlier tests' toasts and replays them: only this one counts.
          if (node.textContent?.includes("Downloaded")) inserted.push({ what: "toast", text: node.textContent });
        }
    });
    watch.observe(document.body, { subtree: true, childList: true });
    render(<ToasterSlot />);
    await notify("success", "Downloaded");
    await screen.findByText("Downloaded");
    watch.disconnect();
    // Order, not milliseconds: the region was in the page, still empty, before the toast arrived.
    const region = inserted.findIndex((i) => i.what === "region");
    const toast = inserted.findIndex((i) => i.what === "toast");
    expect(region).toBeGreaterThanOrEqual(0);
    expect(toast).toBeGreaterThan(region);
    expect(inserted[region]!.text).not.toContain("Downloaded");
  });

  it("shows toasts raised together, each once, in one Toaster", async () => {
    render(<ToasterSlot />);
    await Promise.all([notify("error", "First"), notify("error", "Second"), notify("error", "Third")]);
    for (const title of ["First", "Second", "Third"]) expect(await screen.findAllByText(title)).toHaveLength(1);
    expect(document.querySelectorAll("section[aria-label^='Notifications']")).toHaveLength(1);
  });
});
