import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect, test } from "./fixtures";

test("following a marketplace link counts one click for that product, shown in the admin, with no visitor data sent", async ({
  page,
  context,
}) => {
  // The marketplace is never contacted: the new tab gets a stand-in page.
  await context.route("https://www.amazon.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>stand-in</title>" }),
  );

  await page.goto("/products/mice-reviews");
  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading").first().textContent())!.trim();

  const beacon = page.waitForRequest((r) => r.url().endsWith("/api/affiliate-click.php") && r.method() === "POST");
  const popup = page.waitForEvent("popup");
  await card
    .getByRole("link", { name: /See on Amazon/ })
    .first()
    .click();
  const sent = await beacon;
  await (await popup).close();
  const body = JSON.parse(sent.postData() ?? "{}");
  expect(Object.keys(body).sort()).toEqual(["id", "kind"]);
  expect(body.kind).toBe("product");
  expect(body.id).toBeGreaterThan(0);
  await expect.poll(async () => (await sent.response())?.status()).toBe(204);

  await page.goto("/admin/products");
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("tab", { name: "Manage Products" }).click();
  await page.getByLabel("Category").last().selectOption("mice");
  const adminCard = page.getByRole("listitem").filter({ hasText: title });
  await expect(adminCard.getByText(/· 1 click in the last 30 days$/)).toBeVisible();
});
