/**
 * The one clock the server's time-dependent rules read (booking windows, outbox retries, retention,
 * ticket ages). Code that decides something from the time takes `now` as a parameter where it
 * can, and its callers pass `now()`; tests either pass their own date or pin the clock here.
 */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();
let current: Clock = systemClock;

export function now(): Date {
  return current();
}

/** Pins the clock (tests); `undefined` restores the system clock. */
export function setClock(clock: Clock | undefined): void {
  current = clock ?? systemClock;
}
