// Diagnosis pages against the bare-server ceiling and the latency of
// storing a lead (first-visit JS is in js.bench.js). The API allows 10 requests a minute per address, so it is timed with 10
// sequential calls rather than load-tested from this one loopback address.
export default async function diagnosisBench(ctx) {
  await ctx.compareWithCeiling("/contact", "/contact", { connections: 50 });
  await ctx.compareWithCeiling("/diagnosis", "/diagnosis", { connections: 50 });

  const body = JSON.stringify({
    issue: "slow",
    description: "Bench request: takes minutes to boot.",
    userInfo: { name: "Bench Visitor", email: "bench@example.com", phone: "", timestamp: new Date().toISOString() },
  });
  const times = [];
  let created = 0;
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const res = await fetch(`${ctx.baseUrl}/api/diagnose.php`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status === 201) created++;
  }
  times.sort((a, b) => a - b);
  ctx.print(
    "POST /api/diagnose.php: 201s of 10 | p50 ms | max ms",
    `${created} | ${times[5].toFixed(1)} | ${times[9].toFixed(1)}`,
  );
  const refused = await fetch(`${ctx.baseUrl}/api/diagnose.php`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
  ctx.print(
    "POST /api/diagnose.php: 11th call in the minute",
    `${refused.status} Retry-After ${refused.headers.get("retry-after")}`,
  );
}
