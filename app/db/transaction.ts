import type { Kysely } from "kysely";

import type { Database } from "./types";

/**
 * Runs `work` in a transaction: the caller's own when `db` already is one (so a caller can make
 * several writes one unit), else a new one.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
