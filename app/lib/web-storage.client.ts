/**
 * The browser's localStorage or sessionStorage, or null where there is none (the server) or the
 * browser refuses it: with site data blocked, in a privacy mode or in a sandboxed frame, even
 * reading `window.localStorage` throws. Callers then go on without storage and say so.
 */
export function webStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}
