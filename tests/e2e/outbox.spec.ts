import { ISSUE_LABELS } from "~/content/diagnosis";

import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect, expectAxeClean, test } from "./fixtures";
import { waitForMail } from "./mail";

test("a diagnosis lead's alert reaches the shop's mailbox and the outbox shows it sent", async ({ page, request }) => {
  const stamp = `outbox-e2e-${Date.now()}`;
  const r = await request.post("/api/diagnose.php", {
    data: {
      issue: "virus",
      description: `Pop-ups on every page <b>${stamp}</b>`,
      userInfo: {
        name: "Casey Morgan",
        email: "casey.morgan@example.com",
        phone: "321-555-0111",
        timestamp: new Date().toISOString(),
      },
    },
  });
  expect(r.status()).toBe(201);
  const mail = await waitForMail(stamp);
  const id = Number(/\/admin\/leads\/(\d+)/.exec(mail.text ?? "")?.[1]);
  expect(mail.subject).toBe(`New diagnosis lead: ${ISSUE_LABELS.virus} — Casey M.`);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(["shop@e2e.example"]);
  expect(mail.text).toContain("E-mail: casey.morgan@example.com");
  expect(mail.text).toContain(`/admin/leads/${id}`);
  expect(mail.html).toContain(`&lt;b&gt;${stamp}&lt;/b&gt;`);

  await page.goto("/admin/outbox");
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  // E-mail is configured here, so no "alerts are off" banner.
  await expect(page.getByText("E-mail alerts are off.")).toHaveCount(0);
  const message = page.getByRole("article", { name: mail.subject! }).first();
  await expect(message).toContainText("Sent");
  await expect(message).toContainText("lead-alert · to the shop’s alerts");
  await expect(message).toContainText("Reply-To:casey.morgan@example.com");
  await expect(message).toContainText("Attempts:1");
  await expect(message.getByRole("button", { name: /Retry now/ })).toHaveCount(0);
  await expectAxeClean(page);

  await page.getByRole("link", { name: /^Sent \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/status=sent/);
  await expect(page.getByRole("link", { name: /^Sent \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("article", { name: mail.subject! }).first()).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAxeClean(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
