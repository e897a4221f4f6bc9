import { describe, expect, it, vi } from "vitest";

import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("downloads once for any number of callers and keeps the module", async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const once = loadOnce(importer);
    expect(once.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([once.load(), once.load()]);
    expect(a).toBe(b);
    expect(once.loaded()).toBe(a);
    await once.load();
    once.preload();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed download, so the next call tries again", async () => {
    const importer = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ ok: true });
    const once = loadOnce(importer);
    await expect(once.load()).rejects.toThrow("Failed to fetch");
    expect(once.loaded()).toBeUndefined();
    await expect(once.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("preload swallows a failure instead of leaving an unhandled rejection", async () => {
    const once = loadOnce(() => Promise.reject(new Error("offline")));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      once.preload();
      await new Promise((r) => setTimeout(r, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
