// Used by `npm run bench:scale`: times loadDashboard (every panel's aggregate queries) on the
// database named by DATABASE_URL, 20 times after one warm-up, and prints p50 and max as JSON.
import { openDatabase } from "~/db/client.server";
import { loadDashboard } from "~/features/dashboard/index.server";
import { refreshSettings } from "~/features/settings/index.server";
import { parseConfigOrExit, setConfig } from "~/lib/config.server";

setConfig(parseConfigOrExit(process.env));
const handle = openDatabase(process.env.DATABASE_URL);
try {
  await refreshSettings(handle.db);
  const now = new Date();
  await loadDashboard(handle.db, now);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await loadDashboard(handle.db, now);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ p50: times[9], max: times[19] }));
} finally {
  await handle.destroy();
}
