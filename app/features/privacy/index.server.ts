/** Privacy: what personal data the site holds, the retention job and the one-person tool; server only. */
export { startRetention, runRetention, OUTBOX_KEEP_DAYS, type RetentionPolicy } from "./retention.server";
