import { SamePageForm } from "#app/components/same-page-form";
import { useI18n } from "#app/lib/i18n/i18n";
import type { ApplicationFormResult } from "#app/lib/application-form-result";
import {
  ApplicationSection,
  Feedback,
  INPUT,
  LABEL,
  PRIMARY,
  SECONDARY,
} from "./application-form-parts";

/** The employer's reference number and the user's own notes on an application. */
export function ApplicationDetailsSection({
  application,
  limits,
  result,
}: {
  application: { referenceNumber: string; notes: string };
  limits: { reference: number; notes: number };
  result: ApplicationFormResult | undefined;
}) {
  const { t } = useI18n();
  return (
    <ApplicationSection id="details" heading={t("applications.detail.detailsHeading")}>
      <SamePageForm className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="details" />
        <div>
          <label htmlFor="reference" className={LABEL}>
            {t("applications.detail.reference")}
          </label>
          <input
            id="reference"
            name="referenceNumber"
            maxLength={limits.reference}
            defaultValue={application.referenceNumber}
            placeholder={t("applications.detail.referencePlaceholder")}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="notes" className={LABEL}>
            {t("applications.detail.notes")}
          </label>
          <textarea
            id="notes"
            name="notes"
            rows={6}
            maxLength={limits.notes}
            defaultValue={application.notes}
            className={INPUT}
          />
        </div>
        <button type="submit" className={PRIMARY}>
          {t("applications.detail.saveDetails")}
        </button>
        <Feedback result={result} intent="details" />
      </SamePageForm>
    </ApplicationSection>
  );
}

/** Stops tracking an application: its history, dates and notes are deleted. */
export function StopTrackingSection({ result }: { result: ApplicationFormResult | undefined }) {
  const { t } = useI18n();
  return (
    <ApplicationSection id="stop" heading={t("applications.detail.stopHeading")}>
      <p className="mt-1 text-sm text-slate-600">{t("applications.detail.stopText")}</p>
      <SamePageForm className="mt-3">
        <input type="hidden" name="intent" value="stop" />
        <button type="submit" className={SECONDARY}>
          {t("applications.detail.stopButton")}
        </button>
      </SamePageForm>
      <Feedback result={result} intent="stop" />
    </ApplicationSection>
  );
}
