/** Estimates, invoices and payments: names, limits and the one rounding rule; safe in the browser. */

export const SERVICE_KINDS = ["labour", "parts"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = { labour: "Labour", parts: "Parts" };

export const ESTIMATE_STATUSES = ["draft", "sent", "approved", "declined"] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
export const ESTIMATE_STATUS_LABELS: Record<EstimateStatus, string> = {
  draft: "Draft (not sent)",
  sent: "Waiting for the customer",
  approved: "Approved",
  declined: "Declined",
};

export const PAYMENT_KINDS = ["deposit", "payment", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = { deposit: "Deposit", payment: "Payment", refund: "Refund" };

export const PAYMENT_METHODS = ["cash", "card", "check", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  card: "Card",
  check: "Check",
  other: "Other",
};

export const MONEY_LIMITS = {
  serviceName: 120,
  lineDescription: 200,
  /** Lines on one estimate version. */
  lines: 40,
  quantity: 999,
  /** One unit's price: $100,000. */
  unitCents: 10_000_000,
  /** One version's subtotal: $1,000,000. */
  subtotalCents: 100_000_000,
  /** Days of turnaround or warranty. */
  days: 3650,
  reference: 80,
  note: 500,
  /** A name typed to approve. */
  name: 120,
} as const;

export function isServiceKind(v: unknown): v is ServiceKind {
  return typeof v === "string" && (SERVICE_KINDS as readonly string[]).includes(v);
}
export function isEstimateStatus(v: unknown): v is EstimateStatus {
  return typeof v === "string" && (ESTIMATE_STATUSES as readonly string[]).includes(v);
}
export function isPaymentKind(v: unknown): v is PaymentKind {
  return typeof v === "string" && (PAYMENT_KINDS as readonly string[]).includes(v);
}
export function isPaymentMethod(v: unknown): v is PaymentMethod {
  return typeof v === "string" && (PAYMENT_METHODS as readonly string[]).includes(v);
}

/** A tax rate as the settings hold it ("7", "6.5") in thousandths of a percent (7000, 6500). */
export function taxRateFromPercent(percent: string): number {
  const [whole = "0", frac = ""] = percent.trim().split(".");
  return Number(whole) * 1000 + Number(frac.padEnd(3, "0").slice(0, 3));
}

/** Thousandths of a percent as the customer reads it: 7000 → "7%", 6500 → "6.5%". */
export function formatTaxRate(rate: number): string {
  return `${(rate / 1000).toLocaleString("en-US", { maximumFractionDigits: 3 })}%`;
}

export interface LineAmounts {
  quantity: number;
  unitCents: number;
  taxable: boolean;
}

export interface Totals {
  subtotalCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * The one rounding rule: each line is quantity × unit price, exact in cents; tax is computed once
 * per estimate on the sum of its taxable lines and rounded half up to the cent
 * (taxable × rate / 100 000, rate in thousandths of a percent); total = subtotal + tax. The
 * invoice copies these totals from the version it bills, so they are never computed twice.
 */
export function computeTotals(lines: readonly LineAmounts[], taxRate: number): Totals {
  let subtotalCents = 0;
  let taxableCents = 0;
  for (const line of lines) {
    const cents = line.quantity * line.unitCents;
    subtotalCents += cents;
    if (line.taxable) taxableCents += cents;
  }
  // A subtotal is at most $1,000,000 (10^8 cents) and a rate at most 30 000: the product stays far
  // below 2^53, so this integer arithmetic is exact.
  const taxCents = Math.floor((taxableCents * taxRate + 50_000) / 100_000);
  return { subtotalCents, taxableCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** Cents as the form's dollar field shows them: 14999 → "149.99". */
export function dollarsFieldValue(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? "" : (cents / 100).toFixed(2);
}

/**
 * Dollars as the owner types them ("149", "$1,299.50", "0") to whole cents; null when it is not
 * an amount (more than two decimals, letters, a sign). A comma is read only as a thousands
 * separator in its place ("1,299"): "89,50" (a decimal comma) is refused, never read as 8,950.
 */
export function parseDollars(raw: string): number | null {
  const trimmed = raw.trim().replace(/^\$\s*/, "");
  if (trimmed.includes(",") && !/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(trimmed)) return null;
  const plain = trimmed.replace(/,/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, frac = ""] = plain.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}
