import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { CATEGORIES, formatPriceDate, isPriceStale } from "~/features/catalog";
import { confirmProductPrice, editorialById, invalidateCatalogCache, listAllProducts } from "~/features/catalog/index.server";
import { isProductPageLink } from "~/lib/affiliate";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { log } from "~/lib/log.server";
import { formatUsd } from "~/lib/money";

import type { CatalogOverview } from "./catalog-overview";
import { ProductIdSchema } from "./product-schema";

/** Every product's editorial fields and the admin's flags (search links, old prices, canned text). */
export async function loadCatalogOverview(db: Kysely<Database>, now: Date): Promise<CatalogOverview> {
  const products = await listAllProducts(db);
  return {
    editorial: editorialById(products),
    items: products.map((p) => ({
      id: p.id,
      category: p.category,
      categoryLabel: CATEGORIES[p.category].label,
      name: p.name,
      price: formatUsd(p.priceCents),
      priceCheckedOn: formatPriceDate(p.priceCheckedAt),
      priceStale: p.priceCents !== null && isPriceStale(p.priceCheckedAt, now),
      searchLink: !isProductPageLink(p.affiliateLink),
      cannedReview: p.review === null,
    })),
  };
}

export type ConfirmPriceResult = { ok: true; message: string } | { ok: false; status: number; error: string };

/** "Price still right": the form's product id, its price date renewed in one statement. */
export async function confirmPrice(db: Kysely<Database>, form: FormData, now: Date, by: StaffActor): Promise<ConfirmPriceResult> {
  const parsed = ProductIdSchema.safeParse(form.get("id") ?? undefined);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? "Product id is missing" };
  const confirmed = await db.transaction().execute(async (trx) => {
    if (!(await confirmProductPrice(trx, parsed.data, now))) return false;
    await recordAudit(trx, {
      by,
      kind: "product-changed",
      subject: `product:${parsed.data}`,
      detail: "Price confirmed",
      at: now,
    });
    return true;
  });
  if (!confirmed) return { ok: false, status: 404, error: "That product no longer exists or has no price" };
  invalidateCatalogCache();
  log("info", "admin confirmed a price", { id: parsed.data });
  return { ok: true, message: `Price confirmed as of ${formatPriceDate(now.toISOString())}.` };
}
