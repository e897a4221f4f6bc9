// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { FallbackImage } from "./fallback-image";

const PICTURE = "https://m.media-amazon.com/images/I/gone.jpg";
const PLACEHOLDER = "/images/products/mice.svg";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

/** jsdom loads no pictures: these make every <img> read as finished and empty, as a failed one does. */
function failEveryPicture() {
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
}

describe("FallbackImage", () => {
  it("shows the fallback when the picture fails, and an empty box when the fallback fails too", () => {
    render(<FallbackImage src={PICTURE} fallbackSrc={PLACEHOLDER} alt="Mouse" />);
    const img = screen.getByRole("img", { name: "Mouse" });
    expect(img.getAttribute("src")).toBe(PICTURE);
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(PLACEHOLDER);
    expect(img.style.visibility).toBe("");
    fireEvent.error(img);
    expect(img.style.visibility).toBe("hidden");
  });

  it("starts again from a new picture", () => {
    const { rerender } = render(<FallbackImage src={PICTURE} fallbackSrc={PLACEHOLDER} alt="Mouse" />);
    fireEvent.error(screen.getByRole("img"));
    rerender(<FallbackImage src="/images/products/cards/new.svg" fallbackSrc={PLACEHOLDER} alt="Mouse" />);
    expect(screen.getByRole("img").getAttribute("src")).toBe("/images/products/cards/new.svg");
  });

  it("hydrates the server's HTML unchanged, then swaps a picture that failed before hydration", async () => {
    const element = <FallbackImage src={PICTURE} fallbackSrc={PLACEHOLDER} alt="Mouse" width={400} height={300} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    expect(container.querySelector("img")!.getAttribute("src")).toBe(PICTURE);
    failEveryPicture();
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector("img")!.getAttribute("src")).toBe(PLACEHOLDER);
  });
});
