// How benchmark figures are printed, and the machine's load average beside them.
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
