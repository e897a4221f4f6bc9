import type { Migration } from "kysely";

import * as m0001 from "./0001-app-meta";
import * as m0002 from "./0002-products";

/**
 * Migrations are imported statically (not read from disk) so they travel inside
 * the server bundle. Add new ones at the end; never rename an existing key.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-app-meta": m0001,
  "0002-products": m0002,
};
