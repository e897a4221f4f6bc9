import { loadOnce } from "~/lib/load-once";

// The zod schemas (schema.ts) load with the first read of the saved collection rather than with
// the page; the engine brings them too. Once loaded, every check runs synchronously, exactly as
// with a static import.
const schema = loadOnce(() => import("./schema"));

export const loadSchema = schema.load;
/** The schemas if already loaded: use as `loadedSchema() ?? (await loadSchema())`, which awaits only the first time. */
export const loadedSchema = schema.loaded;
