import type { Kysely } from "kysely";
import type * as z from "zod/mini";

import { isDatabaseUnavailable } from "~/db/errors";
import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import {
  deleteProduct,
  insertProduct,
  invalidateCatalogCache,
  moveProduct,
  updateProduct,
  type ProductChanges,
} from "~/features/catalog/index.server";
import { recordAudit } from "~/lib/audit.server";
import { getConfig } from "~/lib/config.server";
import { readJsonBody } from "~/lib/http/body.server";
import { jsonAnswer, methodNotAllowed as methodNotAllowedAnswer } from "~/lib/http/json.server";
import { log, logStoreError } from "~/lib/log.server";

import { requireStaffApi, type Staff } from "./auth.server";
import { checkProductImage } from "./image-check.server";
import { extractAsin } from "./paste-parser";
import {
  ProductDeleteSchema,
  ProductInputSchema,
  ProductMoveSchema,
  ProductUpdateSchema,
  firstProductIssue,
  type ProductValues,
} from "./product-schema";

/** 20 features of 200 characters and a long description fit many times over. */
export const PRODUCT_BODY_LIMIT = 64 * 1024;

export type ProductApiBody = { success: true; id: number } | { success: false; error: string };

const answer = (status: number, body: ProductApiBody, headers?: Record<string, string>) => jsonAnswer(status, body, headers);
const fail = (status: number, error: string) => answer(status, { success: false, error });

/** The database cannot be reached: nothing was saved, and trying again later may work. */
const unavailable = () => fail(503, "The product could not be saved right now. Please try again in a moment.");

/** GET and friends on a write endpoint. */
export function methodNotAllowed(): Response {
  return methodNotAllowedAnswer({ success: false, error: "Only POST is accepted" });
}

const BODY_MESSAGES = {
  wrongType: "The request body must be sent as application/json",
  tooLarge: `The request is too large (at most ${PRODUCT_BODY_LIMIT / 1024} KB)`,
  notText: "The request body must be UTF-8 text",
  notJson: "The request body must be JSON",
  notObject: "The request body must be a JSON object",
};

type Parsed<T> = { ok: true; data: T; staff: Staff } | { ok: false; response: Response };
type RequestArgs = { request: Request; context: { clientAddress: string } };

/** Sign-in, method, then the body (size, JSON object, the schema), in that order. */
async function readInput<S extends z.ZodMiniType>(
  db: Kysely<Database>,
  { request, context }: RequestArgs,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  let staff: Staff;
  try {
    staff = await requireStaffApi(db, { request, context }, "catalog");
  } catch (response) {
    if (response instanceof Response) return { ok: false, response };
    if (isDatabaseUnavailable(response)) return { ok: false, response: unavailable() };
    throw response;
  }
  if (request.method !== "POST") return { ok: false, response: methodNotAllowed() };
  const input = await readJsonBody(request, {
    limit: PRODUCT_BODY_LIMIT,
    schema,
    messages: BODY_MESSAGES,
    describeIssue: (error) => firstProductIssue(error).message,
  });
  if (!input.ok) return { ok: false, response: fail(input.status, input.error) };
  return { ok: true, data: input.data, staff };
}

function toChanges(values: ProductValues): ProductChanges {
  return {
    category: values.category,
    name: values.name,
    description: values.description,
    priceCents: values.price,
    imageSrc: values.image_src,
    affiliateLink: values.affiliate_link,
    asin: extractAsin(values.affiliate_link) ?? null,
    features: values.features,
    modelNumber: values.model_number,
    rating: values.rating,
    priceTier: values.price_tier,
    badge: values.badge,
    review: values.review,
  };
}

function storeFailed(what: string, error: unknown): Response {
  logStoreError(`admin ${what} failed`, error);
  if (isDatabaseUnavailable(error)) return unavailable();
  return fail(500, "The product could not be saved. Please try again.");
}

/** The image address names a picture (see image-check.server.ts); the refusal's answer, or null. */
async function refuseImage(src: string): Promise<Response | null> {
  const refusal = await checkProductImage(src, { remoteTimeoutMs: getConfig().PRODUCT_IMAGE_CHECK_MS });
  return refusal === null ? null : fail(400, refusal);
}

/** POST /api/add-product.php: adds one product at the end of its category. */
export async function handleAddProduct(db: Kysely<Database>, args: RequestArgs): Promise<Response> {
  const input = await readInput(db, args, ProductInputSchema);
  if (!input.ok) return input.response;
  const badImage = await refuseImage(input.data.image_src);
  if (badImage) return badImage;
  try {
    const changes = toChanges(input.data);
    const product = await inTransaction(db, async (trx) => {
      const added = await insertProduct(trx, {
        ...changes,
        priceTier: changes.priceTier ?? "unknown",
        rating: changes.rating ?? null,
        textSnippet: "",
      });
      await recordAudit(trx, {
        by: input.staff,
        kind: "product-changed",
        subject: `product:${added.id}`,
        detail: `Added “${added.name}” to ${added.category}`,
        at: new Date(),
      });
      return added;
    });
    invalidateCatalogCache();
    log("info", "admin added product", { id: product.id, category: product.category });
    return answer(201, { success: true, id: product.id });
  } catch (error) {
    return storeFailed("add product", error);
  }
}

/** POST /api/update-product.php: the add body plus the product's id. */
export async function handleUpdateProduct(db: Kysely<Database>, args: RequestArgs): Promise<Response> {
  const input = await readInput(db, args, ProductUpdateSchema);
  if (!input.ok) return input.response;
  const badImage = await refuseImage(input.data.image_src);
  if (badImage) return badImage;
  try {
    const product = await inTransaction(db, async (trx) => {
      const updated = await updateProduct(trx, input.data.id, toChanges(input.data));
      if (updated) {
        await recordAudit(trx, {
          by: input.staff,
          kind: "product-changed",
          subject: `product:${updated.id}`,
          detail: `Updated “${updated.name}” (${updated.category})`,
          at: new Date(),
        });
      }
      return updated;
    });
    if (!product) return fail(404, "That product no longer exists");
    invalidateCatalogCache();
    log("info", "admin updated product", { id: product.id, category: product.category });
    return answer(200, { success: true, id: product.id });
  } catch (error) {
    return storeFailed("update product", error);
  }
}

/** POST /api/delete-product.php: {id}. */
export async function handleDeleteProduct(db: Kysely<Database>, args: RequestArgs): Promise<Response> {
  const input = await readInput(db, args, ProductDeleteSchema);
  if (!input.ok) return input.response;
  try {
    const deleted = await inTransaction(db, async (trx) => {
      const found = await trx
        .selectFrom("products")
        .select(["name", "category"])
        .where("id", "=", input.data.id)
        .executeTakeFirst();
      if (!found || !(await deleteProduct(trx, input.data.id))) return false;
      await recordAudit(trx, {
        by: input.staff,
        kind: "product-changed",
        subject: `product:${input.data.id}`,
        detail: `Deleted “${found.name}” (${found.category})`,
        at: new Date(),
      });
      return true;
    });
    if (!deleted) return fail(404, "That product no longer exists");
    invalidateCatalogCache();
    log("info", "admin deleted product", { id: input.data.id });
    return answer(200, { success: true, id: input.data.id });
  } catch (error) {
    return storeFailed("delete product", error);
  }
}

/** POST /api/move-product.php: {id, direction: "up" | "down"}; the order is the review rank. */
export async function handleMoveProduct(db: Kysely<Database>, args: RequestArgs): Promise<Response> {
  const input = await readInput(db, args, ProductMoveSchema);
  if (!input.ok) return input.response;
  try {
    const result = await inTransaction(db, async (trx) => {
      const moved = await moveProduct(trx, input.data.id, input.data.direction);
      if (moved === "moved") {
        await recordAudit(trx, {
          by: input.staff,
          kind: "product-changed",
          subject: `product:${input.data.id}`,
          detail: `Moved product ${input.data.id} ${input.data.direction} in its category`,
          at: new Date(),
        });
      }
      return moved;
    });
    if (result === "missing") return fail(404, "That product no longer exists");
    if (result === "edge")
      return fail(409, `That product is already ${input.data.direction === "up" ? "first" : "last"} in its category`);
    invalidateCatalogCache();
    return answer(200, { success: true, id: input.data.id });
  } catch (error) {
    return storeFailed("move product", error);
  }
}
