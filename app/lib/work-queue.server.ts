/** A place in a work queue: run one task when a slot frees up, or leave without running. */
export interface QueuePlace {
  run<T>(task: () => Promise<T>): Promise<T>;
  leave(): void;
}

export interface WorkQueue {
  /** A place in line, or null when every running and waiting place is taken: refuse at once. */
  tryEnter(): QueuePlace | null;
  /** Places held (running or waiting) and tasks running now; for tests and checks. */
  stats(): { held: number; running: number };
}

/**
 * Bounds costly work (password hashing): at most `concurrency` tasks run at once and at most
 * `maxWaiting` more wait their turn. Anyone beyond that is turned away at once instead of
 * piling up behind the others, so a burst cannot fill the thread pool every page shares.
 */
export function createWorkQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): WorkQueue {
  let held = 0;
  let running = 0;
  const waiting: Array<() => void> = [];

  const startNext = () => {
    while (running < concurrency && waiting.length > 0) {
      running += 1;
      waiting.shift()!();
    }
  };

  return {
    tryEnter() {
      if (held >= concurrency + maxWaiting) return null;
      held += 1;
      let used = false;
      const release = () => {
        if (used) return;
        used = true;
        held -= 1;
      };
      return {
        async run<T>(task: () => Promise<T>): Promise<T> {
          if (used) throw new Error("This queue place has already been used");
          await new Promise<void>((resolve) => {
            waiting.push(resolve);
            startNext();
          });
          try {
            return await task();
          } finally {
            running -= 1;
            release();
            startNext();
          }
        },
        leave: release,
      };
    },
    stats: () => ({ held, running }),
  };
}
