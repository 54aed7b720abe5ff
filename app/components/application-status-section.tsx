import { SamePageForm } from "#app/components/same-page-form";
import { useI18n } from "#app/lib/i18n/i18n";
import type { ApplicationFormResult } from "#app/lib/application-form-result";
import { formatDay } from "#app/components/application-dates";
import { APPLICATION_STATUSES, type ApplicationStatus } from "#domain/application-tracker";
import { ApplicationSection, Feedback, INPUT, LABEL, PRIMARY } from "./application-form-parts";

/** Where an application stands: the form that moves it on, and every status it had, by date. */
export function ApplicationStatusSection({
  application,
  result,
}: {
  application: {
    status: ApplicationStatus;
    history: { status: ApplicationStatus; changedAt: string }[];
  };
  result: ApplicationFormResult | undefined;
}) {
  const { t, intlLocale } = useI18n();
  return (
    <ApplicationSection id="status" heading={t("applications.detail.statusHeading")}>
      <SamePageForm className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="status" />
        <div>
          <label htmlFor="status" className={LABEL}>
            {t("applications.detail.statusLabel")}
          </label>
          <select id="status" name="status" defaultValue={application.status} className={INPUT}>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`applications.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={PRIMARY}>
          {t("applications.detail.updateStatus")}
        </button>
      </SamePageForm>
      <Feedback result={result} intent="status" />
      <h3 className="mt-4 text-sm font-semibold text-slate-800">
        {t("applications.detail.history")}
      </h3>
      <ol className="mt-1 space-y-1 text-sm text-slate-700" data-testid="status-history">
        {application.history.map((item, index) => (
          <li key={`${item.changedAt}-${index}`}>
            {t("applications.detail.historyItem", {
              date: formatDay(item.changedAt, intlLocale),
              status: t(`applications.statuses.${item.status}`),
            })}
          </li>
        ))}
      </ol>
    </ApplicationSection>
  );
}
