import crypto from "node:crypto";

import { sql } from "kysely";

import type { DbHandle } from "~/db/client.server";
import { listenForNotifications } from "~/db/notifications.server";
import { invalidateAllLocally, invalidateLocally, setInvalidationBroadcaster } from "~/lib/memo.server";
import { log } from "~/lib/log.server";

/** The PostgreSQL channel app servers tell each other about cache invalidations on. */
export const CACHE_CHANNEL = "site_cache_invalidate";

export interface CacheBus {
  /** Names this server in its messages (and its listening connection's application_name). */
  serverId: string;
  stop(): Promise<void>;
}

const SCOPE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * On PostgreSQL, a write on one app server clears the same caches on every other at once:
 * invalidate() sends NOTIFY with the scope's name, and each server LISTENs and clears that
 * scope locally (its own messages are skipped). On SQLite there is one server and nothing to
 * do.
 */
export async function startCacheBus(handle: DbHandle): Promise<CacheBus> {
  const serverId = crypto.randomBytes(8).toString("hex");
  if (handle.kind !== "postgres" || !handle.connectionString) return { serverId, stop: async () => {} };
  const listener = await listenForNotifications({
    connectionString: handle.connectionString,
    channel: CACHE_CHANNEL,
    onMessage(payload) {
      const [from, scope] = payload.split(" ", 2);
      if (from === serverId) return;
      if (!scope || !SCOPE_NAME.test(scope)) {
        log("warn", "cache notifications: ignored a malformed message");
        return;
      }
      invalidateLocally(scope);
    },
    onReconnect: invalidateAllLocally,
    applicationName: `site-cache-bus-${serverId}`,
  });
  setInvalidationBroadcaster((scope) => {
    sql`select pg_notify(${CACHE_CHANNEL}, ${`${serverId} ${scope}`})`.execute(handle.db).catch((error: unknown) => {
      // The other servers fall back on their cache TTLs.
      log("warn", "cache notifications: could not notify other servers", {
        errorName: error instanceof Error ? error.name : "error",
      });
    });
  });
  return {
    serverId,
    async stop() {
      setInvalidationBroadcaster(undefined);
      await listener.close();
    },
  };
}
