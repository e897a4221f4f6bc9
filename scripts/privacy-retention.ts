// npm run privacy:retention: runs the retention job once, now, on the database named by
// DATABASE_URL (the server also runs it a few seconds after start and then daily). Prints counts.
import { openDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { runRetention } from "~/features/privacy/index.server";
import { now } from "~/lib/clock.server";
import { parseConfigOrExit } from "~/lib/config.server";

const config = parseConfigOrExit(process.env);
const handle = openDatabase(config.DATABASE_URL);
try {
  await migrateToLatest(handle.db);
  const report = await runRetention(handle.db, now(), {
    leadRetentionMonths: config.LEAD_RETENTION_MONTHS,
    ticketRetentionDays: config.TICKET_RETENTION_DAYS,
    financialRecordsYears: config.FINANCIAL_RECORDS_YEARS,
  });
  console.log(report ? `Retention done: ${JSON.stringify(report)}` : "Another server is running the retention job now.");
} catch (error) {
  console.error(`Retention failed: ${error instanceof Error ? error.name : "error"}`);
  process.exitCode = 1;
} finally {
  await handle.destroy();
}
