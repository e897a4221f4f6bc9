/** A repair's statuses, the moves between them and the device kinds; safe in the browser. */
export const TICKET_STATUSES = [
  "received",
  "diagnosing",
  "waiting_parts",
  "repairing",
  "ready",
  "picked_up",
  "cancelled",
  "returned",
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
  returned: "Returned unrepaired",
};

/**
 * Where a ticket may go next. Work may step back (a repair that needs another part waits again);
 * a cancelled (or declined) repair leaves the machine on the shelf until the customer collects it
 * unrepaired, or it is reopened as received; picked up and returned unrepaired mean the machine
 * is gone, so they are final.
 */
export const TICKET_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  received: ["diagnosing", "waiting_parts", "repairing", "ready", "cancelled"],
  diagnosing: ["waiting_parts", "repairing", "ready", "cancelled"],
  waiting_parts: ["diagnosing", "repairing", "ready", "cancelled"],
  repairing: ["diagnosing", "waiting_parts", "ready", "cancelled"],
  ready: ["repairing", "picked_up", "cancelled"],
  picked_up: [],
  cancelled: ["received", "returned"],
  returned: [],
};

/** Statuses where the work has ended; the retention rule counts from when a ticket entered one. */
export const CLOSED_STATUSES: readonly TicketStatus[] = ["picked_up", "cancelled", "returned"];

/** The machine has left the shop: no move after these, the move asks first, and the lead is done. */
export const FINAL_STATUSES: readonly TicketStatus[] = ["picked_up", "returned"];

/** Every status of a machine still physically in the shop (a cancelled one waits on the shelf). */
export const IN_SHOP_STATUSES = [
  "received",
  "diagnosing",
  "waiting_parts",
  "repairing",
  "ready",
  "cancelled",
] as const satisfies readonly TicketStatus[];

export function isFinalStatus(status: TicketStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

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
  /** A promised date, YYYY-MM-DD. */
  promisedOn: 10,
  /** Estimates up to $100,000. */
  estimateCents: 10_000_000,
} as const;

/** A ticket number as the customer types it: SC-YYMM-NNNN, any case, spaces around ignored. */
export const TICKET_NUMBER_PATTERN = /^SC-\d{4}-\d{4,6}$/;

export function normalizeTicketNumber(raw: string): string {
  return raw.trim().toUpperCase();
}
