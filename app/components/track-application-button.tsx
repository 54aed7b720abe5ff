import { Form, Link } from "react-router";

const button =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

/**
 * "Track this application": a plain POST form that starts tracking the job and opens its
 * application page; when the job is already tracked, a link to that page with its status.
 */
export function TrackApplicationButton({
  jobId,
  title,
  tracked,
  returnTo,
}: {
  jobId: string;
  title: string;
  tracked: { id: string; statusLabel: string } | null;
  returnTo: string;
}) {
  if (tracked)
    return (
      <Link
        to={`/account/applications/${tracked.id}`}
        className={button}
        aria-label={`Your application for “${title}”: ${tracked.statusLabel}`}
      >
        Tracking: {tracked.statusLabel}
      </Link>
    );
  return (
    <Form method="post" action="/account/applications/track" className="inline-flex">
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button type="submit" className={button} aria-label={`Track your application for “${title}”`}>
        Track this application
      </button>
    </Form>
  );
}
