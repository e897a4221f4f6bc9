import type { AdminProductRecord } from "~/features/catalog";

/** The list call's failure message. */
const LIST_FAILED = "Failed to fetch products";

export class InvalidProductDataError extends Error {}

/** GET /api/get-products.php?category=; anything but an array is invalid data. */
export async function fetchAdminProducts(category: string, signal?: AbortSignal): Promise<AdminProductRecord[]> {
  const response = await fetch(`/api/get-products.php?category=${encodeURIComponent(category)}`, {
    headers: { Accept: "application/json" },
    // The admin must see its own writes at once, not a shared cache's copy.
    cache: "no-cache",
    signal,
  });
  if (!response.ok) throw new Error(LIST_FAILED);
  const body: unknown = await response.json().catch(() => undefined);
  if (!Array.isArray(body)) throw new InvalidProductDataError("Received invalid data from the server.");
  return body as AdminProductRecord[];
}

/** A write the API refused; `apiError` is its `error` text, when it sent one. */
class ProductWriteError extends Error {
  constructor(readonly apiError: string | undefined) {
    super(apiError ?? "The product write failed");
  }
}

/**
 * POSTs JSON to one of the admin write APIs and reads {success, id, error}. Resolves to the
 * product's id; a refusal throws ProductWriteError, a network failure throws as fetch does.
 */
export async function postProductWrite(path: string, body: unknown): Promise<number> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { success?: unknown; id?: unknown; error?: unknown } | null;
  if (response.ok && json?.success === true) return Number(json.id);
  throw new ProductWriteError(typeof json?.error === "string" && json.error ? json.error : undefined);
}

/** The text to show for a failed write: the API's own message, else `fallback`. */
export function writeFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ProductWriteError && error.apiError ? error.apiError : fallback;
}
