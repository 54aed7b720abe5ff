import type { ReactNode } from "react";
import { SamePageForm } from "#app/components/same-page-form";
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, type Locale } from "#domain/interface-locales";
import { useI18n } from "#app/lib/i18n/i18n";

/**
 * The account's language: its e-mails (alerts, reminders, account messages) are written in it,
 * and an English page suggests its version in it. A plain form, so it works without script.
 */
export function LanguageSetting(props: {
  locale: Locale | null;
  busy: boolean;
  className: string;
  headingClass: string;
  buttonClass: string;
  feedback: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="language-heading" className={props.className}>
      <h2 id="language-heading" className={props.headingClass}>
        {t("account.dashboard.language.heading")}
      </h2>
      <SamePageForm className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="language" />
        <div>
          <label htmlFor="locale" className="block text-sm font-medium text-slate-800">
            {t("account.dashboard.language.label")}
          </label>
          <select
            id="locale"
            name="locale"
            defaultValue={props.locale ?? DEFAULT_LOCALE}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:w-64"
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
          <p className="mt-1 text-sm text-slate-600">{t("account.dashboard.language.hint")}</p>
        </div>
        <button type="submit" className={props.buttonClass} disabled={props.busy}>
          {t("account.dashboard.language.save")}
        </button>
        {props.feedback}
      </SamePageForm>
    </section>
  );
}
