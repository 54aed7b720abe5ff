import { useId, type ReactNode } from "react";
import { ScrollRegion } from "./scroll-region";

// Bar charts drawn on the server as SVG, with no chart library: the bars are an SVG that scales
// with its box (viewBox), while every word (axis values, dates, legend) is HTML, so text keeps its
// size at 375 px as at 1280 px. Each chart is one image with a text alternative, and its figures
// are in a table under "Show the data".

export type ChartSeries = { name: string; values: number[]; colour: string };

/** Series colours, told apart by people with the common colour-vision deficiencies. */
export const SERIES_COLOURS = ["#1d4ed8", "#d97706", "#059669", "#7c3aed", "#db2777", "#64748b"];

const WIDTH = 600;
/** Horizontal bars: the name's line above each bar, and the longest bar's share of the width. */
const LABEL_HEIGHT = 18;
const BAR_SHARE = 0.85;
const HEIGHT = 200;
const nf = (value: number) => value.toLocaleString("en");

/** A round upper bound for the axis, at least `max`: 1, 2 or 5 times a power of ten above ten. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  // Small counts: the next even number, so the middle line is a whole number too.
  if (max <= 10) return Math.ceil(max) + (Math.ceil(max) % 2);
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** "2026-11-20" → "20 Nov". */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

function Legend({ series }: { series: ChartSeries[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {series.map((entry) => (
        <li key={entry.name} className="flex min-w-0 items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 shrink-0 rounded-sm"
            style={{ backgroundColor: entry.colour }}
          />
          <span className="break-words">{entry.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** A chart's figures: the first column names each row, the others hold its numbers. */
function DataTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <table className="w-full text-left text-xs tabular-nums">
      <thead className="bg-slate-50 text-slate-600">
        <tr>
          {columns.map((column, index) => (
            <th
              key={index}
              scope="col"
              className={index === 0 ? "px-2 py-1 font-medium" : "px-2 py-1 text-right font-medium"}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
}

function ChartFrame({
  title,
  summary,
  children,
  table,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
  table: React.ReactNode;
}) {
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
      <p className="mt-1 text-xs text-slate-600">{summary}</p>
      <div className="mt-3">{children}</div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand-700">Show the data</summary>
        <ScrollRegion label={`${title}: data`} className="mt-2">
          {table}
        </ScrollRegion>
      </details>
    </figure>
  );
}

/**
 * Stacked bars, one per day (oldest first). `summary` is the text alternative: what an operator
 * reads from the chart, in words.
 */
export function StackedDailyChart({
  title,
  summary,
  days,
  series,
  unit,
}: {
  title: string;
  summary: string;
  days: string[];
  series: ChartSeries[];
  unit: string;
}) {
  const id = useId();
  const totals = days.map((_, index) =>
    series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0),
  );
  const top = niceCeiling(Math.max(0, ...totals));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = slot * 0.7;
  const ticks = Number.isInteger(top / 2) ? [top, top / 2, 0] : [top, 0];
  return (
    <ChartFrame
      title={title}
      summary={summary}
      table={
        <DataTable columns={["Day", ...series.map((entry) => entry.name), "Total"]}>
          {days.map((day, index) => (
            <tr key={day}>
              <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                {day}
              </th>
              {series.map((entry) => (
                <td key={entry.name} className="px-2 py-1 text-right">
                  {nf(entry.values[index] ?? 0)}
                </td>
              ))}
              <td className="px-2 py-1 text-right font-medium">{nf(totals[index] ?? 0)}</td>
            </tr>
          ))}
        </DataTable>
      }
    >
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          aria-hidden="true"
          className="flex h-40 flex-col justify-between text-right text-xs text-slate-500 tabular-nums sm:h-48"
        >
          {ticks.map((tick) => (
            <span key={tick} className="-my-2 leading-4">
              {nf(tick)}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-alt`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full sm:h-48"
        >
          <title id={`${id}-alt`}>{`${title}. ${summary}`}</title>
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT - (tick / top) * HEIGHT}
              y2={HEIGHT - (tick / top) * HEIGHT}
              stroke={tick === 0 ? "#94a3b8" : "#e2e8f0"}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            let y = HEIGHT;
            return (
              <g key={day}>
                {series.map((entry) => {
                  const value = entry.values[index] ?? 0;
                  if (value === 0) return null;
                  const height = (value / top) * HEIGHT;
                  y -= height;
                  return (
                    <rect
                      key={entry.name}
                      x={index * slot + (slot - barWidth) / 2}
                      y={y}
                      width={barWidth}
                      height={height}
                      fill={entry.colour}
                    />
                  );
                })}
              </g>
            );
          })}
        </svg>
        <span />
        <div
          aria-hidden="true"
          className="mt-1 flex justify-between text-xs text-slate-500 tabular-nums"
        >
          <span>{days[0] ? shortDay(days[0]) : ""}</span>
          <span>
            {days[Math.floor(days.length / 2)] ? shortDay(days[Math.floor(days.length / 2)]!) : ""}
          </span>
          <span>{days.at(-1) ? shortDay(days.at(-1)!) : ""}</span>
        </div>
      </div>
      <p className="sr-only">{`${unit} per day.`}</p>
      <Legend series={series} />
    </ChartFrame>
  );
}

/** Horizontal bars, one per row (most first), each labelled with its name and count. */
export function HorizontalBarChart({
  title,
  summary,
  rows,
  valueLabel,
}: {
  title: string;
  summary: string;
  rows: { name: string; count: number }[];
  valueLabel: string;
}) {
  const id = useId();
  const top = Math.max(1, ...rows.map((row) => row.count));
  const rowHeight = 40;
  const barHeight = 16;
  const height = Math.max(1, rows.length) * rowHeight;
  return (
    <ChartFrame
      title={title}
      summary={summary}
      table={
        <DataTable columns={["Organisation", valueLabel]}>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="px-2 py-1 font-normal">
                {row.name}
              </th>
              <td className="px-2 py-1 text-right">{nf(row.count)}</td>
            </tr>
          ))}
        </DataTable>
      }
    >
      {/* Each row: the name on one line, its bar under it, the count after the bar. */}
      <div className="relative">
        <svg
          role="img"
          aria-labelledby={`${id}-alt`}
          viewBox={`0 0 ${WIDTH} ${height}`}
          preserveAspectRatio="none"
          className="block w-full"
          style={{ height }}
        >
          <title id={`${id}-alt`}>{`${title}. ${summary}`}</title>
          {rows.map((row, index) => (
            <rect
              key={row.name}
              x={0}
              y={index * rowHeight + LABEL_HEIGHT}
              width={Math.max(2, (row.count / top) * WIDTH * BAR_SHARE)}
              height={barHeight}
              fill={SERIES_COLOURS[0]}
            />
          ))}
        </svg>
        <ol aria-hidden="true" className="absolute inset-0 text-xs text-slate-700">
          {rows.map((row) => (
            <li key={row.name} className="flex flex-col" style={{ height: rowHeight }}>
              <span
                className="truncate leading-4"
                style={{ height: LABEL_HEIGHT }}
                title={row.name}
              >
                {row.name}
              </span>
              <span
                className="pl-1.5 leading-4 tabular-nums"
                style={{ marginLeft: `${Math.max(0.4, (row.count / top) * BAR_SHARE * 100)}%` }}
              >
                {nf(row.count)}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </ChartFrame>
  );
}
