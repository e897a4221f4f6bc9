// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, makeSqliteDatabase } from "../../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { handleSettingsAction, loadSettingsPage } from "../settings-admin.server";
import { loadShopSettings, saveSettings } from "../settings.server";
import { SettingsPage } from "./settings-page";
import { testActor } from "../../../../tests/factories";

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
      action: async ({ request }) =>
        (await handleSettingsAction(handle.db, await request.formData(), await testActor(handle.db))).body,
      Component() {
        const loaded = useLoaderData() as Awaited<ReturnType<typeof loadSettingsPage>>;
        const answer = useActionData() as
          | {
              error?: string;
              message?: string;
              errors?: Record<string, string>;
              submitted?: Record<string, unknown>;
              confirmClosedDates?: Array<{ date: string; count: number }>;
            }
          | undefined;
        return (
          <SettingsPage
            {...loaded}
            errors={answer?.errors}
            submitted={answer?.errors ? answer.submitted : undefined}
            confirmClosedDates={answer?.confirmClosedDates}
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

  it("asks before closing a date that has bookings, keeps what was typed, and saves once the box is ticked", async () => {
    const at = "2026-11-20T15:00:00.000Z";
    const lead = await handle.db
      .insertInto("leads")
      .values({
        issue: "slow",
        description: "Slow.",
        name: "Dana Booker",
        email: "dana@example.com",
        phone: null,
        client_timestamp: at,
        received_at: at,
        stage: "booked",
        stage_changed_at: at,
        lost_reason: null,
        booking_key_hash: null,
        customer_id: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("bookings")
      .values({
        lead_id: Number(lead.id),
        day: "2026-12-24",
        window_start: "09:00",
        window_end: "12:00",
        status: "active",
        note: null,
        created_at: at,
        cancelled_at: null,
        customer_id: null,
      })
      .execute();
    renderSettings();
    const user = userEvent.setup();
    const dates = (await screen.findByRole("textbox", { name: "Closed dates" })) as HTMLTextAreaElement;
    await user.clear(dates);
    await user.type(dates, "2026-12-24 Christmas Eve");
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toMatch(
        /Please confirm: a date you are closing has bookings; nothing was saved\./,
      ),
    );
    expect(screen.getByText(/2026-12-24 has 1 active booking\. Closing the date does not cancel it/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "2026-12-24: 1 active booking" }).getAttribute("href")).toBe(
      "/admin/bookings?day=2026-12-24",
    );
    expect((screen.getByRole("textbox", { name: "Closed dates" }) as HTMLTextAreaElement).value).toBe("2026-12-24 Christmas Eve");
    expect((await loadShopSettings(handle.db)).values["booking.closedDates"]).toEqual([]);

    await user.click(screen.getByRole("checkbox", { name: "Yes, close this date anyway" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Saved: Closed dates."));
    expect((await loadShopSettings(handle.db)).values["booking.closedDates"]).toEqual([
      { date: "2026-12-24", label: "Christmas Eve" },
    ]);
    expect(screen.queryByRole("checkbox", { name: "Yes, close this date anyway" })).toBeNull();
  });

  it("writes the history's times in the configured time zone", async () => {
    setConfig(parseConfig({ SHOP_TIMEZONE: "America/Los_Angeles" }));
    try {
      // 06:00 UTC on 21 November is 10 PM on the 20th in Los Angeles (1 AM on the 21st in New York).
      await saveSettings(
        handle.db,
        { "business.foundedYear": 2019 },
        { by: await testActor(handle.db), now: new Date("2026-11-21T06:00:00.000Z") },
      );
      renderSettings();
      const history = await screen.findByRole("table");
      expect(history.textContent).toContain("Nov 20, 2026, 10:00 PM");
      expect(history.textContent).not.toContain("Nov 21, 2026, 1:00 AM");
    } finally {
      setConfig(parseConfig({}));
    }
  });
});
