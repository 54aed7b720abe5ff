import type { ReactNode } from "react";
import { romanStep, type NetPayEstimate as Estimate } from "#domain/net-pay";
import { useI18n } from "#app/lib/i18n/i18n";

const ICSC_SCALES = "https://icsc.un.org/Home/SalaryScales";
const ICSC_POST_ADJUSTMENT = "https://icsc.un.org/Home/DataPostAdjustment";

/** Where the multiplier applies, in the page's language: a city, a country (CLDR), or a country but its listed cities. */
function placeOfMultiplier(
  place: Estimate["multiplierPlace"],
  intlLocale: string,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  const country = place.countryCode
    ? (new Intl.DisplayNames(intlLocale, { type: "region" }).of(place.countryCode) ??
      place.countryCode)
    : "";
  if (!place.outside) return place.cities[0] ?? country;
  const cities = new Intl.ListFormat(intlLocale, { type: "conjunction" }).format(place.cities);
  return t("job.netPay.countryOutside", { country, cities });
}

/**
 * The estimated net annual pay of a P or D post, with how it is computed, the tables' dates and
 * what it leaves out, worded and formatted in the page's language.
 */
export function NetPayEstimate({ estimate, location }: { estimate: Estimate; location: string }) {
  const { t, rich, intlLocale } = useI18n();
  const dollars = new Intl.NumberFormat(intlLocale, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  const percent = new Intl.NumberFormat(intlLocale, {
    style: "percent",
    maximumFractionDigits: 1,
  });
  const step = romanStep(estimate.step);
  const scaleDate = new Intl.DateTimeFormat(intlLocale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${estimate.scaleEffective}T12:00:00Z`));
  const { year, month } = estimate.postAdjustmentPeriod;
  const period =
    month === null
      ? t("job.netPay.periodYear", {
          year: new Intl.NumberFormat(intlLocale, { useGrouping: false }).format(year),
        })
      : new Intl.DateTimeFormat(intlLocale, {
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }).format(new Date(Date.UTC(year, month - 1, 15)));
  const officialLink = (url: string) => (chunks: ReactNode[]) => (
    <a href={url} className="text-brand-700 underline" rel="noopener" target="_blank">
      {chunks}
      <span className="sr-only">{t("common.newTab")}</span>
    </a>
  );
  return (
    <section
      aria-labelledby="pay-heading"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="pay-heading" className="text-lg font-semibold text-slate-900">
        {t("job.netPay.heading")}
      </h2>
      <p className="mt-2 text-2xl font-semibold text-slate-900" data-testid="net-pay">
        {t("job.netPay.annual", { amount: dollars.format(estimate.netAnnual) })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t("job.netPay.basis", {
          grade: estimate.grade,
          step,
          location,
          netBase: dollars.format(estimate.netBase),
          multiplier: percent.format(estimate.multiplier / 100),
          postAdjustment: dollars.format(estimate.postAdjustment),
          place: placeOfMultiplier(estimate.multiplierPlace, intlLocale, t),
        })}
        {estimate.step > 1 && ` ${t("job.netPay.onlyStep", { step, grade: estimate.grade })}`}
      </p>
      <details className="mt-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-brand-700">
          {t("job.netPay.howSummary")}
        </summary>
        <div className="mt-2 space-y-2">
          <p>{t("job.netPay.how")}</p>
          <p>
            {rich("job.netPay.tables", {
              scaleDate,
              period,
              scales: officialLink(ICSC_SCALES),
              data: officialLink(ICSC_POST_ADJUSTMENT),
            })}
          </p>
          <p>{t("job.netPay.notIncluded")}</p>
        </div>
      </details>
    </section>
  );
}
