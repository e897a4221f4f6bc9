/**
 * While the lead call is in flight the bar grows by 20 every 500 ms but stops at 90, so it never
 * claims to be done early; once the call settles it shows 100 and the result follows 500 ms later.
 */
export const PROGRESS_STEP = 20;
export const PROGRESS_INTERVAL_MS = 500;
export const PROGRESS_CAP = 90;
export const PROGRESS_DONE = 100;
export const RESULT_DELAY_MS = 500;

export function nextProgress(current: number): number {
  return Math.min(current + PROGRESS_STEP, PROGRESS_CAP);
}

/** Ticks the bar until stopped. Returns the stop function. */
export function startProgressTicker(setProgress: (update: (current: number) => number) => void): () => void {
  const timer = setInterval(() => setProgress(nextProgress), PROGRESS_INTERVAL_MS);
  return () => clearInterval(timer);
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
