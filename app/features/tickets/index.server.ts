/** Repair tickets; server only. */
export { createTicket, moveTicket, updateTicket, type MoveTicketResult } from "./tickets.server";
export { ticketsCsv } from "./tickets-csv.server";
