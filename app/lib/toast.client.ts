import type { ExternalToast } from "sonner";

/** "default" is sonner's plain toast; the others take its success, error and info styles. */
export type ToastKind = "default" | "success" | "error" | "info";

/**
 * Shows a toast. sonner is imported with the first toast, not with the page, so it stays out of
 * every first-visit bundle: the root layout loads the same chunk lazily for its Toaster, and
 * sonner queues toasts made before the Toaster mounts.
 */
export function notify(kind: ToastKind, title: string, options?: ExternalToast): Promise<void> {
  return import("sonner").then(({ toast }) => {
    if (kind === "default") toast(title, options);
    else toast[kind](title, options);
  });
}
