// Debian's chromium, as every browser-driving tool here launches it (Playwright, Lighthouse):
// no sandbox as root, and no background traffic to hosts this machine cannot reach.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
