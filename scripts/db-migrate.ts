// npm run db:migrate: brings the database named by DATABASE_URL to the latest schema.
import { openDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { parseConfigOrExit } from "~/lib/config.server";

const config = parseConfigOrExit(process.env);
const handle = openDatabase(config.DATABASE_URL);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database already up to date.");
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.destroy();
}
