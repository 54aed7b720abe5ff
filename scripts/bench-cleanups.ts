// The clean-up list of a benchmark script, run on success, failure or Ctrl-C.

export type BenchCleanups = {
  /** Registers a step; steps run last registered first. */
  add: (step: () => Promise<void> | void) => void;
  /**
   * Runs `main`, then every step once, and exits the process: 0 when `main` succeeded, 1 (its
   * error logged) when it failed.
   */
  runMain: (main: () => Promise<void>) => Promise<never>;
};

/**
 * A benchmark's clean-up list: servers to stop, temp directories and throw-away databases to
 * remove. The steps run once, on success, failure or SIGINT/SIGTERM (then the exit code is 130);
 * a step that fails is logged and the others still run.
 */
export function benchCleanups(log: (message: string) => void): BenchCleanups {
  const steps: (() => Promise<void> | void)[] = [];
  let cleaningUp: Promise<void> | null = null;
  const cleanUp = (): Promise<void> =>
    (cleaningUp ??= (async () => {
      for (const step of steps.reverse()) {
        try {
          await step();
        } catch (error) {
          log(`clean-up step failed: ${String(error)}`);
        }
      }
    })());
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      log(`${signal}: cleaning up`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  return {
    add: (step) => void steps.push(step),
    runMain: async (main) => {
      let failed = false;
      try {
        await main();
      } catch (error) {
        failed = true;
        log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      } finally {
        await cleanUp();
      }
      process.exit(failed ? 1 : 0);
    },
  };
}
