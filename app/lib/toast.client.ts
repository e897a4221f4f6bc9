import type { ExternalToast, ToasterProps } from "sonner";

/** "default" is sonner's plain toast; the others take its success, error and info styles. */
export type ToastKind = "default" | "success" | "error" | "info";

/** At most this many toasts show at once; older ones wait behind the newest. */
export const TOAST_LIMIT = 3;

/**
 * Where toasts appear. Bottom-right on a desktop and along the bottom on a phone (sonner spans
 * the width below 600 px), so they never cover the header, the nav or a page's heading; a toast
 * says what happened somewhere else, never what the page already shows where the visitor looks.
 */
export const TOASTER_PROPS = {
  position: "bottom-right",
  visibleToasts: TOAST_LIMIT,
  richColors: true,
  closeButton: true,
} as const satisfies ToasterProps;

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
