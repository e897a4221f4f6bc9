import type { Config } from "~/lib/config.server";
import { errorFields, log } from "~/lib/log.server";
import { getDbHandle } from "~/db/index.server";
import { startCacheBus } from "~/db/cache-bus.server";
import { purgeBookingRequests, queueBookingReminders } from "~/features/booking/index.server";
import { purgePhotoLinks } from "~/features/photos/index.server";
import { runReadyTicketsPass } from "~/features/tickets/index.server";
import { currentBusiness, startSettings } from "~/features/settings/index.server";
import { startRetention } from "~/features/privacy/index.server";
import { ADMIN_PASSWORD_NOTICES, ensureOwner } from "~/features/admin/auth.server";
import { adminPasswordFilePath } from "~/features/admin/password-file.server";
import { createOutboxWorker, setOutboxWorker } from "~/features/outbox/index.server";

/**
 * What an app server runs besides answering requests: the cache messages between servers, the
 * saved settings, the owner's account, the outbox and the retention runs. Exits the process when
 * the owner's account cannot be made (nobody could sign in).
 */
export async function startServices(config: Config): Promise<{ stop(): Promise<void> }> {
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
  return {
    async stop() {
      stopSettings();
      stopRetention();
      await cacheBus.stop().catch((error) => log("error", "closing the cache bus failed", errorFields(error)));
      setOutboxWorker(undefined);
      await outbox?.stop().catch((error) => log("error", "stopping the outbox worker failed", errorFields(error)));
    },
  };
}
