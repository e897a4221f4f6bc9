// npm run db:recount: sets the leads-per-stage and tickets-per-status counts of the database named
// by DATABASE_URL again from the rows (after a hand edit, or an upgrade during which an older
// server kept writing). Safe while the site runs.
import { openDatabase } from "~/db/client.server";
import { recountCounts } from "~/db/counts.server";
import { parseConfigOrExit } from "~/lib/config.server";

const config = parseConfigOrExit(process.env);
const handle = openDatabase(config.DATABASE_URL);
try {
  const counts = await recountCounts(handle.db);
  for (const [table, byValue] of Object.entries(counts)) {
    console.log(`${table}: ${[...byValue].map(([value, n]) => `${value} ${n}`).join(", ") || "none"}`);
  }
} catch (error) {
  console.error(`Recount failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.destroy();
}
