// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import { SignatureField } from "./signature-field";

/** The drawing calls the pad makes (jsdom has no canvas of its own). */
let drawn: string[] = [];

beforeEach(() => {
  drawn = [];
  const context = {
    clearRect: () => drawn.push("clear"),
    beginPath: () => undefined,
    moveTo: (x: number, y: number) => drawn.push(`M${x} ${y}`),
    lineTo: (x: number, y: number) => drawn.push(`L${x} ${y}`),
    stroke: () => undefined,
  };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderField(props: Partial<Parameters<typeof SignatureField>[0]> = {}) {
  return render(
    <form aria-label="Sign">
      <SignatureField id="s" legend="Customer's signature" pathName="sig" nameName="signedName" {...props} />
    </form>,
  );
}

const hidden = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[name="sig"]');

describe("SignatureField", () => {
  it("turns what is drawn with a pointer into path data in the hidden field, and Clear empties it", async () => {
    const { container } = renderField();
    const pad = await screen.findByRole("img", { name: "Signature pad, empty" });
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10.4, clientY: 20 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 30, clientY: 40.6 });
    // Another finger meanwhile draws nothing; a point too close to the last one adds nothing.
    fireEvent.pointerMove(pad, { pointerId: 2, clientX: 300, clientY: 100 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 30.5, clientY: 41 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 50 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(hidden(container)!.value).toBe("M10 20L30 41L60 50");
    expect(drawn).toContain("L60 50");
    expect(screen.getByRole("img", { name: "Signature pad, signed" })).toBe(pad);
    expect(screen.getByRole("status").textContent).toBe("Signed in the box.");
    expect(screen.getByText("(not needed: signed in the box)")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Clear signature" }));
    expect(hidden(container)!.value).toBe("");
    expect(screen.getByRole("img", { name: "Signature pad, empty" })).toBe(pad);
  });

  it("without JavaScript offers only the typed name: no pad, no hidden path", () => {
    const html = renderToString(
      <SignatureField id="s" legend="Customer's signature" pathName="sig" nameName="signedName" initialName="Jane" />,
    );
    expect(html).not.toContain("<canvas");
    expect(html).not.toContain('name="sig"');
    expect(html).toContain("Type your full name to sign");
    expect(html).toMatch(/<input[^>]*name="signedName"[^>]*value="Jane"/);
  });

  it("draws a signature sent back with a refused form again", async () => {
    const { container } = renderField({ initialPath: "M1 2L3 4L5 6", initialName: "Jane" });
    await screen.findByRole("img", { name: "Signature pad, signed" });
    expect(hidden(container)!.value).toBe("M1 2L3 4L5 6");
    expect(drawn).toEqual(["clear", "M1 2", "L3 4", "L5 6"]);
    expect((screen.getByLabelText(/^Type your full name instead/) as HTMLInputElement).value).toBe("Jane");
  });

  it("offers the typed name, reachable by keyboard, and announces its error on the group; axe clean", async () => {
    const { container } = renderField({ error: "Have the customer sign in the box, or type their full name." });
    await screen.findByRole("img", { name: "Signature pad, empty" });
    const group = screen.getByRole("group", { name: "Customer's signature" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toBe("s-hint s-error");
    const name = screen.getByLabelText("Type your full name instead");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Clear signature" }));
    await userEvent.tab();
    expect(document.activeElement).toBe(name);
    expect(await axeViolations(container)).toEqual([]);
  });
});
