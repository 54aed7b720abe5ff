/** "3 h ago", "2 d ago": how long before `now` (both ISO strings) an instant was; exact time in the tooltip. */
export function RelativeTime({ value, now }: { value: string | null; now: string }) {
  if (!value) return <span className="text-slate-500">never</span>;
  const seconds = Math.max(0, (Date.parse(now) - Date.parse(value)) / 1000);
  const text =
    seconds < 60
      ? "just now"
      : seconds < 3600
        ? `${Math.floor(seconds / 60)} min ago`
        : seconds < 86_400
          ? `${Math.floor(seconds / 3600)} h ago`
          : `${Math.floor(seconds / 86_400)} d ago`;
  return (
    <time dateTime={value} title={`${value.slice(0, 16).replace("T", " ")} UTC`}>
      {text}
    </time>
  );
}
