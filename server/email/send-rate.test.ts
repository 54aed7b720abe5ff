import { expect, test } from "vitest";
import { createSendRate } from "./send-rate";

/** A clock whose sleeps return at once; `sleepsPass` moves the time on by each sleep. */
function fakeClock(sleepsPass = true) {
  let now = 1000;
  const sleeps: number[] = [];
  return {
    sleeps,
    clock: {
      now: () => now,
      sleep: (ms: number) => {
        sleeps.push(ms);
        if (sleepsPass) now += ms;
        return Promise.resolve();
      },
    },
    advance: (ms: number) => (now += ms),
  };
}

test("turns are spaced evenly: 120 a minute is one every 500 ms, the first at once", async () => {
  const { clock, sleeps } = fakeClock();
  const rate = createSendRate(120, clock);
  for (let index = 0; index < 4; index++) await rate.acquire();
  expect(sleeps).toEqual([500, 500, 500]);
});

test("callers asking at the same time are spread out, not released together", async () => {
  const { clock, sleeps } = fakeClock(false);
  const rate = createSendRate(600, clock);
  // Asked for together, before anyone sleeps: each is given its own later turn.
  await Promise.all([rate.acquire(), rate.acquire(), rate.acquire()]);
  expect(sleeps).toEqual([100, 200]);
});

test("an idle limiter does not save up turns for a burst", async () => {
  const { clock, sleeps, advance } = fakeClock();
  const rate = createSendRate(60, clock);
  await rate.acquire();
  advance(10_000);
  await rate.acquire();
  await rate.acquire();
  expect(sleeps).toEqual([1000]);
});

test("0 means no limit", async () => {
  const { clock, sleeps } = fakeClock();
  const rate = createSendRate(0, clock);
  for (let index = 0; index < 5; index++) await rate.acquire();
  expect(sleeps).toEqual([]);
});
