// The QR generator's offline worker, scoped to /qrcoder: nothing else on the site is cached.
// The page is fetched from the network first (so an update shows on the next visit) and kept as
// the offline copy; the hashed build files it uses never change, so they are served from the cache.
const CACHE = "qrcoder-v1";
const PAGE = "/qrcoder";

async function cachePageAndAssets() {
  const cache = await caches.open(CACHE);
  const response = await fetch(PAGE, { cache: "no-store" });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(PAGE, response);
  const assets = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  // The engine and the toasts load on first use, so the page does not name their files: the build
  // lists them (vite.config.ts, qrOfflineFiles). Without that list the worker still keeps what is used.
  const engine = await fetch("/qrcoder-offline.json", { cache: "no-store" })
    .then((r) => (r.ok ? r.json() : []))
    .catch(() => []);
  if (Array.isArray(engine)) {
    for (const url of engine) if (typeof url === "string" && /^\/assets\/[\w.-]+\.(?:js|css)$/.test(url)) assets.add(url);
  }
  await Promise.all([...assets].map((url) => cache.add(url).catch(() => {})));
}

self.addEventListener("install", (event) => {
  event.waitUntil(cachePageAndAssets().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (url.pathname !== PAGE) return;
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
          }
          return response;
        })
        .catch(() => caches.match(PAGE).then((cached) => cached ?? Response.error())),
    );
    return;
  }
  // Build files (hashed names, immutable): the cache first, else the network, kept for next time.
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
