import { Form, Link } from "react-router";
import { useI18n } from "#app/lib/i18n/i18n";
import type { ApplicationStatus } from "#domain/application-tracker";

const button =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

/**
 * "Track this application": a plain POST form that starts tracking the job and opens its
 * application page (in the page's language, which `returnTo` carries); when the job is already
 * tracked, a link to that page with its status, named by `status` in the page's language (or, from
 * a page that passes only an English `statusLabel`, by that).
 */
export function TrackApplicationButton({
  jobId,
  title,
  tracked,
  returnTo,
}: {
  jobId: string;
  title: string;
  tracked: { id: string; status: ApplicationStatus } | null;
  returnTo: string;
}) {
  const { t, href } = useI18n();
  if (tracked) {
    const status = t(`account.dashboard.status.${tracked.status}`);
    return (
      <Link
        to={href(`/account/applications/${tracked.id}`)}
        className={button}
        aria-label={t("account.dashboard.track.trackingLabel", { title, status })}
      >
        {t("account.dashboard.track.tracking", { status })}
      </Link>
    );
  }
  return (
    <Form method="post" action="/account/applications/track" className="inline-flex">
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button
        type="submit"
        className={button}
        aria-label={t("account.dashboard.track.buttonLabel", { title })}
      >
        {t("account.dashboard.track.button")}
      </button>
    </Form>
  );
}
