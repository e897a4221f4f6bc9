import { expect, test } from "./fixtures";
import { sendEstimateVersion } from "./estimates";
import { createTicket, signIn } from "./shop";

/**
 * The estimate answer's limits as a proxy in front of the site sees them: each request names its
 * client in X-Forwarded-For (the e2e server trusts this machine as the proxy), and the posts go
 * out at once, as a script would send them.
 */
test("a burst of estimate answers: 10 per client address (an IPv6 client by its /64) and 10 per ticket get through, the rest 429", async ({
  page,
  baseURL,
  e2eServer,
}) => {
  test.setTimeout(120_000);
  test.info().annotations.push({ type: "allow-console-errors", description: "none: the posts do not go through the page" });
  const tickets: string[] = [];
  await signIn(page);
  for (const model of ["Burst one", "Burst two", "Burst three"]) {
    await page.goto("/admin/tickets/new");
    await page.getByLabel("Customer name").fill("Bea Burst");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(321) 555-0150");
    await page.getByLabel("Reported problem").fill("Fan noise");
    const { number } = await createTicket(page, model);
    tickets.push(sendEstimateVersion(e2eServer.port, number, 1, 5_000));
  }
  // A name too short: every post is refused by the form (400) once it passes the limits, so nothing
  // is decided and only the limits tell the answers apart.
  const post = (token: string, client: string) =>
    fetch(`${baseURL}/repair/${token}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: baseURL!,
        "x-forwarded-for": `10.1.2.3, ${client}`,
      },
      body: new URLSearchParams({ intent: "approve", version: "1", name: "M" }).toString(),
      redirect: "manual",
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
  const count = (statuses: number[]) => ({
    through: statuses.filter((s) => s === 400).length,
    limited: statuses.filter((s) => s === 429).length,
  });
  const stamp = Date.now() % 200;

  // 25 at once from one address.
  const one = await Promise.all(Array.from({ length: 25 }, () => post(tickets[0]!, `198.51.100.${stamp}`)));
  expect(count(one)).toEqual({ through: 10, limited: 15 });

  // 25 at once from 25 addresses of one IPv6 /64, to the third ticket: one client, one limit.
  const prefix = `2001:db8:${stamp.toString(16)}:77`;
  const sixtyFour = await Promise.all(
    Array.from({ length: 25 }, (_, i) => post(tickets[2]!, `${prefix}::${(i + 1).toString(16)}`)),
  );
  expect(count(sixtyFour)).toEqual({ through: 10, limited: 15 });

  // 20 at once from 20 addresses to the second ticket: the ticket's own limit holds.
  const many = await Promise.all(Array.from({ length: 20 }, (_, i) => post(tickets[1]!, `203.0.113.${(stamp + i) % 250}`)));
  expect(count(many)).toEqual({ through: 10, limited: 10 });
});
