import crypto from "node:crypto";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DbHandle } from "~/db/client.server";
import { invalidate, onInvalidate } from "~/lib/memo.server";
import { setLogLevel } from "~/lib/log.server";

import { openMigratedDatabase, testDatabaseKinds } from "../../tests/db";

import { CACHE_CHANNEL, startCacheBus, type CacheBus } from "./cache-bus.server";

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(testDatabaseKinds())("cache invalidation across app servers on $kind", ({ kind, make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let bus: CacheBus;
  // A scope of this run's own, so other test runs sharing the database cannot disturb the counts.
  const scope = `t${crypto.randomBytes(4).toString("hex")}`;
  let calls = 0;
  onInvalidate(scope, () => (calls += 1));

  const notifyFromOutside = async (payload: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query("select pg_notify($1, $2)", [CACHE_CHANNEL, payload]);
    } finally {
      await client.end();
    }
  };
  // A second scope whose message, sent after the ones under test, says they have all arrived:
  // PostgreSQL delivers a channel's notifications in the order they were sent.
  const markerScope = `${scope}m`;
  let markers = 0;
  onInvalidate(markerScope, () => (markers += 1));
  const allDelivered = async () => {
    const before = markers;
    await notifyFromOutside(`other-server ${markerScope}`);
    await until(() => markers === before + 1);
  };

  beforeAll(async () => {
    setLogLevel("silent");
    ({ handle, cleanup } = await openMigratedDatabase(make));
    bus = await startCacheBus(handle);
  });
  afterAll(async () => {
    await bus.stop();
    await cleanup();
    setLogLevel("info");
  });

  it("a write here clears the scope here once (its own message is not applied twice)", async () => {
    calls = 0;
    invalidate(scope);
    expect(calls).toBe(1);
    if (kind === "postgres") await allDelivered();
    expect(calls).toBe(1);
  });

  it.runIf(kind === "postgres")("a message from another server clears the named scope; malformed ones are ignored", async () => {
    calls = 0;
    await notifyFromOutside(`other-server ${scope}`);
    await until(() => calls === 1);
    await notifyFromOutside(`other-server ${scope.toUpperCase()}; drop table products`);
    await notifyFromOutside("");
    await notifyFromOutside(`${bus.serverId} ${scope}`);
    await allDelivered();
    expect(calls).toBe(1);
  });

  it.runIf(kind === "postgres")("a lost listening connection comes back and clears everything it may have missed", async () => {
    calls = 0;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [
        `site-cache-bus-${bus.serverId}`,
      ]);
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await until(() => calls >= 1, 5000);
    const afterReconnect = calls;
    await notifyFromOutside(`other-server ${scope}`);
    await until(() => calls === afterReconnect + 1);
  });
});
