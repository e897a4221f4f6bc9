// The zod schemas (schema.ts) load with the first read of the saved collection rather than with
// the page; the engine brings them too. Once loaded, every check runs synchronously, exactly as
// with a static import.
let loaded: typeof import("./schema") | undefined;

export function loadSchema() {
  return import("./schema").then((m) => (loaded = m));
}

/** The schemas if already loaded: use as `loadedSchema() ?? (await loadSchema())`, which awaits only the first time. */
export function loadedSchema() {
  return loaded;
}
