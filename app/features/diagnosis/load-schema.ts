import { loadOnce } from "~/lib/load-once";

// The forms' zod schemas load when a visitor starts on a form (focus) rather than with the page.
// Once loaded, a submit checks synchronously, exactly as with a static import.
const schema = loadOnce(() => import("./schema"));

export const loadSchema = schema.load;
/** The schemas if already loaded: use as `loadedSchema() ?? (await loadSchema())`, which awaits only the first time. */
export const loadedSchema = schema.loaded;
export const preloadSchema = schema.preload;
