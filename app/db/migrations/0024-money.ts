import type { Kysely } from "kysely";

import { isSqlite } from "../dialect";

/**
 * What a repair costs and what was paid: the shop's price list (services), a ticket's estimate
 * in versions with their lines and the customer's decision, one invoice per ticket numbered per
 * year (INV-2026-0001, handed out by one atomic upsert on invoice_counters), and its payments
 * and refunds. Money is whole cents everywhere; a refund is a negative amount.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = isSqlite(db);
  const idType = sqlite ? "integer" : "serial";
  const id = (col: any) => (sqlite ? col.primaryKey().autoIncrement() : col.primaryKey());

  await db.schema
    .createTable("services")
    .addColumn("id", idType, id)
    .addColumn("name", "varchar(120)", (col) => col.notNull())
    /** labour or parts */
    .addColumn("kind", "varchar(10)", (col) => col.notNull())
    /** The price, or the low end of a range. */
    .addColumn("price_cents", "integer", (col) => col.notNull())
    /** The high end of a range; null: a fixed price. */
    .addColumn("price_max_cents", "integer")
    .addColumn("taxable", "integer", (col) => col.notNull())
    .addColumn("turnaround_days", "integer")
    .addColumn("warranty_days", "integer", (col) => col.notNull())
    /** 0: kept for old estimates, no longer offered. */
    .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("estimates")
    .addColumn("id", idType, id)
    .addColumn("ticket_id", "integer", (col) => col.notNull().references("tickets.id").onDelete("cascade"))
    .addColumn("version", "integer", (col) => col.notNull())
    /** draft (the shop is writing it), sent, approved or declined. */
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    .addColumn("subtotal_cents", "integer", (col) => col.notNull())
    .addColumn("taxable_cents", "integer", (col) => col.notNull())
    /** The sales-tax rate in thousandths of a percent (7 % = 7000), fixed when the version was written. */
    .addColumn("tax_rate", "integer", (col) => col.notNull())
    .addColumn("tax_cents", "integer", (col) => col.notNull())
    .addColumn("total_cents", "integer", (col) => col.notNull())
    /** The terms the customer agrees to, as they read when the version was sent. */
    .addColumn("terms", "text")
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("sent_at", "varchar(40)")
    .addColumn("decided_at", "varchar(40)")
    /** link (the customer on the status page) or phone (recorded by the shop). */
    .addColumn("decided_via", "varchar(10)")
    /** Who recorded a decision given by phone (the signed-in user); the customer's own on the link. */
    .addColumn("recorded_by", "varchar(40)")
    /** Personal: the name typed to approve, or who gave the answer by phone. */
    .addColumn("decision_name", "varchar(120)")
    /** Personal: the client address and user agent of an approval on the link. */
    .addColumn("decision_address", "varchar(64)")
    .addColumn("decision_agent", "varchar(300)")
    /** Personal: the reason for a decline, or the note of a phone decision. */
    .addColumn("decision_note", "varchar(500)")
    .addUniqueConstraint("estimates_ticket_version_uq", ["ticket_id", "version"])
    .execute();
  await db.schema.createIndex("estimates_status_idx").on("estimates").columns(["status", "sent_at"]).execute();

  await db.schema
    .createTable("estimate_lines")
    .addColumn("id", idType, id)
    .addColumn("estimate_id", "integer", (col) => col.notNull().references("estimates.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("service_id", "integer", (col) => col.references("services.id").onDelete("set null"))
    .addColumn("description", "varchar(200)", (col) => col.notNull())
    .addColumn("kind", "varchar(10)", (col) => col.notNull())
    .addColumn("taxable", "integer", (col) => col.notNull())
    .addColumn("quantity", "integer", (col) => col.notNull())
    .addColumn("unit_cents", "integer", (col) => col.notNull())
    .addColumn("line_cents", "integer", (col) => col.notNull())
    .addColumn("warranty_days", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("estimate_lines_estimate_idx").on("estimate_lines").column("estimate_id").execute();

  await db.schema
    .createTable("invoice_counters")
    .addColumn("year", "integer", (col) => col.primaryKey())
    .addColumn("last_seq", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("invoices")
    .addColumn("id", idType, id)
    .addColumn("number", "varchar(20)", (col) => col.notNull().unique())
    .addColumn("ticket_id", "integer", (col) => col.notNull().unique().references("tickets.id").onDelete("cascade"))
    /** The approved estimate version it bills; its lines are the invoice's lines. */
    .addColumn("estimate_id", "integer", (col) => col.notNull().references("estimates.id"))
    .addColumn("subtotal_cents", "integer", (col) => col.notNull())
    .addColumn("tax_rate", "integer", (col) => col.notNull())
    .addColumn("tax_cents", "integer", (col) => col.notNull())
    .addColumn("total_cents", "integer", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("invoices_created_idx").on("invoices").column("created_at").execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", idType, id)
    .addColumn("ticket_id", "integer", (col) => col.notNull().references("tickets.id").onDelete("cascade"))
    /** deposit, payment or refund (a negative amount). */
    .addColumn("kind", "varchar(10)", (col) => col.notNull())
    /** cash, card, check or other. */
    .addColumn("method", "varchar(10)", (col) => col.notNull())
    .addColumn("amount_cents", "integer", (col) => col.notNull())
    /** Personal: a check number or card slip reference. */
    .addColumn("reference", "varchar(80)")
    /** Personal: a refund's reason or a note. */
    .addColumn("note", "varchar(500)")
    .addColumn("recorded_by", "varchar(40)", (col) => col.notNull())
    .addColumn("at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("payments_ticket_idx").on("payments").column("ticket_id").execute();
  await db.schema.createIndex("payments_at_idx").on("payments").column("at").execute();

  const at = new Date().toISOString();
  await db
    .insertInto("services")
    .values(
      SEED_SERVICES.map((s, i) => ({
        name: s.name,
        kind: s.kind,
        price_cents: s.price,
        price_max_cents: s.max ?? null,
        taxable: s.taxable ? 1 : 0,
        turnaround_days: s.days,
        warranty_days: s.warranty,
        active: 1,
        position: i + 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/**
 * A PC repair shop's usual list, prices in cents. In Florida a repair's parts are taxable; labour
 * billed on its own is not, so the labour lines start untaxed and the owner can change any of it.
 */
const SEED_SERVICES: Array<{
  name: string;
  kind: "labour" | "parts";
  price: number;
  max?: number;
  taxable: boolean;
  days: number | null;
  warranty: number;
}> = [
  { name: "Diagnostic fee", kind: "labour", price: 4900, taxable: false, days: 1, warranty: 0 },
  { name: "Virus and malware removal", kind: "labour", price: 9900, taxable: false, days: 2, warranty: 30 },
  { name: "SSD upgrade with data transfer (labour)", kind: "labour", price: 8900, taxable: false, days: 2, warranty: 90 },
  { name: "SSD, 1 TB", kind: "parts", price: 7900, max: 12900, taxable: true, days: null, warranty: 365 },
  { name: "RAM upgrade (labour)", kind: "labour", price: 3900, taxable: false, days: 1, warranty: 90 },
  { name: "RAM module", kind: "parts", price: 3500, max: 12000, taxable: true, days: null, warranty: 365 },
  { name: "Laptop screen replacement (labour)", kind: "labour", price: 8900, taxable: false, days: 3, warranty: 90 },
  { name: "Laptop screen panel", kind: "parts", price: 6900, max: 24900, taxable: true, days: null, warranty: 180 },
  { name: "Keyboard replacement (labour)", kind: "labour", price: 6900, taxable: false, days: 3, warranty: 90 },
  { name: "Battery replacement (labour)", kind: "labour", price: 4900, taxable: false, days: 2, warranty: 90 },
  { name: "Laptop battery", kind: "parts", price: 5900, max: 14900, taxable: true, days: null, warranty: 180 },
  { name: "Liquid-damage cleaning", kind: "labour", price: 12900, max: 19900, taxable: false, days: 4, warranty: 30 },
  { name: "Data recovery", kind: "labour", price: 14900, max: 49900, taxable: false, days: 5, warranty: 0 },
  { name: "Operating system reinstall", kind: "labour", price: 9900, taxable: false, days: 2, warranty: 30 },
  { name: "Custom PC build labour", kind: "labour", price: 14900, taxable: false, days: 5, warranty: 90 },
  { name: "Home or office network setup", kind: "labour", price: 12900, max: 29900, taxable: false, days: 3, warranty: 30 },
];

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["payments", "invoices", "invoice_counters", "estimate_lines", "estimates", "services"]) {
    await db.schema.dropTable(table).execute();
  }
}
