import { describePosted } from "#domain/posted-date";

/**
 * "Posted 3 days ago" in a `<time datetime>` with the full date as its tooltip. `now` comes from
 * the loader so the server and the browser render the same words.
 */
export function PostedDate({ postedAt, now }: { postedAt: string | null; now: string }) {
  const posted = describePosted(postedAt, new Date(now));
  if (!posted) return null;
  return (
    <span className="text-xs whitespace-nowrap text-slate-600">
      <time dateTime={posted.dateTime} title={`Posted ${posted.fullDate}`}>
        {posted.text}
      </time>
    </span>
  );
}
