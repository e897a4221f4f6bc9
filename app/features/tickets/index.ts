/** Repair tickets: status names and moves, safe in the browser. */
export { TICKET_STATUSES, TICKET_STATUS_LABELS, isTicketStatus, type TicketStatus } from "./statuses";
