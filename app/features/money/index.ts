/** Estimates, invoices and payments: names, limits and the one rounding rule; safe in the browser. */
export * from "./money";
export { TicketMoneyPanels } from "./components/ticket-money";
