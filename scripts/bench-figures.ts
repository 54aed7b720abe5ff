// How benchmark figures are printed, and the machine's load average beside them.
import fs from "node:fs";
import os from "node:os";
import type { Measured } from "./drive-load";

/** A drive's progress line: "420 req/s, p50 12, p95 30, p97.5 35, p99 41 ms". */
export const describeMeasured = (measured: Measured) =>
  `${measured.reqPerSec.toFixed(0)} req/s, p50 ${formatFigure(measured.p50)}, p95 ${formatFigure(measured.p95)}, p97.5 ${formatFigure(measured.p97_5)}, p99 ${formatFigure(measured.p99)} ms`;

/** The 1-, 5- and 15-minute load averages, as `uptime` prints them. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
}

/** A figure for a table: one decimal under 10, whole numbers above, "-" for none. */
export const formatFigure = (value: number) =>
  Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0);

/**
 * Other work on the machine skews the figures. Just before a mix, while the benchmark is idle,
 * sample how many processes are runnable (/proc/loadavg, minus the reader itself): about 0 on a
 * quiet machine, 2 or more means the CPUs were shared with something else.
 */
export async function otherRunnable(): Promise<number> {
  if (!fs.existsSync("/proc/loadavg")) return Number.NaN;
  // Let the previous load's queued requests drain first.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  let sum = 0;
  const samples = 10;
  for (let index = 0; index < samples; index++) {
    const running = Number(
      fs.readFileSync("/proc/loadavg", "utf8").split(" ")[3]?.split("/")[0] ?? 1,
    );
    sum += Math.max(0, running - 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return sum / samples;
}
