/**
 * The heading row of an admin table: one column heading per label. Headings of number columns
 * (`alignEnd`) are set to the right, over their figures; those in `screenReaderOnly` are read out
 * but not shown (a column of buttons); `narrow` takes less room beside each.
 */
export function AdminTableHead({
  columns,
  alignEnd = [],
  screenReaderOnly = [],
  narrow = false,
}: {
  columns: readonly string[];
  alignEnd?: readonly string[];
  screenReaderOnly?: readonly string[];
  narrow?: boolean;
}) {
  const padding = narrow ? "px-3 py-2" : "px-4 py-2";
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
      <tr>
        {columns.map((label) => (
          <th
            key={label}
            scope="col"
            className={
              alignEnd.includes(label)
                ? `${padding} text-right font-medium`
                : `${padding} font-medium`
            }
          >
            {screenReaderOnly.includes(label) ? <span className="sr-only">{label}</span> : label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
