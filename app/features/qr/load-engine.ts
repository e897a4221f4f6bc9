import { loadOnce } from "~/lib/load-once";

const engine = loadOnce(() => import("./engine"));

/** Loads the engine chunk once (from this site); a failed load may be retried later. */
export const loadQrEngine = engine.load;

/** Fetches the engine while the browser is idle, so a later click (or lost connection) finds it ready. */
export function preloadQrEngine(): () => void {
  const warm = engine.preload;
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(warm, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(warm, 1000);
  return () => window.clearTimeout(timer);
}
