import { loadOnce } from "~/lib/load-once";

// The lead call and the result view (outcome.ts) load when a visitor starts on the form (focus)
// or, at the latest, sends it, rather than with the page. The tool has it before it shows a
// result, so the result renders complete at once, with its heading to take the focus.
const outcome = loadOnce(() => import("./outcome"));

export const loadOutcome = outcome.load;
/** The result view if already loaded: `loadedOutcome() ?? (await loadOutcome())` awaits only the first time. */
export const loadedOutcome = outcome.loaded;
export const preloadOutcome = outcome.preload;
