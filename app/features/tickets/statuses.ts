/** A repair's statuses, the moves between them and the device kinds; safe in the browser. */
export const TICKET_STATUSES = [
  "received",
  "diagnosing",
  "waiting_parts",
  "repairing",
  "ready",
  "picked_up",
  "cancelled",
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  received: "Received",
  diagnosing: "Diagnosing",
  waiting_parts: "Waiting for parts",
  repairing: "Repairing",
  ready: "Ready for pickup",
  picked_up: "Picked up",
  cancelled: "Cancelled",
};

/**
 * Where a ticket may go next. Work may step back (a repair that needs another part waits again);
 * a picked-up machine is gone, so that is final; a cancelled ticket can be reopened as received.
 */
export const TICKET_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  received: ["diagnosing", "waiting_parts", "repairing", "ready", "cancelled"],
  diagnosing: ["waiting_parts", "repairing", "ready", "cancelled"],
  waiting_parts: ["diagnosing", "repairing", "ready", "cancelled"],
  repairing: ["diagnosing", "waiting_parts", "ready", "cancelled"],
  ready: ["repairing", "picked_up", "cancelled"],
  picked_up: [],
  cancelled: ["received"],
};

/** Statuses a ticket ends in; the retention rule counts from when it entered one. */
export const CLOSED_STATUSES: readonly TicketStatus[] = ["picked_up", "cancelled"];

export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === "string" && (TICKET_STATUSES as readonly string[]).includes(value);
}

export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_MOVES[from].includes(to);
}

export const DEVICE_TYPES = ["laptop", "desktop", "all_in_one", "tablet", "phone", "printer", "other"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  laptop: "Laptop",
  desktop: "Desktop",
  all_in_one: "All-in-one",
  tablet: "Tablet",
  phone: "Phone",
  printer: "Printer",
  other: "Other",
};

export function isDeviceType(value: unknown): value is DeviceType {
  return typeof value === "string" && (DEVICE_TYPES as readonly string[]).includes(value);
}

export const TICKET_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  model: 120,
  serial: 80,
  problem: 2000,
  accessories: 500,
  note: 2000,
  /** Estimates up to $100,000. */
  estimateCents: 10_000_000,
} as const;

/** A ticket number as the customer types it: SC-YYMM-NNNN, any case, spaces around ignored. */
export const TICKET_NUMBER_PATTERN = /^SC-\d{4}-\d{4,6}$/;

export function normalizeTicketNumber(raw: string): string {
  return raw.trim().toUpperCase();
}
