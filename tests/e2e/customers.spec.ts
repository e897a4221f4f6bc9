import type { APIRequestContext, Page } from "@playwright/test";

import { expect, expectAxeClean, test } from "./fixtures";
import { fillIntake, signIn } from "./shop";
import { outboxCount, waitForMail } from "./mail";

/** A person of this test alone: a unique name part, e-mail and 10-digit phone. */
function person(first: string) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return { tag: n, name: `${first} Q${n}`, email: `${first.toLowerCase()}.${n}@example.com`, digits: `321${n}` };
}

async function diagnose(request: APIRequestContext, who: { name: string; email: string; phone: string }, description: string) {
  const r = await request.post("/api/diagnose.php", {
    data: { issue: "slow", description, userInfo: { ...who, timestamp: new Date().toISOString() } },
  });
  expect(r.status()).toBe(201);
  // The answer names no lead (a follow-up would name an older one): the shop's alert links to it.
  const body = (await r.json()) as { success: boolean; bookingKey: string };
  expect(body).toEqual({ success: true, bookingKey: expect.any(String), triage: expect.any(Object) });
  const alert = await waitForMail(description);
  return Number(/\/admin\/leads\/(\d+)/.exec(alert.text ?? "")![1]);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function headerSearch(page: Page, q: string) {
  await page.getByLabel("Search name, e-mail, phone or SC-…").fill(q);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/search\?q=/);
}

test("two requests from one customer make one lead with a follow-up and one follow-up alert; the customer page and search join it up (390 px)", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the 400 answer to a bad search" });
  await page.setViewportSize({ width: 390, height: 900 });
  const p = person("Nora");
  const phone = `(${p.digits.slice(0, 3)}) ${p.digits.slice(3, 6)}-${p.digits.slice(6)}`;
  const firstText = `Fan screams ${p.tag}`;
  const secondText = `Now it also shuts down ${p.tag}`;

  const id = await diagnose(request, { name: p.name, email: p.email, phone }, firstText);
  const again = await diagnose(
    request,
    { name: p.name, email: `  ${p.email.toUpperCase()}`, phone: `+1 ${p.digits}` },
    secondText,
  );
  expect(again).toBe(id);

  // One alert says it is a follow-up and links to the lead; no second "new lead" alert.
  const mail = await waitForMail(secondText);
  expect(mail.subject).toMatch(new RegExp(`^Follow-up on lead ${id}: `));
  expect(mail.text).toContain("This is a follow-up on that lead, not a new one.");
  expect(mail.text).toContain(`/admin/leads/${id}`);
  expect(outboxCount(`Follow-up on lead ${id}:`)).toBe(1);
  expect(outboxCount(p.tag)).toBe(2);

  await signIn(page);
  await page.goto("/admin/leads");
  const row = page.getByRole("article").filter({ hasText: firstText });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Follow-up", { exact: true })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: secondText })).toHaveCount(0);

  await page.goto(`/admin/leads/${id}`);
  const followUps = page.getByRole("region", { name: "Follow-ups (1)" });
  await expect(followUps).toContainText(secondText);
  await expectAxeClean(page);

  // A ticket from the lead joins the same customer.
  await page.goto(`/admin/tickets/new?lead=${id}`);
  await page.getByLabel("Make and model").fill("HP Pavilion 15");
  await fillIntake(page);
  await page.getByRole("button", { name: "Create ticket" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/SC-\d{4}-\d{4}/);
  const number = /SC-\d{4}-\d{4}/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];

  await page.goto(`/admin/leads/${id}`);
  await page.getByRole("link", { name: /^Customer \d+: every request and repair$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(p.name);
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact.getByRole("link", { name: p.email })).toHaveAttribute("href", `mailto:${p.email}`);
  await expect(contact.getByRole("link", { name: phone })).toBeVisible();
  const history = page.getByRole("region", { name: "Requests, bookings and repairs" });
  await expect(history.getByRole("link", { name: `Open request ${id}` })).toHaveAttribute("href", `/admin/leads/${id}`);
  await expect(history.getByRole("link", { name: `Open ticket ${number}` })).toBeVisible();
  // Newest first: the repair came after the request.
  await expect(history.getByRole("listitem").first()).toContainText(`Repair ${number}`);
  await expectAxeClean(page);
  expect(await noSidewaysScroll(page)).toBe(true);

  // The header's search: a phone with other punctuation, then the ticket number.
  await headerSearch(page, `1.${p.digits.slice(0, 3)}.${p.digits.slice(3, 6)}.${p.digits.slice(6)}`);
  await expect(page.getByRole("region", { name: "Customers (1)" }).getByRole("link", { name: p.name })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Requests (1)" }).getByRole("link", { name: `Request ${id}: ${p.name}` }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Repairs (1)" }).getByRole("link", { name: `${number}: ${p.name}` }),
  ).toBeVisible();
  await expectAxeClean(page);
  expect(await noSidewaysScroll(page)).toBe(true);

  await headerSearch(page, number.toLowerCase());
  await page
    .getByRole("region", { name: "Repairs (1)" })
    .getByRole("link", { name: `${number}: ${p.name}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/tickets\/\d+$/);

  await headerSearch(page, "SC-12");
  await expect(page.getByRole("alert").filter({ hasText: "ticket number" })).toHaveText(
    "A ticket number reads SC-YYMM-NNNN, for example SC-2611-0042.",
  );
  await expect(page.getByLabel("Search name, e-mail, phone or SC-…")).toHaveValue("SC-12");
});

// Once without the page's script (plain form posts) and once with it (and axe, which needs script).
for (const js of [false, true]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("the owner merges two records of one person, then splits a wrong match off again, each confirmed and noted", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      test
        .info()
        .annotations.push({ type: "allow-console-errors", description: "the browser logs the 400 answer to a wrong number" });
      const a = person("Olga");
      const b = person("Olgb");
      const leadA = await diagnose(request, { name: a.name, email: a.email, phone: "" }, `Keyboard sticky ${a.tag}`);
      const leadB = await diagnose(request, { name: b.name, email: b.email, phone: "" }, `Screen dim ${b.tag}`);
      await signIn(page);

      await page.goto(`/admin/search?q=${encodeURIComponent(b.email)}`);
      await page.getByRole("region", { name: "Customers (1)" }).getByRole("link", { name: b.name }).click();
      await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
      const otherId = /\/admin\/customers\/(\d+)$/.exec(page.url())![1]!;
      await page.goto(`/admin/search?q=${encodeURIComponent(a.email)}`);
      await page.getByRole("region", { name: "Customers (1)" }).getByRole("link", { name: a.name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(a.name);
      const keepPath = new URL(page.url()).pathname;

      // A wrong number is refused, saying why, with what was typed kept.
      await page.getByLabel("Customer number to merge into this one").fill("abc");
      await page.getByLabel("Note on the merge (optional)").fill("Same person");
      await page.getByRole("button", { name: "Merge…" }).click();
      await expect(page.getByText("Enter the other customer's number, such as 12.")).toBeVisible();
      await expect(page.getByLabel("Customer number to merge into this one")).toHaveValue("abc");
      await expect(page.getByLabel("Note on the merge (optional)")).toHaveValue("Same person");

      await page.getByLabel("Customer number to merge into this one").fill(otherId);
      await page.getByRole("button", { name: "Merge…" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Confirm the merge" })).toContainText(
        `Merge customer ${otherId} (${b.name}: 1 request, 0 repairs) into this one`,
      );
      if (js) await expectAxeClean(page);
      await page.getByRole("button", { name: "Merge into this customer" }).click();
      await expect(page.getByRole("status").filter({ hasText: "was merged" })).toHaveText(
        `Customer ${otherId} (${b.name}) was merged into this one.`,
      );
      const history = page.getByRole("region", { name: "Requests, bookings and repairs" });
      await expect(history.getByRole("link", { name: `Open request ${leadA}` })).toBeVisible();
      await expect(history.getByRole("link", { name: `Open request ${leadB}` })).toBeVisible();
      await expect(page.getByRole("region", { name: "Merges and splits" })).toContainText(
        `Customer ${otherId} (${b.name}) merged into this one: 1 request, 0 repairs moved.\nSame person`,
      );
      expect((await page.request.get(`/admin/customers/${otherId}`)).status()).toBe(404);

      // It was a wrong match after all: split B's request off.
      await page.getByRole("radio", { name: `Request ${leadB}, Computer is running slow` }).check();
      await page.getByRole("button", { name: "Split off…" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Confirm the split" })).toContainText(
        `Move request ${leadB} (${b.name}) to a new customer of its own?`,
      );
      await page.getByRole("button", { name: "Split off", exact: true }).click();
      const done = page.getByRole("status").filter({ hasText: "moved to" });
      await expect(done).toContainText(`request ${leadB} moved to customer`);
      await expect(history.getByRole("link", { name: `Open request ${leadB}` })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Merges and splits" })).toContainText(
        `Split off: request ${leadB} moved to customer`,
      );
      if (js) await expectAxeClean(page);
      await done.getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(b.name);
      await expect(
        page.getByRole("region", { name: "Requests, bookings and repairs" }).getByRole("link", { name: `Open request ${leadB}` }),
      ).toBeVisible();
      expect(new URL(page.url()).pathname).not.toBe(keepPath);

      // The list finds the split-off customer by name.
      await page.goto(`/admin/customers?q=${encodeURIComponent(b.name)}`);
      await expect(page.getByRole("link", { name: b.name })).toBeVisible();
      if (js) await expectAxeClean(page);
    });
  });
}
