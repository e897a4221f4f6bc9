/** Repair tickets; server only. */
export { createTicket, moveTicket, noteTicket, updateTicket, type MoveTicketResult } from "./tickets.server";
export { ticketsCsv } from "./tickets-csv.server";
export { runReadyTicketsPass, type ReadyPassReport } from "./ready-reminders.server";
