/** The durable outbox: features queue messages in their own transactions; server only. */
export { OUTBOX_STATUSES, queueMessage, type OutboxStatus, type OutgoingMessage } from "./queue.server";
export { createOutboxWorker, setOutboxWorker, wakeOutbox, type OutboxWorker } from "./worker.server";
export { loadMailStatus, loadOutboxPage, retryOutboxMessage, type OutboxPage } from "./outbox-admin.server";
export { MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES, type OutboxAttachment } from "./attachments";
