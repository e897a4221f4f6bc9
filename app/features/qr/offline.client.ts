/**
 * Registers the generator's offline worker (public/qrcoder-sw.js), scoped to /qrcoder only, once
 * the page has loaded and the browser is idle: installing it fetches the page and its files again,
 * which would otherwise compete with the page's own start-up for the network and the processor.
 * updateViaCache "none": the browser checks the worker file itself on every visit.
 * Returns a function that cancels a registration not yet started (the page was left before).
 */
export function registerQrOfflineWorker(): () => void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return () => {};
  let cancelled = false;
  const hasIdle = typeof window.requestIdleCallback === "function";
  let idle: number | undefined;
  const register = () => {
    if (cancelled) return;
    navigator.serviceWorker.register("/qrcoder-sw.js", { scope: "/qrcoder", updateViaCache: "none" }).catch(() => {
      // Offline use is a bonus: the generator works the same without it.
    });
  };
  const whenIdle = () => {
    idle = hasIdle ? window.requestIdleCallback(register, { timeout: 5000 }) : window.setTimeout(register, 1000);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", whenIdle);
    if (idle !== undefined) {
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
  };
}
