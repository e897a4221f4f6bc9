import pg from "pg";

import { log } from "~/lib/log.server";

export interface NotificationListener {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Holds one PostgreSQL connection that LISTENs on `channel` and hands each payload to
 * `onMessage`. A lost connection is re-opened with backoff; `onReconnect` runs after each
 * re-open, because messages sent while it was away are lost.
 */
export async function listenForNotifications(options: {
  connectionString: string;
  channel: string;
  onMessage: (payload: string) => void;
  onReconnect: () => void;
  /** Names the connection in pg_stat_activity. */
  applicationName?: string;
}): Promise<NotificationListener> {
  const { connectionString, channel, onMessage, onReconnect, applicationName } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid notification channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      application_name: applicationName,
    });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = undefined;
      next.end().catch(() => {});
      schedule();
    };
    next.on("error", drop);
    next.on("end", drop);
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
  };

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      open().then(onReconnect, (error) => {
        log("warn", "cache notifications: reconnect failed", { errorName: error instanceof Error ? error.name : "error" });
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        schedule();
      });
    }, retryMs);
    timer.unref();
  };

  try {
    await open();
  } catch (error) {
    log("warn", "cache notifications: cannot listen yet, retrying", { errorName: error instanceof Error ? error.name : "error" });
    schedule();
  }

  return {
    async close() {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
