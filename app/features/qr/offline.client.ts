/**
 * Registers the generator's offline worker (public/qrcoder-sw.js), scoped to /qrcoder only.
 * updateViaCache "none": the browser checks the worker file itself on every visit.
 */
export function registerQrOfflineWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register("/qrcoder-sw.js", { scope: "/qrcoder", updateViaCache: "none" }).catch(() => {
    // Offline use is a bonus: the generator works the same without it.
  });
}
