import { describe, expect, it } from "vitest";

import { createWorkQueue } from "./work-queue.server";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("the work queue", () => {
  it("runs at most `concurrency` tasks at once and turns away anyone past the waiting places", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 3 });
    let running = 0;
    let most = 0;
    const places = Array.from({ length: 8 }, () => queue.tryEnter());
    expect(places.filter((p) => p === null)).toHaveLength(3);
    const results = await Promise.all(
      places.flatMap((place, i) =>
        place
          ? [
              place.run(async () => {
                running += 1;
                most = Math.max(most, running);
                await tick();
                running -= 1;
                return i;
              }),
            ]
          : [],
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(queue.stats()).toEqual({ held: 0, running: 0 });
  });

  it("frees a place that leaves without running, and after a task fails", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    const place = queue.tryEnter()!;
    expect(queue.tryEnter()).toBeNull();
    place.leave();
    place.leave();
    const failing = queue.tryEnter()!;
    await expect(failing.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(queue.stats()).toEqual({ held: 0, running: 0 });
    expect(queue.tryEnter()).not.toBeNull();
  });
});
