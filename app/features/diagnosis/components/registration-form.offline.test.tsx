// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RegistrationForm, SCHEMA_UNAVAILABLE_MESSAGE } from "./registration-form";

// The form's checks download on first use; here that download fails (offline, or a tab left
// open across a deploy whose old chunks are gone), then succeeds on the second press.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock("../load-schema", async (importOriginal) => {
  const real = await importOriginal<typeof import("../load-schema")>();
  return {
    ...real,
    loadedSchema: () => undefined,
    preloadSchema: () => {},
    loadSchema: () => (++attempts.count === 1 ? Promise.reject(new TypeError("Failed to fetch")) : real.loadSchema()),
  };
});
vi.mock("~/lib/toast.client", () => ({ notify: vi.fn(async () => {}) }));

afterEach(cleanup);

describe("the registration form when its checks cannot be downloaded", () => {
  it("says so in place, keeps what was typed, and works on the next press", async () => {
    const onRegistered = vi.fn();
    render(<RegistrationForm onRegistered={onRegistered} save={() => true} />);
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Jane Doe" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), { target: { value: "jane@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to Diagnosis" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", SCHEMA_UNAVAILABLE_MESSAGE);
    expect(onRegistered).not.toHaveBeenCalled();
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe("Jane Doe");

    fireEvent.click(screen.getByRole("button", { name: "Continue to Diagnosis" }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
