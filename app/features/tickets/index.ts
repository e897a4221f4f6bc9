/** Repair tickets: status names and moves, safe in the browser. */
export {
  CLOSED_STATUSES,
  FINAL_STATUSES,
  IN_SHOP_STATUSES,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  isTicketStatus,
  type TicketStatus,
} from "./statuses";
export { firstName } from "./format";
