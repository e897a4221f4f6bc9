// The lead call and the result view (outcome.ts) load when a visitor starts on the form (focus)
// or, at the latest, sends it, rather than with the page. The tool has it before it shows a
// result, so the result renders complete at once, with its heading to take the focus.
let loaded: typeof import("./outcome") | undefined;

export function loadOutcome() {
  return import("./outcome").then((m) => (loaded = m));
}

/** The result view if already loaded: `loadedOutcome() ?? (await loadOutcome())` awaits only the first time. */
export function loadedOutcome() {
  return loaded;
}
