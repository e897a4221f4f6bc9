import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Browser, BrowserContext, Page } from "@playwright/test";
import { Migrator, type Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";

import { openDatabase } from "~/db/client.server";
import { MIGRATIONS } from "~/db/migrations";
import { hashPassword } from "~/features/admin/password.server";

import { expect, expectAxeClean, test } from "./fixtures";
import { waitForMail } from "./mail";
import { freeLoopbackPort } from "../net";
import { startServer, waitForHealthy } from "./process";
import { signIn } from "./shop";

type Invited = { name: string; email: string; password: string };

/** The owner invites someone through the Staff page; the link comes from the real SMTP sink. */
async function invite(owner: Page, role: "Technician" | "Front desk", stamp: string): Promise<Invited & { link: string }> {
  const slug = role === "Technician" ? "tech" : "desk";
  const person = { name: `${role} ${stamp}`, email: `${slug}.${stamp}@e2e.example`, password: `pass-${slug}-${stamp}` };
  await owner.goto("/admin/staff");
  const form = owner.getByRole("region", { name: "Invite someone" });
  await form.getByLabel("Name").fill(person.name);
  await form.getByLabel("E-mail").fill(person.email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Send the invitation" }).click();
  await expect(owner.getByRole("status")).toContainText(`Invitation sent to ${person.email}`);
  const mail = await waitForMail(`Hello ${person.name},`);
  expect(mail.subject).toBe("You are invited to the shop's admin");
  const link = /https?:\/\/\S+\/admin\/welcome\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")?.[0];
  expect(link).toBeTruthy();
  return { ...person, link: link! };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A browser of its own for a staff member, from an address of its own. */
async function staffContext(browser: Browser, baseURL: string, address: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": address } });
}

async function acceptInvitation(page: Page, person: Invited & { link: string }, { check = false } = {}) {
  await page.goto(new URL(person.link).pathname);
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  if (check) {
    // A wrong second password is announced at its field, and nothing is saved.
    await page.getByLabel("New password").fill(person.password);
    await page.getByLabel("The same password again").fill(`${person.password}x`);
    await page.getByRole("button", { name: "Save the password" }).click();
    await expect(page.getByRole("alert")).toHaveText("The two passwords are not the same");
    await expect(page.getByLabel("The same password again")).toHaveAttribute("aria-invalid", "true");
    await expectAxeClean(page);
  }
  await page.getByLabel("New password").fill(person.password);
  await page.getByLabel("The same password again").fill(person.password);
  await page.getByRole("button", { name: "Save the password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password is saved. Sign in with it.");
}

async function signInAs(page: Page, person: Invited) {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The admin menu's tabs, as the page shows them once it has settled. */
const menuOf = (page: Page) => page.getByRole("navigation", { name: "Admin" }).getByRole("link");

test("the owner invites a technician and a front desk; each sees only their screens, and the rest answers 403", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = `${Date.now()}`;
  await signIn(page, "/admin/staff");
  await expectAxeClean(page);
  const tech = await invite(page, "Technician", stamp);
  const desk = await invite(page, "Front desk", stamp);

  // The technician is on a phone.
  const techContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "10.77.1.1" },
    viewport: { width: 360, height: 740 },
  });
  const techPage = await techContext.newPage();
  await acceptInvitation(techPage, tech, { check: true });
  expect(await noSidewaysScroll(techPage)).toBe(true);
  // The link works once.
  await techPage.goto(new URL(tech.link).pathname);
  await expect(techPage.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await signInAs(techPage, tech);
  await expect(techPage).toHaveURL(/\/admin$/);
  await expect(menuOf(techPage)).toHaveText(["Dashboard", "Leads", "Tickets", "Customers"]);
  await expect(techPage.getByRole("link", { name: `${tech.name} · Technician` })).toBeVisible();
  await expectAxeClean(techPage);
  expect(await noSidewaysScroll(techPage)).toBe(true);
  await techPage.getByRole("link", { name: `${tech.name} · Technician` }).click();
  await expect(techPage.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expectAxeClean(techPage);
  expect(await noSidewaysScroll(techPage)).toBe(true);

  const deskContext = await staffContext(browser, baseURL!, "10.77.1.2");
  const deskPage = await deskContext.newPage();
  await acceptInvitation(deskPage, desk);
  await signInAs(deskPage, desk);
  await expect(deskPage).toHaveURL(/\/admin$/);
  await expect(menuOf(deskPage)).toHaveText(["Dashboard", "Leads", "Tickets", "Customers", "Bookings", "Privacy"]);

  // The menu is a courtesy: the server refuses each forbidden page and action itself.
  const origin = { origin: baseURL! };
  for (const [context, forbidden] of [
    [
      techContext,
      [
        "/admin/settings",
        "/admin/staff",
        "/admin/audit",
        "/admin/audit.csv",
        "/admin/services",
        "/admin/products",
        "/admin/bookings",
        "/admin/privacy",
        "/admin/money.csv",
        "/admin/outbox",
      ],
    ],
    [
      deskContext,
      [
        "/admin/settings",
        "/admin/staff",
        "/admin/audit",
        "/admin/services",
        "/admin/products",
        "/admin/money.csv",
        "/admin/outbox",
      ],
    ],
  ] as const) {
    for (const url of forbidden) {
      const res = await context.request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(403);
    }
    const settings = await context.request.post("/admin/settings", {
      form: { "business.phone": "321-555-0000" },
      headers: origin,
      maxRedirects: 0,
    });
    expect(settings.status()).toBe(403);
    const staff = await context.request.post("/admin/staff", {
      form: { intent: "invite", name: "Mallory", email: `mallory.${stamp}@e2e.example`, role: "owner" },
      headers: origin,
      maxRedirects: 0,
    });
    expect(staff.status()).toBe(403);
    const product = await context.request.post("/api/delete-product.php", { data: { id: 1 }, headers: origin });
    expect(product.status()).toBe(403);
  }
  // What the roles do open still opens.
  for (const url of ["/admin/leads", "/admin/tickets", "/admin/customers"]) {
    expect((await techContext.request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
    expect((await deskContext.request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
  }
  expect((await deskContext.request.get("/admin/bookings", { maxRedirects: 0 })).status()).toBe(200);

  // A forbidden page says so, in words.
  await techPage.goto("/admin/settings");
  await expect(techPage.getByRole("heading", { name: "Not for your role" })).toBeVisible();
  await expectAxeClean(techPage);

  // The owner's audit log names who did what.
  await page.goto("/admin/audit");
  await page.getByLabel("User").selectOption({ label: tech.name });
  await page.getByRole("button", { name: "Show" }).click();
  const techRows = page.getByRole("listitem").filter({ hasText: tech.name });
  await expect(techRows.filter({ hasText: "Signed in" })).toHaveCount(1);
  await expect(techRows.filter({ hasText: "Password changed" })).toContainText("Accepted the invitation");
  await expectAxeClean(page);
  await page.goto("/admin/audit?kind=staff-invited");
  await expect(page.getByRole("listitem").filter({ hasText: `Invited ${tech.name} as Technician` })).toContainText("Owner");
  await expect(page.getByRole("listitem").filter({ hasText: `Invited ${desk.name} as Front desk` })).toContainText("Owner");
  const csv = await page.request.get("/admin/audit.csv?kind=staff-invited");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`Invited ${tech.name} as Technician`);

  // Deactivating ends the technician's session at once.
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: tech.name }) });
  await page.goto("/admin/staff");
  // It asks first, naming the person.
  await card.locator("summary", { hasText: "Deactivate" }).click();
  await expect(card.getByText(`Deactivate ${tech.name}? Their sessions end now`)).toBeVisible();
  await card.getByRole("button", { name: `Deactivate ${tech.name}` }).click();
  await expect(page.getByRole("status")).toContainText(`${tech.name} is deactivated`);
  // On a phone the message is far above the card: it takes the focus, so it is read and seen.
  await expect(page.locator(":focus")).toContainText(`${tech.name} is deactivated`);
  expect((await techContext.request.get("/admin/leads", { maxRedirects: 0 })).status()).toBe(302);
  // Their own right password says why the door stays shut.
  await signInAs(techPage, tech);
  await expect(techPage.getByRole("alert")).toHaveText("This account is switched off. Ask the owner to turn it back on.");
  await techContext.close();
  await deskContext.close();
});

test("a second factor: enrolled with a code the test computes, asked at sign-in, no code twice, a recovery code once", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = `${Date.now()}`;
  await signIn(page, "/admin/staff");
  const desk = await invite(page, "Front desk", `2fa${stamp}`);
  const context = await staffContext(browser, baseURL!, "10.77.2.1");
  const me = await context.newPage();
  await acceptInvitation(me, desk);
  await signInAs(me, desk);
  await expect(me).toHaveURL(/\/admin$/);
  await me.goto("/admin/account");
  await me.getByRole("link", { name: "Set up an authenticator app" }).click();
  await expect(me.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  await expectAxeClean(me);
  const key = (await me.getByText("Or type this key:").locator("span").textContent())!.replace(/\s/g, "");
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" });
  await me.getByLabel("The 6-digit code").fill("000000" === totp.generate() ? "111111" : "000000");
  await me.getByRole("button", { name: "Turn it on" }).click();
  await expect(me.getByRole("alert")).toContainText("That code does not match");
  await me.getByLabel("The 6-digit code").fill(totp.generate());
  await me.getByRole("button", { name: "Turn it on" }).click();
  const codeItems = me.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  await expectAxeClean(me);

  const signOut = async () => {
    await me.goto("/admin/account");
    await me.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(me).toHaveURL(/\/admin\/login$/);
  };
  /** Signs in up to the code page, then types `code`, or the code a phone a step ahead shows at that moment. */
  const codeStep = async (code?: string) => {
    await signInAs(me, desk);
    await expect(me).toHaveURL(/\/admin\/login\/code/);
    // A step ahead is always later than the step spent at enrolment, however long the steps above took.
    const typed = code ?? totp.generate({ timestamp: Date.now() + 30_000 });
    await me.getByLabel("Code").fill(typed);
    await me.getByRole("button", { name: "Sign in" }).click();
    return typed;
  };
  // The step used to enrol is spent: the next one (a phone a little ahead is allowed) signs in, once.
  await signOut();
  const next = await codeStep();
  await expect(me).toHaveURL(/\/admin$/);
  await signOut();
  await codeStep(next);
  await expect(me.getByRole("alert")).toHaveText("That code is not right, or was already used.");
  await expectAxeClean(me);
  // A recovery code opens it once (typed in capitals, as people do), and never again.
  await me.getByLabel("Code").fill(codes[3]!.toUpperCase());
  await me.getByRole("button", { name: "Sign in" }).click();
  await expect(me).toHaveURL(/\/admin$/);
  await signOut();
  await codeStep(codes[3]!);
  await expect(me.getByRole("alert")).toHaveText("That code is not right, or was already used.");

  await page.goto("/admin/audit?kind=recovery-code-used");
  await expect(page.getByRole("listitem").filter({ hasText: desk.name })).toHaveCount(1);
  await page.goto("/admin/audit?kind=second-factor-enrolled");
  await expect(page.getByRole("listitem").filter({ hasText: desk.name })).toHaveCount(1);
  await context.close();
});

/** A database as the single-password admin left it: migrated up to before staff accounts, with that password stored. */
async function singlePasswordDatabase(file: string, password: string): Promise<void> {
  const handle = openDatabase(`file:${file}`);
  try {
    const migrator = new Migrator({
      db: handle.db as Kysely<any>,
      provider: { getMigrations: async () => MIGRATIONS },
      allowUnorderedMigrations: true,
    });
    const { error } = await migrator.migrateTo("0026-lead-triage");
    if (error) throw error;
    const at = new Date().toISOString();
    await handle.db
      .insertInto("app_meta")
      .values({ key: "admin_password_hash", value: await hashPassword(password), updated_at: at })
      .execute();
  } finally {
    await handle.destroy();
  }
}

test("an upgrade from the single shared password keeps that password working for the owner", async ({ page }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-upgrade-"));
  const file = path.join(dir, "site.db");
  const password = "the-old-shared-password-1";
  await singlePasswordDatabase(file, password);
  const port = await freeLoopbackPort();
  const server = startServer({ PORT: String(port), DATABASE_URL: `file:${file}`, BUSINESS_EMAIL: "Owner@Upgrade.example" });
  try {
    await waitForHealthy(port, server.child);
    await page.goto(`http://127.0.0.1:${port}/admin/login`);
    await page.getByLabel("E-mail").fill("owner@upgrade.example");
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("link", { name: "Owner · Owner" })).toBeVisible();
    // The password everyone knew is the owner's alone now: the admin asks for a new one.
    await expect(page.getByRole("status").filter({ hasText: "Change your password" })).toContainText(
      "still the one the whole shop shared",
    );
    await expect(menuOf(page).filter({ hasText: "Staff" })).toHaveCount(1);
    // The owner gives the account their own name, which the header and history then show.
    await page.getByRole("link", { name: "Owner · Owner" }).click();
    await page.getByLabel("Your name, as history shows it").fill("Dana Reyes");
    await page.getByRole("button", { name: "Save the name" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved:" })).toHaveText("Saved: history now shows Dana Reyes.");
    await expect(page.getByRole("link", { name: "Dana Reyes · Owner" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signed-out=everywhere$/);
    await expect(page.getByRole("status")).toHaveText("You are signed out on every browser.");
    // No password was generated: the stored one stayed in force.
    expect(fs.existsSync(path.join(dir, "admin-password.txt"))).toBe(false);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("forgot password: the reset page never says whether an e-mail has an account, and its link works once", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = `${Date.now()}`;
  await signIn(page, "/admin/staff");
  const desk = await invite(page, "Front desk", `reset${stamp}`);
  const context = await staffContext(browser, baseURL!, "10.77.3.1");
  const me = await context.newPage();
  await acceptInvitation(me, desk);
  await me.goto("/admin/login");
  await me.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(me.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expectAxeClean(me);
  // An unknown e-mail gets the same answer as a known one.
  await me.getByLabel("E-mail").fill(`nobody.${stamp}@e2e.example`);
  await me.getByRole("button", { name: "Send the link" }).click();
  await expect(me.getByRole("status")).toHaveText("If that e-mail belongs to a staff account, a reset link is on its way.");
  await me.goto("/admin/reset");
  await me.getByLabel("E-mail").fill(desk.email.toUpperCase());
  await me.getByRole("button", { name: "Send the link" }).click();
  await expect(me.getByRole("status")).toHaveText("If that e-mail belongs to a staff account, a reset link is on its way.");
  const mail = await waitForMail(`Hello ${desk.name},\nChoose a new admin password`);
  const link = new URL(/https?:\/\/\S+\/admin\/reset\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")![0]).pathname;
  const fresh = `${desk.password}-new`;
  await me.goto(link);
  await expect(me.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await me.getByLabel("New password").fill(fresh);
  await me.getByLabel("The same password again").fill(fresh);
  await me.getByRole("button", { name: "Save the password" }).click();
  await expect(me.getByRole("status")).toHaveText("Your password is saved. Sign in with it.");
  await signInAs(me, { ...desk, password: fresh });
  await expect(me).toHaveURL(/\/admin$/);
  await me.goto(link);
  await expect(me.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expectAxeClean(me);
  await context.close();
});
