/**
 * The one in-memory cache for data read from the database. Values are grouped in named scopes
 * ("catalog", "motherboards"); a write calls invalidate(scope), which drops every value of the
 * scope at once on this server and, through the broadcaster the server installs at start
 * (PostgreSQL LISTEN/NOTIFY), on every other app server. The TTL is the safety net for a
 * missed message.
 */

interface Scope {
  generation: number;
  onInvalidate: Array<() => void>;
}

const scopes = new Map<string, Scope>();

function scopeOf(name: string): Scope {
  let scope = scopes.get(name);
  if (!scope) scopes.set(name, (scope = { generation: 0, onInvalidate: [] }));
  return scope;
}

type Broadcaster = (scope: string) => void;
let broadcaster: Broadcaster | undefined;

/** Installed by the server when other app servers share the database; undefined removes it. */
export function setInvalidationBroadcaster(next: Broadcaster | undefined): void {
  broadcaster = next;
}

/** Runs `listener` whenever the scope is invalidated, here or (through the broadcaster) elsewhere. */
export function onInvalidate(scope: string, listener: () => void): void {
  scopeOf(scope).onInvalidate.push(listener);
}

/**
 * Drops the scope's values on this server only: what a message from another server calls. A
 * name no module on this server uses is ignored.
 */
export function invalidateLocally(scope: string): void {
  const s = scopes.get(scope);
  if (!s) return;
  s.generation += 1;
  for (const listener of s.onInvalidate) listener();
}

/** Drops every scope on this server, for when messages from other servers may have been missed. */
export function invalidateAllLocally(): void {
  for (const name of scopes.keys()) invalidateLocally(name);
}

/** Call after a committed write: drops the scope here and tells the other app servers. */
export function invalidate(scope: string): void {
  scopeOf(scope);
  invalidateLocally(scope);
  broadcaster?.(scope);
}

interface Entry<T> {
  generation: number;
  at: number;
  value: Promise<T>;
  /** Set once the load settles successfully, so hot paths can answer without awaiting. */
  settled?: { value: T };
}

export interface Memo<T> {
  /** The value for `key`, loaded once per TTL and generation; concurrent callers share one load. */
  get(owner: object, key: string, load: () => Promise<T>, now?: number): Promise<T>;
  /** The fresh, already loaded value, or undefined when a load is needed. */
  peek(owner: object, key: string, now?: number): T | undefined;
}

/**
 * A keyed memo of promises, per owner (the database handle, so tests on two databases in one
 * process never share values), bounded to `maxEntries` keys per owner (the oldest goes first).
 * A failed load is not remembered.
 */
export function createMemo<T>(options: { scope: string; ttlMs: number; maxEntries: number }): Memo<T> {
  const scope = scopeOf(options.scope);
  const perOwner = new WeakMap<object, Map<string, Entry<T>>>();
  const fresh = (entry: Entry<T> | undefined, now: number): entry is Entry<T> =>
    !!entry && entry.generation === scope.generation && now - entry.at < options.ttlMs;

  return {
    get(owner, key, load, now = Date.now()) {
      let map = perOwner.get(owner);
      if (!map) perOwner.set(owner, (map = new Map()));
      const hit = map.get(key);
      if (fresh(hit, now)) return hit.value;
      // The generation is read before the load starts, so a write that lands mid-read marks this entry stale.
      const entry: Entry<T> = { generation: scope.generation, at: now, value: load() };
      map.delete(key);
      if (map.size >= options.maxEntries) map.delete(map.keys().next().value!);
      map.set(key, entry);
      const entries = map;
      entry.value.then(
        (value) => {
          entry.settled = { value };
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    peek(owner, key, now = Date.now()) {
      const hit = perOwner.get(owner)?.get(key);
      return fresh(hit, now) ? hit.settled?.value : undefined;
    },
  };
}
