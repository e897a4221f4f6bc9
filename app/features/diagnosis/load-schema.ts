// The forms' zod schemas load when a visitor starts on a form (focus) rather than with the page.
// Once loaded, a submit checks synchronously, exactly as with a static import.
let loaded: typeof import("./schema") | undefined;

export function loadSchema() {
  return import("./schema").then((m) => (loaded = m));
}

/** The schemas if already loaded: use as `loadedSchema() ?? (await loadSchema())`, which awaits only the first time. */
export function loadedSchema() {
  return loaded;
}
