// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, makeSqliteDatabase } from "../../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { handleSettingsAction, loadSettingsPage } from "../settings-admin.server";
import { loadShopSettings } from "../settings.server";
import { SettingsPage } from "./settings-page";

let handle: DbHandle;
let dropDb: () => Promise<void>;

beforeAll(async () => {
  setConfig(parseConfig({}));
  ({ handle, cleanup: dropDb } = await openMigratedDatabase(makeSqliteDatabase));
});
afterAll(async () => dropDb?.());
afterEach(cleanup);

/** The settings route on a real database: its loader and action as the route calls them. */
function renderSettings() {
  const Stub = createRoutesStub([
    {
      path: "/admin/settings",
      // A load takes a moment, as a server's does: the action's answer is shown while it runs.
      loader: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return loadSettingsPage(handle.db);
      },
      action: async ({ request }) => (await handleSettingsAction(handle.db, await request.formData())).body,
      Component() {
        const loaded = useLoaderData() as Awaited<ReturnType<typeof loadSettingsPage>>;
        const answer = useActionData() as
          { error?: string; message?: string; errors?: Record<string, string>; submitted?: Record<string, unknown> } | undefined;
        return (
          <SettingsPage
            {...loaded}
            errors={answer?.errors}
            submitted={answer?.errors ? answer.submitted : undefined}
            message={answer?.message ?? null}
            error={answer?.error ?? null}
          />
        );
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/settings"]} />);
}

describe("SettingsPage", () => {
  it("saves two fields one after the other and shows and keeps both", async () => {
    renderSettings();
    const user = userEvent.setup();
    const phone = (await screen.findByRole("textbox", { name: "Phone" })) as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, "(321) 555-0199");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Saved: Phone."));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Phone" }) as HTMLInputElement).value).toBe("(321) 555-0199"),
    );
    // The page has loaded the saved settings again (its history lists the change).
    await screen.findByRole("button", { name: "Restore old value of Phone from this change" });

    const name = screen.getByRole("textbox", { name: "Short name" });
    await user.clear(name);
    await user.type(name, "SC Repair");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Saved: Short name."));
    const stored = (await loadShopSettings(handle.db)).values;
    expect(stored["business.phone"]).toBe("(321) 555-0199");
    expect(stored["business.shortName"]).toBe("SC Repair");
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Short name" }) as HTMLInputElement).value).toBe("SC Repair"),
    );
    expect((screen.getByRole("textbox", { name: "Phone" }) as HTMLInputElement).value).toBe("(321) 555-0199");
  });

  it("keeps what was typed when a save is refused", async () => {
    renderSettings();
    const user = userEvent.setup();
    const days = (await screen.findByRole("textbox", { name: "Waiting for parts: flag after (days)" })) as HTMLInputElement;
    await user.clear(days);
    await user.type(days, "many");
    const name = screen.getByRole("textbox", { name: "Short name" });
    await user.clear(name);
    await user.type(name, "Typed, not saved");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/nothing was saved/));
    expect((screen.getByRole("textbox", { name: "Waiting for parts: flag after (days)" }) as HTMLInputElement).value).toBe(
      "many",
    );
    expect((screen.getByRole("textbox", { name: "Short name" }) as HTMLInputElement).value).toBe("Typed, not saved");
  });
});
