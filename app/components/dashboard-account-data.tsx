import { Link } from "react-router";
import { SamePageForm } from "#app/components/same-page-form";
import {
  Feedback,
  card,
  h2,
  inputClass,
  secondary,
  type DashboardActionResult,
} from "#app/components/dashboard-parts";
import { useI18n } from "#app/lib/i18n/i18n";
import { formatDay, formatZonedTime } from "#app/components/application-dates";
import type { ApplicationEventKind, ApplicationStatus } from "#domain/application-tracker";

const strongLink = "font-semibold text-brand-700 hover:underline";

type DueNextItem = {
  id: string;
  title: string;
  organization: string;
  nextDue: { kind: ApplicationEventKind | "closing"; startsAt: string; timeZone: string };
};

/** How many applications the account tracks, by status, what is due next, and the way to them. */
export function ApplicationsSection({
  total,
  byStatus,
  dueNext,
}: {
  total: number;
  byStatus: readonly { status: ApplicationStatus; count: number }[];
  dueNext: readonly DueNextItem[];
}) {
  const { t, rich, href, intlLocale } = useI18n();
  return (
    <section aria-labelledby="applications-heading" className={`${card} lg:col-span-2`}>
      <h2 id="applications-heading" className={h2}>
        {t("account.dashboard.applications.heading", { count: total })}
      </h2>
      {total === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("account.dashboard.applications.empty")}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" data-testid="application-counts">
          {byStatus.map((item) => (
            <li
              key={item.status}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
            >
              {rich("account.dashboard.applications.countByStatus", {
                status: t(`account.dashboard.status.${item.status}`),
                count: item.count,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </li>
          ))}
        </ul>
      )}
      {dueNext.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">
            {t("account.dashboard.applications.dueNext")}
          </h3>
          <ul className="mt-1 divide-y divide-slate-100" data-testid="applications-due-next">
            {dueNext.map((item) => (
              <li key={item.id} className="flex flex-wrap gap-x-4 gap-y-0.5 py-2 text-sm">
                <span className="min-w-0 flex-1 basis-full sm:basis-0">
                  <Link
                    to={href(`/account/applications/${item.id}`)}
                    className="font-medium wrap-anywhere text-brand-800 hover:underline"
                  >
                    {item.title}
                  </Link>
                  <span className="text-slate-600">
                    {" · "}
                    {item.organization}
                  </span>
                </span>
                <span className="text-slate-700 sm:text-end">
                  <span className="font-medium">
                    {t(`applications.events.${item.nextDue.kind}`)}
                  </span>
                  {" · "}
                  {item.nextDue.kind === "closing"
                    ? formatDay(item.nextDue.startsAt, intlLocale)
                    : formatZonedTime(item.nextDue.startsAt, item.nextDue.timeZone, intlLocale)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3 text-sm">
        <Link to={href("/account/applications")} className={strongLink}>
          {t("account.dashboard.applications.link")}
        </Link>
      </p>
    </section>
  );
}

/** What the CV is for, and the way to it. */
export function CvSection() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="cv-heading" className={`${card} lg:col-span-2`}>
      <h2 id="cv-heading" className={h2}>
        {t("account.dashboard.cv.heading")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {t("account.dashboard.cv.text")}{" "}
        <Link to="/account/cv" className={strongLink}>
          {t("account.dashboard.cv.link")}
        </Link>
      </p>
    </section>
  );
}

/** The account's data as files to keep. */
export function ExportSection() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="export-heading" className={`${card} lg:col-span-2`}>
      <h2 id="export-heading" className={h2}>
        {t("account.dashboard.export.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("account.dashboard.export.text")}</p>
      <p className="mt-3 flex flex-wrap gap-3">
        {/* Document requests: files to save, not pages of this app. */}
        <a href="/account/export/data.json" download className={secondary}>
          {t("account.dashboard.export.json")}
        </a>
        <a href="/account/export/applications.csv" download className={secondary}>
          {t("account.dashboard.export.csv")}
        </a>
      </p>
    </section>
  );
}

/** Deleting the account, confirmed by typing a word of the page's language. */
export function DeleteAccountSection({ result }: { result: DashboardActionResult | undefined }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="delete-heading" className={`${card} border-red-200 lg:col-span-2`}>
      <h2 id="delete-heading" className={h2}>
        {t("account.dashboard.delete.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("account.dashboard.delete.text")}</p>
      <SamePageForm className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="delete-account" />
        <div>
          <label htmlFor="confirm-delete" className="block text-sm font-medium text-slate-800">
            {t("account.dashboard.delete.confirmLabel", {
              word: t("account.dashboard.delete.word"),
            })}
          </label>
          <input id="confirm-delete" name="confirm" autoComplete="off" className={inputClass} />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-9 items-center rounded-md bg-red-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          {t("account.dashboard.delete.submit")}
        </button>
      </SamePageForm>
      <Feedback result={result} intent="delete-account" />
    </section>
  );
}
