type QrEngine = typeof import("./engine");

let engine: Promise<QrEngine> | null = null;

/** Loads the engine chunk once (from this site); a failed load may be retried later. */
export function loadQrEngine(): Promise<QrEngine> {
  engine ??= import("./engine").catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

/** Fetches the engine while the browser is idle, so a later click (or lost connection) finds it ready. */
export function preloadQrEngine(): () => void {
  const warm = () => void loadQrEngine().catch(() => {});
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(warm, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(warm, 1000);
  return () => window.clearTimeout(timer);
}
