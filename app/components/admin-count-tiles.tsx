/** A row of labelled counts (what a run or a cleanup did), each in its own tile. */
export function AdminCountTiles({
  tiles,
  gridClassName,
}: {
  tiles: readonly (readonly [label: string, value: number])[];
  /** The grid's columns, which differ with how many tiles a page shows. */
  gridClassName: string;
}) {
  return (
    <dl className={`mt-3 grid gap-3 ${gridClassName}`}>
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
            {value.toLocaleString("en")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
