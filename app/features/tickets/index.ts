/** Repair tickets: status names and moves, safe in the browser. */
export {
  CLOSED_STATUSES,
  DEVICE_TYPE_LABELS,
  FINAL_STATUSES,
  IN_SHOP_STATUSES,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  isDeviceType,
  isTicketStatus,
  type TicketStatus,
} from "./statuses";
export { firstName } from "./format";
export { describeCondition, parseCondition, parsePickupChecklist } from "./intake";
export { PASSCODE_MODE_LABELS, isPasscodeMode, type PasscodeMode } from "./passcode-mode";
