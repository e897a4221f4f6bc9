import { setTimeout as delay } from "node:timers/promises";
import type { Kysely } from "kysely";

import { openDatabase, type DbHandle } from "./client.server";
import { migrateToLatest } from "./migrate.server";
import { runSeeders } from "./seed";
import type { Database } from "./types";

let handle: DbHandle | undefined;

/** Opens, migrates and (on first start) seeds the database named by DATABASE_URL. */
export async function initDatabase(url: string | undefined): Promise<DbHandle> {
  if (handle) return handle;
  const opened = openDatabase(url);
  try {
    await migrateToLatest(opened.db);
    await runSeeders(opened.db);
  } catch (error) {
    await opened.destroy().catch(() => {});
    throw error;
  }
  handle = opened;
  return handle;
}

export function getDbHandle(): DbHandle {
  if (!handle) throw new Error("Database not initialised: call initDatabase() at start");
  return handle;
}

export function getDb(): Kysely<Database> {
  return getDbHandle().db;
}

export async function closeDatabase(): Promise<void> {
  const h = handle;
  handle = undefined;
  await h?.destroy();
}

/** Whether the database answers a ping within `timeoutMs` (the health check's question). */
export async function databaseAnswers(timeoutMs = 2000): Promise<boolean> {
  const ping = getDbHandle()
    .ping()
    .then(
      () => true,
      () => false,
    );
  return Promise.race([ping, delay(timeoutMs, false, { ref: false })]);
}
