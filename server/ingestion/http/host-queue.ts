/**
 * Politeness per host: at most `maxConcurrency` requests in flight to one host (one by default in
 * the ingestion client), and consecutive request starts to that host at least the host's delay
 * apart. The delay is the client's default, or longer when the site asks for more (robots.txt
 * `Crawl-delay`, see `setDelay`); a `Retry-After` answer or a back-off holds the whole host back
 * (`holdOff`). One queue per HTTP client, first come first served; hosts are independent.
 */
export type HostQueue = {
  /** Resolves when a request to `host` may start; call the returned function when it has ended. */
  acquire(host: string): Promise<() => void>;
  /**
   * The minimum time between two request starts to `host` from now on (never below the queue's
   * default). The next start is pushed back if the last one was more recent than that.
   */
  setDelay(host: string, delayMs: number): void;
  /** No request to `host` starts in the next `ms` milliseconds (e.g. the server's Retry-After). */
  holdOff(host: string, ms: number): void;
};

/** Time for the queue: tests inject a clock that records the waits instead of sleeping. */
export type QueueClock = {
  /** Milliseconds on a monotonic clock. */
  now(): number;
  sleep(ms: number): Promise<void>;
};

export const realClock: QueueClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

type HostState = {
  active: number;
  /** Delay asked for this host (robots.txt); the default applies when it is smaller. */
  delayMs: number;
  lastStart: number | null;
  nextStart: number;
  waiters: (() => void)[];
  sleeping: boolean;
};

export function createHostQueue(
  delayMs: number,
  maxConcurrency: number,
  clock: QueueClock = realClock,
): HostQueue {
  const hosts = new Map<string, HostState>();
  const limit = Math.max(1, Math.floor(maxConcurrency));
  const defaultDelay = Math.max(0, delayMs);

  const forgetIdleHosts = () => {
    const now = clock.now();
    for (const [host, state] of hosts)
      if (
        state.active === 0 &&
        state.waiters.length === 0 &&
        !state.sleeping &&
        now >= state.nextStart
      )
        hosts.delete(host);
  };

  const stateOf = (host: string): HostState => {
    let state = hosts.get(host);
    if (!state) {
      if (hosts.size >= 1000) forgetIdleHosts();
      state = {
        active: 0,
        delayMs: 0,
        lastStart: null,
        nextStart: 0,
        waiters: [],
        sleeping: false,
      };
      hosts.set(host, state);
    }
    return state;
  };

  const pump = (state: HostState) => {
    if (state.sleeping) return;
    while (state.waiters.length > 0 && state.active < limit) {
      const now = clock.now();
      const wait = state.nextStart - now;
      if (wait > 0) {
        state.sleeping = true;
        void clock.sleep(Math.ceil(wait)).then(() => {
          state.sleeping = false;
          pump(state);
        });
        return;
      }
      state.active += 1;
      state.lastStart = now;
      state.nextStart = now + Math.max(defaultDelay, state.delayMs);
      state.waiters.shift()!();
    }
  };

  return {
    acquire(host) {
      const state = stateOf(host);
      return new Promise((resolve) => {
        state.waiters.push(() => {
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            state.active -= 1;
            pump(state);
          });
        });
        pump(state);
      });
    },
    setDelay(host, ms) {
      const state = stateOf(host);
      state.delayMs = Math.max(0, ms);
      if (state.lastStart !== null)
        state.nextStart = Math.max(
          state.nextStart,
          state.lastStart + Math.max(defaultDelay, state.delayMs),
        );
    },
    holdOff(host, ms) {
      const state = stateOf(host);
      state.nextStart = Math.max(state.nextStart, clock.now() + Math.max(0, ms));
    },
  };
}
