import { sql, type Kysely, type Selectable } from "kysely";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { formatUsd } from "~/lib/money";

import { isServiceKind, type ServiceKind } from "./money";
import { SERVICE_FIELDS, ServiceFormSchema, fieldErrorsOf, type ServiceField } from "./schema";

type Db = Kysely<Database>;

/** One service of the shop's price list. */
export interface Service {
  id: number;
  name: string;
  kind: ServiceKind;
  /** The price, or the low end of a range. */
  priceCents: number;
  /** The high end of a range; null: a fixed price. */
  priceMaxCents: number | null;
  taxable: boolean;
  turnaroundDays: number | null;
  warrantyDays: number;
  /** false: retired, kept for the old estimate lines that name it. */
  active: boolean;
}

function toService(r: Selectable<Database["services"]>): Service {
  return {
    id: Number(r.id),
    name: r.name,
    kind: isServiceKind(r.kind) ? r.kind : "labour",
    priceCents: Number(r.price_cents),
    priceMaxCents: r.price_max_cents === null ? null : Number(r.price_max_cents),
    taxable: Number(r.taxable) === 1,
    turnaroundDays: r.turnaround_days === null ? null : Number(r.turnaround_days),
    warrantyDays: Number(r.warranty_days),
    active: Number(r.active) === 1,
  };
}

/** The price list in the owner's order; with `activeOnly`, only what is still offered. */
export async function listServices(db: Db, { activeOnly = false }: { activeOnly?: boolean } = {}): Promise<Service[]> {
  let query = db.selectFrom("services").selectAll();
  if (activeOnly) query = query.where("active", "=", 1);
  const rows = await query.orderBy("position", "asc").orderBy("id", "asc").execute();
  return rows.map(toService);
}

/** Services by id, retired ones included (an old line may name one). */
export async function findServices(db: Db, ids: readonly number[]): Promise<Map<number, Service>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("services")
    .selectAll()
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), toService(r)]));
}

export type ServiceFormValues = Record<ServiceField, string>;

export type SaveServiceResult =
  | { ok: true; id: number; name: string; created: boolean; active: boolean }
  | {
      ok: false;
      status: 400 | 403 | 404;
      /** The service whose form was refused; null for the new-service form. */
      id: number | null;
      formError?: string;
      fieldErrors: Partial<Record<ServiceField, string>>;
      /** What was typed, so a refused form keeps it. */
      values: ServiceFormValues;
    };

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The price list's add and edit forms (`id` empty: a new service, added at the end of the list
 * and offered). Nothing is deleted: a service no longer offered is retired (its "offered" box
 * cleared), because old estimate lines point at it. Each save writes an audit row naming `by`, with
 * the service's name and price before and after, in the same transaction.
 */
export async function saveService(db: Db, form: FormData, now: Date, by: StaffActor): Promise<SaveServiceResult> {
  const values = Object.fromEntries(SERVICE_FIELDS.map((f) => [f, textOf(form, f)])) as ServiceFormValues;
  const rawId = textOf(form, "id");
  const id = rawId === "" ? null : /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : NaN;
  if (Number.isNaN(id)) {
    return { ok: false, status: 400, id: null, formError: "This form is out of date; reload the page.", fieldErrors: {}, values };
  }
  const parsed = ServiceFormSchema.safeParse(id === null ? { ...values, active: "on" } : values);
  if (!parsed.success) {
    return { ok: false, status: 400, id, fieldErrors: fieldErrorsOf(parsed.error.issues, SERVICE_FIELDS), values };
  }
  const s = parsed.data;
  const at = now.toISOString();
  const row = {
    name: s.name,
    kind: s.kind,
    price_cents: s.price,
    price_max_cents: s.priceMax,
    taxable: s.taxable ? 1 : 0,
    turnaround_days: s.turnaroundDays,
    warranty_days: s.warrantyDays ?? 0,
    active: s.active ? 1 : 0,
    updated_at: at,
  };
  const price = priceLabel(s.price, s.priceMax);
  return inTransaction(db, async (trx): Promise<SaveServiceResult> => {
    if (id === null) {
      const inserted = await trx
        .insertInto("services")
        .values((eb) => ({
          ...row,
          created_at: at,
          position: eb.selectFrom("services").select(sql<number>`coalesce(max(position), 0) + 1`.as("next")),
        }))
        .returning("id")
        .executeTakeFirstOrThrow();
      const newId = Number(inserted.id);
      await recordAudit(trx, {
        by,
        kind: "price-changed",
        subject: `service:${newId}`,
        detail: `Added “${s.name}” at ${price}`,
        at: now,
      });
      return { ok: true, id: newId, name: s.name, created: true, active: true };
    }
    const before = await trx
      .selectFrom("services")
      .select(["name", "price_cents", "price_max_cents", "active"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) {
      return {
        ok: false,
        status: 404,
        id,
        formError: "This service no longer exists; reload the page.",
        fieldErrors: {},
        values,
      };
    }
    await trx.updateTable("services").set(row).where("id", "=", id).execute();
    const oldPrice = priceLabel(
      Number(before.price_cents),
      before.price_max_cents === null ? null : Number(before.price_max_cents),
    );
    const wasActive = Number(before.active) === 1;
    const changes = [
      before.name !== s.name ? `renamed from “${before.name}”` : null,
      oldPrice !== price ? `${oldPrice} → ${price}` : `saved at ${price}`,
      wasActive && !s.active ? "retired" : !wasActive && s.active ? "offered again" : null,
    ].filter(Boolean);
    await recordAudit(trx, {
      by,
      kind: "price-changed",
      subject: `service:${id}`,
      detail: `“${s.name}”: ${changes.join(", ")}`,
      at: now,
    });
    return { ok: true, id, name: s.name, created: false, active: s.active };
  });
}

/** "$39.00", or a range "$39.00–$59.00". */
function priceLabel(cents: number, maxCents: number | null): string {
  return maxCents === null ? formatUsd(cents) : `${formatUsd(cents)}–${formatUsd(maxCents)}`;
}

/** The answer to a price-list form posted from another site's page. */
export function crossSiteServiceRefusal(): SaveServiceResult {
  const values = Object.fromEntries(SERVICE_FIELDS.map((f) => [f, ""])) as ServiceFormValues;
  return { ok: false, status: 403, id: null, formError: "Cross-site request refused.", fieldErrors: {}, values };
}
