// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DiagnosticErrorPanel } from "./diagnostic-error-panel";
import { ToolErrorBoundary } from "./tool-error-boundary";

afterEach(cleanup);

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error("render failed");
  return <p>Tool ready</p>;
}

describe("the tool's error boundary", () => {
  it("shows 'Something went wrong' (its code loaded on the failure) and 'Try Again' remounts the tool", async () => {
    const consoleSpy = vi.spyOn(console, "error").mockImplementation(() => {});
    const onError = vi.fn();
    shouldThrow = true;
    render(
      <ToolErrorBoundary onError={onError}>
        <Flaky />
      </ToolErrorBoundary>,
    );
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("There was an error processing your diagnostic request.")).toBeTruthy();
    expect(onError).toHaveBeenCalled();
    shouldThrow = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Tool ready")).toBeTruthy();
    consoleSpy.mockRestore();
  });
});

describe("the Diagnostic Error panel", () => {
  it("offers a reload and a way home", () => {
    const reload = vi.fn();
    render(
      <MemoryRouter>
        <DiagnosticErrorPanel reload={reload} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Diagnostic Error" })).toBeTruthy();
    expect(screen.getByText("We encountered an issue while processing your diagnostic request.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
  });
});
