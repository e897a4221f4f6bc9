import type { ExternalToast } from "sonner";

/**
 * Shows a toast without putting sonner in the page's first-visit bundle; the root layout
 * loads the same chunk lazily for its Toaster, and sonner queues toasts made before it mounts.
 */
export function notify(kind: "success" | "error", message: string, options?: ExternalToast): Promise<void> {
  return import("sonner").then(({ toast }) => {
    toast[kind](message, options);
  });
}
