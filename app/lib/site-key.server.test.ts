import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../tests/db";
import type { DbHandle } from "~/db/client.server";

import { readSiteKey, siteMac } from "./site-key.server";

describe.each(testDatabaseKinds())("site keys on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  it("makes one key per purpose, the same for parallel first reads and after the cache is gone", async () => {
    const [a, b] = await Promise.all([readSiteKey(handle.db, "test_key_a"), readSiteKey(handle.db, "test_key_a")]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    const stored = await handle.db
      .selectFrom("app_meta")
      .select("value")
      .where("key", "=", "test_key_a")
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe(a);
    expect(await readSiteKey(handle.db, "test_key_b")).not.toBe(a);
    expect(await siteMac(handle.db, "test_key_a", "x")).toBe(await siteMac(handle.db, "test_key_a", "x"));
    expect(await siteMac(handle.db, "test_key_a", "x")).not.toBe(await siteMac(handle.db, "test_key_b", "x"));
  });
});
