/**
 * A module loaded on first use (a dynamic import), shared by every caller: one download at a
 * time, the module kept once it has arrived, and a failed download forgotten so that the next
 * call tries again (a flaky network, or a tab left open across a deploy). The one way the site
 * loads code on demand.
 */
export interface LoadOnce<T> {
  /** The module, downloading it if needed; rejects when the download fails. */
  load(): Promise<T>;
  /** The module if it has arrived: `loaded() ?? (await load())` waits only the first time. */
  loaded(): T | undefined;
  /** Starts the download and does not wait; a failure is left for the next `load()` to report. */
  preload(): void;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const load = (): Promise<T> => {
    if (value !== undefined) return Promise.resolve(value);
    pending ??= importer().then(
      (module) => {
        value = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    loaded: () => value,
    preload: () => {
      load().catch(() => {});
    },
  };
}
