/** Repair tickets; server only. */
export { createTicket, moveTicket, updateTicket, type MoveTicketResult } from "./tickets.server";
export { DEFAULT_TICKET_RETENTION_DAYS, eraseExpiredTickets, startTicketRetention } from "./retention.server";
export { ticketsCsv } from "./tickets-csv.server";
