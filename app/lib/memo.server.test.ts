import { describe, expect, it, vi } from "vitest";

import { createMemo, invalidate, invalidateLocally, onInvalidate, setInvalidationBroadcaster } from "./memo.server";

describe("createMemo", () => {
  const owner = {};

  it("loads once per TTL, shares a load in flight, and answers peek only when settled and fresh", async () => {
    const memo = createMemo<number>({ scope: "memo-a", ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 7);
    const [a, b] = await Promise.all([memo.get(owner, "k", load, 0), memo.get(owner, "k", load, 10)]);
    expect([a, b, load.mock.calls.length]).toEqual([7, 7, 1]);
    expect(memo.peek(owner, "k", 500)).toBe(7);
    expect(memo.peek(owner, "k", 1000)).toBeUndefined();
    await memo.get(owner, "k", load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(memo.peek({}, "k", 1000)).toBeUndefined();
  });

  it("drops the scope's values on invalidate, including a load that was in flight", async () => {
    const memo = createMemo<string>({ scope: "memo-b", ttlMs: 60_000, maxEntries: 10 });
    let release!: (v: string) => void;
    const slow = memo.get(owner, "k", () => new Promise((r) => (release = r)));
    invalidate("memo-b");
    release("old");
    expect(await slow).toBe("old");
    expect(memo.peek(owner, "k")).toBeUndefined();
    expect(await memo.get(owner, "k", async () => "new")).toBe("new");
  });

  it("forgets a failed load so the next call tries again", async () => {
    const memo = createMemo<string>({ scope: "memo-c", ttlMs: 60_000, maxEntries: 10 });
    await expect(memo.get(owner, "k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.get(owner, "k", async () => "up")).toBe("up");
  });

  it("holds at most maxEntries keys per owner, dropping the oldest", async () => {
    const memo = createMemo<number>({ scope: "memo-d", ttlMs: 60_000, maxEntries: 3 });
    for (let i = 0; i < 10; i += 1) await memo.get(owner, `k${i}`, async () => i);
    expect([0, 6, 7, 8, 9].map((i) => memo.peek(owner, `k${i}`))).toEqual([undefined, undefined, 7, 8, 9]);
  });
});

describe("invalidation", () => {
  it("runs listeners, broadcasts its own writes only, and ignores unknown scope names", () => {
    const seen: string[] = [];
    const sent: string[] = [];
    onInvalidate("memo-e", () => seen.push("e"));
    setInvalidationBroadcaster((scope) => sent.push(scope));
    try {
      invalidate("memo-e");
      invalidateLocally("memo-e");
      invalidateLocally("never-registered");
    } finally {
      setInvalidationBroadcaster(undefined);
    }
    expect(seen).toEqual(["e", "e"]);
    expect(sent).toEqual(["memo-e"]);
  });
});
