import { expect, test } from "./fixtures";

/**
 * The triage endpoints' shared limit as a proxy in front of the site sees it: each request names
 * its client in X-Forwarded-For (the e2e server trusts this machine as the proxy), and the posts
 * go out at once, as a script would send them.
 */
test("a burst of triage requests: 30 a minute per client address (an IPv6 client by its /64), shared with the answers endpoint", async ({
  baseURL,
}) => {
  test.info().annotations.push({ type: "allow-console-errors", description: "none: the posts do not go through a page" });
  const post = (path: string, body: unknown, client: string) =>
    fetch(`${baseURL}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL!, "x-forwarded-for": `10.1.2.3, ${client}` },
      body: JSON.stringify(body),
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
  const triage = (client: string) => post("/api/diagnose/triage", { issue: "slow", description: "It is slow" }, client);
  const count = (statuses: number[]) => ({
    through: statuses.filter((s) => s === 200).length,
    limited: statuses.filter((s) => s === 429).length,
  });
  const stamp = Date.now() % 200;

  // 40 at once from one address.
  const one = `198.51.100.${stamp}`;
  expect(count(await Promise.all(Array.from({ length: 40 }, () => triage(one))))).toEqual({ through: 30, limited: 10 });
  // The answers endpoint spends the same budget: refused before its body is read.
  expect(await post("/api/diagnose/answers", { bookingKey: "a".repeat(22), answers: {} }, one)).toBe(429);

  // 40 at once from 40 addresses of one IPv6 /64: one client, one limit.
  const prefix = `2001:db8:${stamp.toString(16)}:99`;
  const sixtyFour = await Promise.all(Array.from({ length: 40 }, (_, i) => triage(`${prefix}::${(i + 1).toString(16)}`)));
  expect(count(sixtyFour)).toEqual({ through: 30, limited: 10 });

  // Another client is not held up by either.
  expect(await triage(`203.0.113.${stamp}`)).toBe(200);
});
