import type { Kysely } from "kysely";
import type * as z from "zod/mini";

import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";
import { invalidateCatalogCache } from "~/features/catalog/catalog-cache.server";
import type { ProductChanges } from "~/features/catalog/product";
import { deleteProduct, moveProduct, updateProduct } from "~/features/catalog/product-writes.server";
import { insertProduct } from "~/features/catalog/products.server";
import { BodyTooLargeError, readBodyText } from "~/lib/body.server";
import { log } from "~/lib/log.server";

import { requireAdminApi } from "./auth.server";
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

const NO_STORE = { "Cache-Control": "no-store" };

const answer = (status: number, body: ProductApiBody, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
const fail = (status: number, error: string, headers?: Record<string, string>) =>
  answer(status, { success: false, error }, headers);

/** The database cannot be reached: nothing was saved, and trying again later may work. */
const unavailable = () =>
  fail(503, "The product could not be saved right now. Please try again in a moment.", {
    "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
  });

/** GET and friends on a write endpoint. */
export function methodNotAllowed(): Response {
  return fail(405, "Only POST is accepted", { Allow: "POST" });
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Sign-in, method, size, JSON object and the schema, in that order. */
async function readInput<S extends z.ZodMiniType>(
  db: Kysely<Database>,
  request: Request,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  try {
    await requireAdminApi(db, request);
  } catch (response) {
    if (response instanceof Response) return { ok: false, response };
    if (isDatabaseUnavailable(response)) return { ok: false, response: unavailable() };
    throw response;
  }
  if (request.method !== "POST") return { ok: false, response: methodNotAllowed() };
  let text: string;
  try {
    text = await readBodyText(request, PRODUCT_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return { ok: false, response: fail(413, `The request is too large (at most ${PRODUCT_BODY_LIMIT / 1024} KB)`) };
    return { ok: false, response: fail(400, "The request body must be UTF-8 text") };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: fail(400, "The request body must be JSON") };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { ok: false, response: fail(400, "The request body must be a JSON object") };
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, response: fail(400, firstProductIssue(parsed.error).message) };
  return { ok: true, data: parsed.data };
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
  };
}

/** Driver messages can quote the rejected value, so only the error's kind and code are logged. */
function storeFailed(what: string, error: unknown): Response {
  const code = (error as { code?: unknown })?.code;
  log("error", `admin ${what} failed`, {
    errorName: error instanceof Error ? error.name : typeof error,
    ...(typeof code === "string" ? { code } : {}),
  });
  if (isDatabaseUnavailable(error)) return unavailable();
  return fail(500, "The product could not be saved. Please try again.");
}

/** POST /api/add-product.php (spec §7). */
export async function handleAddProduct(db: Kysely<Database>, request: Request): Promise<Response> {
  const input = await readInput(db, request, ProductInputSchema);
  if (!input.ok) return input.response;
  try {
    const product = await insertProduct(db, { ...toChanges(input.data), priceTier: "unknown", rating: null, textSnippet: "" });
    invalidateCatalogCache();
    log("info", "admin added product", { id: product.id, category: product.category });
    return answer(201, { success: true, id: product.id });
  } catch (error) {
    return storeFailed("add product", error);
  }
}

/** POST /api/update-product.php: the add body plus the product's id. */
export async function handleUpdateProduct(db: Kysely<Database>, request: Request): Promise<Response> {
  const input = await readInput(db, request, ProductUpdateSchema);
  if (!input.ok) return input.response;
  try {
    const product = await updateProduct(db, input.data.id, toChanges(input.data));
    if (!product) return fail(404, "That product no longer exists");
    invalidateCatalogCache();
    log("info", "admin updated product", { id: product.id, category: product.category });
    return answer(200, { success: true, id: product.id });
  } catch (error) {
    return storeFailed("update product", error);
  }
}

/** POST /api/delete-product.php: {id}. */
export async function handleDeleteProduct(db: Kysely<Database>, request: Request): Promise<Response> {
  const input = await readInput(db, request, ProductDeleteSchema);
  if (!input.ok) return input.response;
  try {
    if (!(await deleteProduct(db, input.data.id))) return fail(404, "That product no longer exists");
    invalidateCatalogCache();
    log("info", "admin deleted product", { id: input.data.id });
    return answer(200, { success: true, id: input.data.id });
  } catch (error) {
    return storeFailed("delete product", error);
  }
}

/** POST /api/move-product.php: {id, direction: "up" | "down"}; the order is the review rank. */
export async function handleMoveProduct(db: Kysely<Database>, request: Request): Promise<Response> {
  const input = await readInput(db, request, ProductMoveSchema);
  if (!input.ok) return input.response;
  try {
    const result = await moveProduct(db, input.data.id, input.data.direction);
    if (result === "missing") return fail(404, "That product no longer exists");
    if (result === "edge")
      return fail(409, `That product is already ${input.data.direction === "up" ? "first" : "last"} in its category`);
    invalidateCatalogCache();
    return answer(200, { success: true, id: input.data.id });
  } catch (error) {
    return storeFailed("move product", error);
  }
}
