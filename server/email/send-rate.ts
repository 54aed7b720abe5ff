/** Holds each caller back until its turn: at most `perMinute` turns a minute, evenly spaced. */
export type SendRate = {
  /** Resolves when the caller may send; callers are served in the order they asked. */
  acquire(): Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One turn every 60 000 / perMinute milliseconds, with no burst; 0 (or less) means no limit.
 * Turns are handed out when asked for, so callers waiting at the same time are spread out rather
 * than released together.
 */
export function createSendRate(
  perMinute: number,
  clock: { now: () => number; sleep: (ms: number) => Promise<void> } = {
    now: () => performance.now(),
    sleep,
  },
): SendRate {
  if (!(perMinute > 0)) return { acquire: () => Promise.resolve() };
  const spacingMs = 60_000 / perMinute;
  let nextTurn = -Infinity;
  return {
    async acquire() {
      const now = clock.now();
      const turn = Math.max(now, nextTurn);
      nextTurn = turn + spacingMs;
      if (turn > now) await clock.sleep(turn - now);
    },
  };
}
