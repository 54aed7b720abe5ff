/**
 * Politeness per host: at most `maxConcurrency` requests in flight to one host, and consecutive
 * request starts to that host at least `delayMs` apart. One queue per HTTP client, first come first
 * served; hosts are independent.
 */
export type HostQueue = {
  /** Resolves when a request to `host` may start; call the returned function when it has ended. */
  acquire(host: string): Promise<() => void>;
};

type HostState = {
  active: number;
  nextStart: number;
  waiters: (() => void)[];
  timer?: NodeJS.Timeout;
};

export function createHostQueue(delayMs: number, maxConcurrency: number): HostQueue {
  const hosts = new Map<string, HostState>();
  const limit = Math.max(1, Math.floor(maxConcurrency));

  const forgetIdleHosts = () => {
    const now = performance.now();
    for (const [host, state] of hosts)
      if (
        state.active === 0 &&
        state.waiters.length === 0 &&
        !state.timer &&
        now >= state.nextStart
      )
        hosts.delete(host);
  };

  const pump = (state: HostState) => {
    if (state.timer) return;
    while (state.waiters.length > 0 && state.active < limit) {
      const now = performance.now();
      const wait = state.nextStart - now;
      if (wait > 0) {
        state.timer = setTimeout(() => {
          state.timer = undefined;
          pump(state);
        }, Math.ceil(wait));
        return;
      }
      state.active += 1;
      state.nextStart = now + delayMs;
      state.waiters.shift()!();
    }
  };

  return {
    acquire(host) {
      let state = hosts.get(host);
      if (!state) {
        if (hosts.size >= 1000) forgetIdleHosts();
        state = { active: 0, nextStart: 0, waiters: [] };
        hosts.set(host, state);
      }
      const current = state;
      return new Promise((resolve) => {
        current.waiters.push(() => {
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            current.active -= 1;
            pump(current);
          });
        });
        pump(current);
      });
    },
  };
}
