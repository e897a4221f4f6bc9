import { parseConfigOrExit, setConfig, type Config } from "~/lib/config.server";
import { errorFields, log, setLogLevel } from "~/lib/log.server";
import { closeDatabase, getDbHandle, initDatabase } from "~/db/index.server";
import { startCacheBus } from "~/db/cache-bus.server";
import { purgeBookingRequests, queueBookingReminders } from "~/features/booking/index.server";
import { purgePhotoLinks } from "~/features/photos/index.server";
import { runReadyTicketsPass } from "~/features/tickets/index.server";
import { currentBusiness, startSettings } from "~/features/settings/index.server";
import { startRetention } from "~/features/privacy/index.server";
import { ADMIN_PASSWORD_NOTICES, ensureOwner } from "~/features/admin/auth.server";
import { adminPasswordFilePath } from "~/features/admin/password-file.server";
import { createOutboxWorker, setOutboxWorker } from "~/features/outbox/index.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address, for rate limits; never logged, stored only with a customer's answer to an estimate. */
    clientAddress: string;
  }
}

/**
 * What an app server needs besides answering requests: its configuration, the migrated database,
 * the cache messages between servers, the saved settings, the owner's account, the outbox and the
 * retention runs. Exits the process when the configuration is bad, the database cannot be opened
 * or the owner's account cannot be made (nobody could sign in).
 */
export async function startServices(
  env: Record<string, string | undefined>,
): Promise<{ config: Config; services: { stop(): Promise<void> } }> {
  const config = parseConfigOrExit(env);
  setConfig(config);
  setLogLevel(config.LOG_LEVEL);
  try {
    await initDatabase(config.DATABASE_URL);
  } catch (error) {
    log("error", "database could not be opened or migrated", errorFields(error));
    process.exit(1);
  }
  const cacheBus = await startCacheBus(getDbHandle());
  // Settings saved in the admin, read once now and again whenever any server saves them; read
  // before the outbox starts, whose reminders name the saved shop facts.
  const stopSettings = await startSettings(getDbHandle().db);
  // The owner signs in with the shop's e-mail (the one saved in settings, else BUSINESS_EMAIL).
  try {
    const passwordFile = adminPasswordFilePath(config.DATABASE_URL);
    const ownerEmail = currentBusiness().email;
    const { generatedFile, configuredIgnored } = await ensureOwner(getDbHandle().db, config.ADMIN_PASSWORD, {
      passwordFile,
      ownerEmail,
    });
    if (generatedFile) log("warn", ADMIN_PASSWORD_NOTICES.generated(generatedFile));
    if (configuredIgnored) log("warn", ADMIN_PASSWORD_NOTICES.configuredIgnored);
  } catch (error) {
    log("error", "the owner's account could not be made", errorFields(error));
    process.exit(1);
  }
  // Without SMTP_URL nothing is sent: messages wait as "not_configured" for the admin's retry.
  const outbox = config.mail.smtpUrl
    ? createOutboxWorker({
        db: getDbHandle().db,
        postgres: getDbHandle().kind === "postgres",
        mail: config.mail,
        pollMs: config.OUTBOX_POLL_MS,
        // The day-before booking reminders and the "please collect" reminders of repaired machines
        // (which also marks machines left too long abandoned) are queued by the same loop that sends
        // them, and the booking requests used or expired (with e-mail off there are none) and the
        // photo links expired a day ago are deleted.
        scheduled: async (at) => {
          const postgres = getDbHandle().kind === "postgres";
          await purgeBookingRequests(getDbHandle().db, at);
          await purgePhotoLinks(getDbHandle().db, at);
          const bookings = await queueBookingReminders(getDbHandle().db, at, { postgres });
          const ready = await runReadyTicketsPass(getDbHandle().db, at, { postgres });
          return bookings + ready.reminders;
        },
      })
    : undefined;
  setOutboxWorker(outbox);
  outbox?.wake();
  // Erases what is past its keeping period (leads, tickets, old e-mails), deletes financial records
  // past theirs, and drops expired rows.
  // With e-mail off there is no sending loop: machines left too long are still marked abandoned
  // (and their reminders wait as "not configured"), once a day with the retention run.
  const stopRetention = startRetention(
    getDbHandle().db,
    {
      leadRetentionMonths: config.LEAD_RETENTION_MONTHS,
      ticketRetentionDays: config.TICKET_RETENTION_DAYS,
      financialRecordsYears: config.FINANCIAL_RECORDS_YEARS,
    },
    undefined,
    outbox ? undefined : (at) => runReadyTicketsPass(getDbHandle().db, at, { postgres: getDbHandle().kind === "postgres" }),
  );
  const services = {
    async stop() {
      stopSettings();
      stopRetention();
      await cacheBus.stop().catch((error) => log("error", "closing the cache bus failed", errorFields(error)));
      setOutboxWorker(undefined);
      await outbox?.stop().catch((error) => log("error", "stopping the outbox worker failed", errorFields(error)));
      await closeDatabase().catch((error) => log("error", "closing database failed", errorFields(error)));
    },
  };
  return { config, services };
}
