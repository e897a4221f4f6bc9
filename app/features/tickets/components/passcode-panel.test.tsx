// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import type { PasscodeOutcome } from "../passcode-forms.server";
import type { PasscodeMode } from "../passcode-mode";
import type { TicketStatus } from "../statuses";
import { AbandonedNotice } from "./abandoned-notice";
import { PasscodePanel } from "./passcode-panel";

const SECRET = "4711-zebra";

/** The panel under a route whose action answers as the server's would; `answer` decides the answer to each post. */
function renderPanel({
  mode = "given",
  kept = true,
  status = "received",
  answer,
}: {
  mode?: PasscodeMode | null;
  kept?: boolean;
  status?: TicketStatus;
  answer: (form: FormData) => PasscodeOutcome;
}) {
  const posts: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/tickets/5",
      loader: () => null,
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(form);
        return answer(form);
      },
      Component() {
        const outcome = useActionData() as PasscodeOutcome | undefined;
        return (
          <main>
            <PasscodePanel passcode={{ mode, kept }} status={status} erased={false} outcome={outcome} />
          </main>
        );
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/tickets/5"]} />);
  return posts;
}

/** The value of the panel's fact `label`. */
const fact = (panel: HTMLElement, label: string) =>
  Array.from(panel.querySelectorAll("dt")).find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

afterEach(cleanup);

describe("PasscodePanel", () => {
  it("shows how the shop gets in, and the passcode only once asked, by a POST, with no axe violations", async () => {
    const posts = renderPanel({ answer: () => ({ ok: true, form: "show", passcode: SECRET }) });
    const panel = await screen.findByRole("region", { name: "Passcode" });
    expect(fact(panel, "How we get in")).toBe("Given to the shop");
    expect(fact(panel, "Passcode")).toBe("kept, encrypted, until the device leaves the shop");
    expect(document.body.innerHTML).not.toContain(SECRET);
    const button = within(panel).getByRole("button", { name: "Show passcode" });
    expect(button.closest("form")!.getAttribute("method")).toBe("post");

    await userEvent.setup().click(button);
    const shown = await within(panel).findByText(SECRET);
    expect(shown.closest("[role=status]")).not.toBeNull();
    expect(posts.map((p) => p.get("intent"))).toEqual(["showPasscode"]);
    expect(within(panel).queryByRole("button", { name: "Show passcode" })).toBeNull();
    // The form to replace it never holds it.
    expect((within(panel).getByLabelText("Passcode") as HTMLInputElement).value).toBe("");
    expect(await axeViolations(document.body.firstElementChild!)).toEqual([]);
  });

  it("says a passcode that cannot be read must be asked for again", async () => {
    const message = "This passcode cannot be read (the key changed). Ask the customer again.";
    renderPanel({
      answer: () => ({ ok: false, form: "show", status: 409, formError: message, fieldErrors: {}, values: { mode: "" } }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Show passcode" }));
    expect((await screen.findByText(message)).getAttribute("role")).toBe("alert");
  });

  it("sets the passcode through a form that keeps the mode chosen on a refusal, never the passcode typed", async () => {
    const posts = renderPanel({
      mode: "not_needed",
      kept: false,
      answer: (form) =>
        form.get("passcode")
          ? { ok: true, form: "set", message: "Saved. Passcode recorded." }
          : {
              ok: false,
              form: "set",
              status: 400,
              fieldErrors: { passcode: "Write the passcode the customer gave, or choose another option." },
              values: { mode: String(form.get("mode")) },
            },
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole("region", { name: "Passcode" });
    expect(fact(panel, "How we get in")).toBe("Not needed");
    expect(within(panel).queryByRole("button", { name: "Show passcode" })).toBeNull();
    await user.click(within(panel).getByText("Set the passcode or how we get in"));
    await user.click(within(panel).getByRole("radio", { name: "Given to the shop" }));
    await user.click(within(panel).getByRole("button", { name: "Save" }));
    await within(panel).findByText("Write the passcode the customer gave, or choose another option.");
    expect((within(panel).getByRole("radio", { name: "Given to the shop" }) as HTMLInputElement).checked).toBe(true);
    const field = within(panel).getByLabelText("Passcode") as HTMLInputElement;
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("autocomplete")).toBe("off");

    await user.type(field, SECRET);
    await user.click(within(panel).getByRole("button", { name: "Save" }));
    await within(panel).findByText("Saved. Passcode recorded.");
    expect(posts.at(-1)!.get("intent")).toBe("setPasscode");
    expect(posts.at(-1)!.get("passcode")).toBe(SECRET);
  });

  it("offers nothing to show or change once the device has left the shop", async () => {
    renderPanel({ kept: false, status: "picked_up", answer: () => ({ ok: true, form: "set", message: "" }) });
    const panel = await screen.findByRole("region", { name: "Passcode" });
    expect(fact(panel, "Passcode")).toBe("erased when the device left the shop");
    expect(within(panel).queryByRole("button")).toBeNull();
    expect(within(panel).queryByRole("textbox")).toBeNull();
  });
});

describe("AbandonedNotice", () => {
  it("says since when a machine is abandoned, in the shop's time zone, and nothing otherwise", () => {
    const { container } = render(<AbandonedNotice abandonedAt="2027-02-01T02:00:00.000Z" timeZone="America/New_York" />);
    expect(container.textContent).toBe("Abandoned since Jan 31, 2027");
    cleanup();
    expect(render(<AbandonedNotice abandonedAt={null} timeZone="America/New_York" />).container.textContent).toBe("");
  });
});
