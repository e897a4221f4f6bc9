import path from "node:path";

import type { Page } from "@playwright/test";
import Database from "better-sqlite3";

import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect, expectAxeClean, showNumberToggle, test } from "./fixtures";

async function signIn(page: Page) {
  await page.goto("/admin/settings");
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const store = texts.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d["@type"] === "ComputerStore");
  if (!store) throw new Error("no ComputerStore JSON-LD");
  return store;
}

test.describe("shop settings", () => {
  test("signed out: the page sends to sign-in and a cross-site post changes nothing", async ({ page, request }) => {
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings$/);
    const res = await request.post("/admin/settings", {
      form: { intent: "save", "business.phone": "(321) 555-0000" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    await page.goto("/");
    expect(JSON.stringify(await jsonLd(page))).not.toContain("555-0000");
  });

  test("the owner changes the phone and the hours, sees them on the home page and in the JSON-LD, and undoes it", async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expectAxeClean(page);

    // A bad value is refused with the error tied to its field, and nothing is saved.
    const phone = page.getByLabel("Phone", { exact: true });
    await phone.fill("call me maybe");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("alert")).toContainText("Please correct the field marked below; nothing was saved.");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#business-phone-error")).toHaveText("Phone must be a phone number.");
    await expect(phone).toHaveAccessibleDescription(/Phone must be a phone number\./);
    await expectAxeClean(page);
    // The refused save answers 400, which the browser reports once; nothing else went wrong.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 400")]);
    consoleErrors.length = 0;

    try {
      await phone.fill("(321) 555-0177");
      for (const day of ["Saturday", "Sunday"]) await page.getByRole("checkbox", { name: `Closed on ${day}` }).check();
      for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
        await page.getByLabel(`${day} opens (HH:MM)`).fill("09:00");
        await page.getByLabel(`${day} closes (HH:MM)`).fill("18:00");
      }
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved:" })).toContainText("Saved: Phone, Opening hours.");
      await expect(page.getByRole("table")).toContainText("Open 24/7 (default) → Mon–Fri 9 AM–6 PM · Sat–Sun closed");

      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await showNumberToggle(footer).click();
      await expect(footer.getByRole("link", { name: "(321) 555-0177" })).toHaveAttribute("href", "tel:+13215550177");
      await expect(page.getByText("Mon–Fri 9 AM–6 PM · Sat–Sun closed").first()).toBeVisible();
      const store = await jsonLd(page);
      expect(store.telephone).toBe("(321) 555-0177");
      expect(store.openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:00",
          closes: "18:00",
        },
      ]);
    } finally {
      // Put everything back for the rest of the suite, through the page's own buttons.
      await page.goto("/admin/settings");
      for (const label of ["Phone", "Opening hours"]) {
        const reset = page.getByRole("button", { name: `Reset to default: ${label}` });
        if ((await reset.count()) > 0) {
          await reset.click();
          await expect(page.getByRole("status").filter({ hasText: "back to its default" })).toContainText(
            `${label} is back to its default.`,
          );
        }
      }
    }
    await page.goto("/");
    expect((await jsonLd(page)).telephone).toBe("(321) 555-0142");
  });

  test("office hours replace every 24/7 claim on the home page, /contact and a diagnosis result, at once", async ({ page }) => {
    const hours = "Mon–Fri 9 AM–6 PM · Sat 10 AM–4 PM · Sun closed";
    const diagnose = async () => {
      await page.goto("/contact");
      await page.getByRole("textbox", { name: /^Name/ }).fill("Hours Tester");
      await page.getByRole("textbox", { name: /^Email/ }).fill("hours.tester@example.com");
      await page.getByRole("button", { name: "Continue to Diagnosis" }).click();
      await expect(page).toHaveURL(/\/diagnosis$/);
      await page.getByRole("radio", { name: "Computer is running slow" }).check();
      await page.getByRole("textbox", { name: "Describe the problem" }).fill("Slow since the update.");
      await page.getByRole("button", { name: "Get Solutions" }).click();
      await expect(page.getByRole("heading", { name: "Recommended Solutions:" })).toBeVisible();
    };

    // While the saved hours are the default 24/7, the original 24/7 wording stands.
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "24/7 Availability" })).toBeVisible();
    await expect(page.getByText("Reach an expert any time, day or night.", { exact: false })).toBeVisible();
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: "Expert Support 24/7" })).toBeVisible();
    await diagnose();
    await expect(page.getByText("Still stuck? Our experts are available 24/7 to help.")).toBeVisible();

    await signIn(page);
    try {
      await page.getByRole("checkbox", { name: "Closed on Sunday" }).check();
      for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
        await page.getByLabel(`${day} opens (HH:MM)`).fill("09:00");
        await page.getByLabel(`${day} closes (HH:MM)`).fill("18:00");
      }
      await page.getByLabel("Saturday opens (HH:MM)").fill("10:00");
      await page.getByLabel("Saturday closes (HH:MM)").fill("16:00");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved:" })).toContainText("Saved: Opening hours.");

      // The cached pages were dropped by the save: the very next load shows the hours.
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Opening Hours" })).toBeVisible();
      await expect(page.getByText(`Reach an expert in our opening hours: ${hours}.`, { exact: false })).toBeVisible();
      expect(await page.locator("body").innerText()).not.toContain("24/7");

      await page.goto("/contact");
      await expect(page.getByRole("heading", { name: "Expert Support", exact: true })).toBeVisible();
      await expect(page.getByText(`${hours}.`, { exact: false })).toBeVisible();
      expect(await page.locator("body").innerText()).not.toContain("24/7");

      await diagnose();
      await expect(page.getByText(`Still stuck? Our experts are here to help: ${hours}.`)).toBeVisible();
      expect(await page.locator("body").innerText()).not.toContain("24/7");
    } finally {
      await page.goto("/admin/settings");
      const reset = page.getByRole("button", { name: "Reset to default: Opening hours" });
      if ((await reset.count()) > 0) {
        await reset.click();
        await expect(page.getByRole("status").filter({ hasText: "back to its default" })).toContainText(
          "Opening hours is back to its default.",
        );
      }
    }
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "24/7 Availability" })).toBeVisible();
  });

  test("the settings page works at 390 px and by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await expectAxeClean(page);
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll("body *"))
        .filter((el) => el.getBoundingClientRect().right > 391 && !el.closest("[data-scroll-x]"))
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
    );
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel("Business name").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Short name")).toBeFocused();
  });

  test("a closed date takes its day out of the booking picker, and a pause shows the owner's message", async ({
    page,
    request,
  }) => {
    test.slow();
    const slots = async () =>
      (await (await request.get("/api/booking-slots")).json()) as {
        paused: string | null;
        days: Array<{ day: string; label: string }>;
      };
    const first = (await slots()).days[0]!;
    await signIn(page);
    try {
      await page.getByLabel("Closed dates").fill(`${first.day} Test closure`);
      await page.getByRole("button", { name: "Save settings" }).click();
      // Other tests on this worker's server may have booked that day: then closing it asks first.
      const saved = page.getByRole("status").filter({ hasText: "Saved:" });
      const anyway = page.getByRole("checkbox", { name: /^Yes, close th/ });
      await expect(saved.or(anyway)).toBeVisible();
      if (await anyway.isVisible()) {
        await anyway.check();
        await page.getByRole("button", { name: "Save settings" }).click();
      }
      await expect(saved).toContainText("Saved: Closed dates.");
      expect((await slots()).days.map((d) => d.day)).not.toContain(first.day);

      // The visitor's picker under a diagnosis result no longer offers that day.
      await page.goto("/contact");
      await page.getByRole("textbox", { name: /^Name/ }).fill("Closed Day Tester");
      await page.getByRole("textbox", { name: /^Email/ }).fill("closed.day@example.com");
      await page.getByRole("button", { name: "Continue to Diagnosis" }).click();
      await expect(page).toHaveURL(/\/diagnosis$/);
      await page.getByRole("radio", { name: "Computer is running slow" }).check();
      await page.getByRole("textbox", { name: "Describe the problem" }).fill("Slow since the update.");
      await page.getByRole("button", { name: "Get Solutions" }).click();
      const bringItIn = page.getByRole("region", { name: "Bring it in" });
      await expect(bringItIn.getByRole("radio").first()).toBeVisible();
      await expect(bringItIn.getByRole("group", { name: first.label })).toHaveCount(0);

      await page.goto("/admin/settings");
      await page.getByRole("checkbox", { name: "Pause online booking" }).check();
      await page.getByLabel("Message while paused").fill("Back after the holidays: call us to book a drop-off.");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved:" })).toContainText("Pause online booking");
      await expectAxeClean(page);
      expect((await slots()).paused).toBe("Back after the holidays: call us to book a drop-off.");

      await page.goto("/diagnosis");
      await page.getByRole("radio", { name: "Computer is running slow" }).check();
      await page.getByRole("textbox", { name: "Describe the problem" }).fill("Still slow.");
      await page.getByRole("button", { name: "Get Solutions" }).click();
      await expect(bringItIn).toContainText("Back after the holidays: call us to book a drop-off.");
      await expect(bringItIn.getByRole("radio")).toHaveCount(0);
      await expectAxeClean(page);
    } finally {
      await page.goto("/admin/settings");
      for (const label of ["Closed dates", "Pause online booking", "Message while paused"]) {
        const reset = page.getByRole("button", { name: `Reset to default: ${label}` });
        if ((await reset.count()) > 0) {
          await reset.click();
          await expect(page.getByRole("status").filter({ hasText: "back to its default" })).toContainText(label);
        }
      }
    }
    expect((await slots()).paused).toBeNull();
    expect((await slots()).days.map((d) => d.day)).toContain(first.day);
  });
});

test.describe("closing a booked date, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form names the day's bookings, asks for the box, and saves once it is ticked", async ({
    page,
    e2eServer,
    consoleErrors,
  }) => {
    // A day no other test books or shows: the booking is written straight into this worker's database.
    const day = "2099-12-24";
    const file = path.join(process.cwd(), "data", `e2e-${e2eServer.port}`, "site.db");
    const at = new Date().toISOString();
    const write = new Database(file, { fileMustExist: true });
    write.pragma("busy_timeout = 10000");
    const leadId = Number(
      write
        .prepare(
          "insert into leads (issue, description, name, email, phone, client_timestamp, received_at, stage, stage_changed_at) " +
            "values ('slow', 'Slow.', 'Closing Day Tester', 'closing.day@example.com', null, ?, ?, 'booked', ?)",
        )
        .run(at, at, at).lastInsertRowid,
    );
    write
      .prepare(
        "insert into bookings (lead_id, day, window_start, window_end, status, created_at) values (?, ?, '09:00', '12:00', 'active', ?)",
      )
      .run(leadId, day, at);
    try {
      await signIn(page);
      await page.getByRole("textbox", { name: "Closed dates" }).fill(`${day} Closed for stocktaking`);
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("alert")).toContainText(
        "Please confirm: a date you are closing has bookings; nothing was saved.",
      );
      await expect(page.getByText(`${day} has 1 active booking. Closing the date does not cancel it`)).toBeVisible();
      await expect(page.getByRole("link", { name: `${day}: 1 active booking` })).toHaveAttribute(
        "href",
        `/admin/bookings?day=${day}`,
      );
      await expect(page.getByRole("textbox", { name: "Closed dates" })).toHaveValue(`${day} Closed for stocktaking`);
      // The unconfirmed save answers 400, which the browser reports once; nothing else went wrong.
      expect(consoleErrors).toEqual([expect.stringContaining("status of 400")]);
      consoleErrors.length = 0;

      await page.getByRole("checkbox", { name: "Yes, close this date anyway" }).check();
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved:" })).toContainText("Saved: Closed dates.");
      await expect(page.getByRole("textbox", { name: "Closed dates" })).toHaveValue(`${day} Closed for stocktaking`);
    } finally {
      await page.goto("/admin/settings");
      const reset = page.getByRole("button", { name: "Reset to default: Closed dates" });
      if ((await reset.count()) > 0) {
        await reset.click();
        await expect(page.getByRole("status").filter({ hasText: "back to its default" })).toContainText("Closed dates");
      }
      write.prepare("delete from bookings where lead_id = ?").run(leadId);
      write.prepare("delete from leads where id = ?").run(leadId);
      write.close();
    }
  });
});
