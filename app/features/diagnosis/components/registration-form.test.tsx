// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { notify } from "~/lib/toast.client";

import { USER_INFO_KEY, parseStoredVisitorInfo } from "../schema";
import { RegistrationForm, STORAGE_BLOCKED_MESSAGE } from "./registration-form";

import { loadSchema } from "../load-schema";

// The forms load their schemas on first focus; load them up front so a submit checks at once.
beforeAll(loadSchema);

vi.mock("~/lib/toast.client", () => ({ notify: vi.fn(async () => {}) }));

const field = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;

function fill(values: { name?: string; email?: string; phone?: string }) {
  if (values.name !== undefined) fireEvent.change(field(/^Name/), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(field(/^Email/), { target: { value: values.email } });
  if (values.phone !== undefined)
    fireEvent.change(screen.getByRole("textbox", { name: /^Phone/ }), { target: { value: values.phone } });
  fireEvent.click(screen.getByRole("button", { name: "Continue to Diagnosis" }));
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(notify).mockClear();
});
afterEach(cleanup);

describe("the registration form", () => {
  it("announces the length rule on the short field and focuses it", () => {
    const onRegistered = vi.fn();
    render(<RegistrationForm onRegistered={onRegistered} />);
    fill({ name: "Jo", email: "jane@example.com" });
    const alerts = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(alerts).toEqual(["Name and email must be at least 5 characters long"]);
    expect(document.activeElement).toBe(field(/^Name/));
    expect(field(/^Name/).getAttribute("aria-invalid")).toBe("true");
    expect(field(/^Name/).getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    expect(onRegistered).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it("checks the email pattern after the lengths and focuses the email", () => {
    render(<RegistrationForm onRegistered={vi.fn()} />);
    fill({ name: "Jane Doe", email: "jane at example.com" });
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid email address");
    expect(document.activeElement).toBe(field(/^Email/));
  });

  it("focuses the first bad field when both are wrong and keeps what was typed", () => {
    render(<RegistrationForm onRegistered={vi.fn()} />);
    fill({ name: "Al", email: "bad" });
    expect(document.activeElement).toBe(field(/^Name/));
    expect(field(/^Email/).value).toBe("bad");
  });

  it("saves the visitor info for the session, says so and moves on", () => {
    const onRegistered = vi.fn();
    render(<RegistrationForm onRegistered={onRegistered} />);
    fill({ name: " Jane Doe ", email: "jane@example.com", phone: "(321) 555-0100" });
    expect(notify).toHaveBeenCalledWith("success", "Information saved successfully!");
    const stored = parseStoredVisitorInfo(sessionStorage.getItem(USER_INFO_KEY));
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(stored.info).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "(321) 555-0100",
      timestamp: expect.any(String),
    });
    expect(new Date(stored.info.timestamp).toISOString()).toBe(stored.info.timestamp);
    expect(onRegistered).toHaveBeenCalledWith(stored.info);
  });

  it("explains when the browser refuses to store the details", () => {
    const onRegistered = vi.fn();
    render(<RegistrationForm onRegistered={onRegistered} save={() => false} />);
    fill({ name: "Jane Doe", email: "jane@example.com" });
    expect(screen.getByRole("alert").textContent).toBe(STORAGE_BLOCKED_MESSAGE);
    expect(onRegistered).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it("posts to /contact, so a browser sending it itself never puts what was typed into the address", () => {
    const { container } = render(<RegistrationForm onRegistered={vi.fn()} />);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/contact");
  });

  it("shows the server's answer to such a post: its messages beside the fields, every value as typed", () => {
    render(
      <RegistrationForm
        onRegistered={vi.fn()}
        answer={{
          errors: { name: "Name and email must be at least 5 characters long" },
          values: { name: "Nor", email: "nora@example.com", phone: "" },
        }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Name and email must be at least 5 characters long");
    expect(field(/^Name/).value).toBe("Nor");
    expect(field(/^Email/).value).toBe("nora@example.com");
  });

  it("finishes a registration the server took as a submit with script does: kept for the tab, told, moved on once", () => {
    const onRegistered = vi.fn();
    const registered = { name: "Nora Noscript", email: "nora@example.com", phone: "", timestamp: "2026-11-23T12:00:00.000Z" };
    const { rerender } = render(<RegistrationForm onRegistered={onRegistered} answer={{ registered }} />);
    rerender(<RegistrationForm onRegistered={() => onRegistered()} answer={{ registered }} />);
    expect(onRegistered).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(USER_INFO_KEY)!)).toEqual(registered);
    expect(notify).toHaveBeenCalledWith("success", "Information saved successfully!");
    expect(screen.getByRole("status").textContent).toBe("Information saved successfully!");
  });
});
