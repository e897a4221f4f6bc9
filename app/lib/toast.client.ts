import type { ComponentType } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

import { loadOnce } from "./load-once";

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
 * sonner, loaded with the first toast rather than with the page: a page that never toasts never
 * downloads it. It writes its own stylesheet into a <style> element as it loads (the CSP allows
 * inline styles), so its CSS file is not loaded as well.
 */
const sonner = loadOnce(() => import("sonner"));

/** Shows the Toaster it is given (the root layout's slot) and resolves once a toast may go in it. */
export type ToasterHost = (Toaster: ComponentType<ToasterProps>) => Promise<void>;
let host: ToasterHost | undefined;

/** The root layout says where the Toaster goes (and takes it back when it unmounts). */
export function setToasterHost(next: ToasterHost | undefined): void {
  host = next;
}

/**
 * Shows a toast, loading sonner with the first one and first showing the root layout's Toaster,
 * whose live region must be in the page before the first toast is said in it. Without a host (a
 * test that renders sonner's own Toaster) only the toast is made; sonner replays toasts to a
 * Toaster that subscribes later. Rejects when sonner cannot be downloaded.
 */
export async function notify(kind: ToastKind, title: string, options?: ExternalToast): Promise<void> {
  const module = await sonner.load();
  // Read only with a host: tests that mock sonner give it no Toaster.
  if (host) await host(module.Toaster);
  const { toast } = module;
  if (kind === "default") toast(title, options);
  else toast[kind](title, options);
}
