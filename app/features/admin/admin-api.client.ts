import type { AdminProductRecord } from "~/features/catalog";

/** Spec §8 "Admin": the list call's failure message. */
export const LIST_FAILED = "Failed to fetch products";

export class InvalidProductDataError extends Error {}

/** GET /api/get-products.php?category= (spec §7); anything but an array is invalid data. */
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

export type WriteResult = { ok: true; id: number } | { ok: false; error: string | undefined };

/** POSTs JSON to one of the admin write APIs and reads {success, error} (spec §7). */
export async function postProductWrite(path: string, body: unknown): Promise<WriteResult> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { success?: unknown; id?: unknown; error?: unknown } | null;
  if (response.ok && json?.success === true) return { ok: true, id: Number(json.id) };
  return { ok: false, error: typeof json?.error === "string" && json.error ? json.error : undefined };
}
