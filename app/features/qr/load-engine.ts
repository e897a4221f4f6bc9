import { loadOnce } from "~/lib/load-once";

const engine = loadOnce(() => import("./engine"));

/** Loads the engine chunk once (from this site); a failed load may be retried later. */
export const loadQrEngine = engine.load;

/**
 * Starts fetching the engine on the first focus in the generator: by the time a visitor has
 * typed and pressed Generate it is there, and from then on it is there offline too (the page's
 * worker keeps the files). Not with the page itself, where evaluating it (the QR library and
 * the zod schemas) would hold up a phone's main thread while the page is still starting up.
 */
export const preloadQrEngine = engine.preload;
