// npm run db:seed: adds any missing seed rows (idempotent: a second run adds nothing).
import { openDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { runSeeders } from "~/db/seed";
import { parseConfigOrExit } from "~/lib/config.server";

const config = parseConfigOrExit(process.env);
const handle = openDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(handle.db);
  const inserted = await runSeeders(handle.db, { force: true });
  const lines = Object.entries(inserted).map(([name, n]) => `  ${name}: ${n} added`);
  console.log(lines.length ? `Seeded:\n${lines.join("\n")}` : "No seeders are defined.");
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.destroy();
}
