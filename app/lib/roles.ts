/** Who may do what in the admin; safe in the browser (the menu reads it), enforced on the server. */
export const ROLES = ["owner", "technician", "front_desk"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  technician: "Technician",
  front_desk: "Front desk",
};

/**
 * What a signed-in user can be allowed. `tickets` opens the ticket pages, intake, notes, photos
 * and labels; `ticket.work` moves a ticket through the bench's statuses; `ticket.pickup` hands a
 * machine back (picked up, returned unrepaired); `estimates` writes and sends estimates;
 * `payments` records money and invoices; `privacy.export` hands a person their data (erase is
 * `privacy`).
 */
export const CAPABILITIES = [
  "dashboard",
  "leads",
  "bookings",
  "customers",
  "tickets",
  "ticket.work",
  "ticket.pickup",
  "estimates",
  "payments",
  "money",
  "catalog",
  "services",
  "settings",
  "outbox",
  "privacy",
  "privacy.export",
  "staff",
  "audit",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const GRANTS: Record<Role, readonly Capability[]> = {
  owner: CAPABILITIES,
  technician: ["dashboard", "leads", "customers", "tickets", "ticket.work", "ticket.pickup", "estimates"],
  front_desk: ["dashboard", "leads", "bookings", "customers", "tickets", "ticket.pickup", "payments", "privacy.export"],
};

export function roleCan(role: Role, capability: Capability): boolean {
  return GRANTS[role].includes(capability);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The admin's menu: each tab with the capability that opens it. */
export const ADMIN_TABS: ReadonlyArray<{ to: string; label: string; can: Capability; end?: boolean }> = [
  { to: "/admin", label: "Dashboard", can: "dashboard", end: true },
  { to: "/admin/products", label: "Products", can: "catalog" },
  { to: "/admin/leads", label: "Leads", can: "leads" },
  { to: "/admin/tickets", label: "Tickets", can: "tickets" },
  { to: "/admin/customers", label: "Customers", can: "customers" },
  { to: "/admin/services", label: "Price list", can: "services" },
  { to: "/admin/bookings", label: "Bookings", can: "bookings" },
  { to: "/admin/outbox", label: "Outbox", can: "outbox" },
  { to: "/admin/settings", label: "Settings", can: "settings" },
  { to: "/admin/privacy", label: "Privacy", can: "privacy.export" },
  { to: "/admin/staff", label: "Staff", can: "staff" },
  { to: "/admin/audit", label: "Audit log", can: "audit" },
];
