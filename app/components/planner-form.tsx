import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import {
  DEGREES,
  MAX_DUTY_STATIONS,
  MAX_YEARS,
  PROFESSIONAL_FIELDS_FOR_PLANNER,
  UN_LANGUAGE_CODES,
  UN_LANGUAGES,
} from "#domain/career-eligibility";
import type { CareerProfileField } from "#domain/career-profile-form";
import { COUNTRIES } from "#domain/countries";
import { FIELD_SLUGS } from "#domain/professional-fields";
import { useI18n } from "#app/lib/i18n/i18n";
import { fieldLabel } from "#app/lib/i18n/data-labels";
import { countryOptions, languageOptions } from "#app/lib/i18n/planner-labels";
import { fieldErrorProps, groupErrorProps } from "#app/lib/reply-errors";

/** The form as the visitor filled it in, to show it again. */
export type PlannerFormValues = {
  years: string;
  degree: string;
  languages: string[];
  fields: string[];
  dutyStation: string;
  nationality: string;
};

/**
 * The planner's questions. Signed out it is a GET form (the answers stay in the address); signed
 * in it posts and the profile is saved. The choices show words of the page's language and send
 * the values the schema reads (English names, codes). The server reads the form with its schema
 * (`domain/career-profile-form.ts`, Conform's `parseWithZod`) and answers Conform's reply, worded
 * in the page's language; each field shows its errors from it. The page is hydrated for signed-in
 * visitors and its script budget has no room for Conform's `useForm`, so, like "Save this search",
 * the fields take the reply's `aria-invalid` and `aria-describedby` from `fieldErrorProps`.
 */
export function PlannerForm({
  values,
  reply,
  signedIn,
}: {
  values: PlannerFormValues;
  reply: SubmissionResult<string[]> | undefined;
  signedIn: boolean;
}) {
  const i18n = useI18n();
  const { t, rich, href, locale, intlLocale } = i18n;
  const busy = useNavigation().state === "submitting";
  const errorsOf = (field: CareerProfileField) => reply?.error?.[field] ?? undefined;
  const errorCount = Object.values(reply?.error ?? {}).filter((errors) => errors?.length).length;
  const errorId = (field: CareerProfileField) => `${field}-error`;
  const wiring = (field: CareerProfileField, hint?: string) =>
    fieldErrorProps(errorsOf(field), errorId(field), hint);
  const fieldError = (field: CareerProfileField) => {
    const errors = errorsOf(field);
    return errors?.length ? (
      <p id={errorId(field)} className="mt-1 text-sm text-red-800">
        {errors.join(" ")}
      </p>
    ) : null;
  };
  const inputClass = (field: CareerProfileField) =>
    `mt-1 block w-full rounded-md border bg-white px-3 text-base ${errorsOf(field)?.length ? "border-red-700" : "border-slate-400"}`;
  const optional = <span className="font-normal text-slate-600">{t("planner.form.optional")}</span>;
  const planner = href("/planner");

  return (
    <Form
      method={signedIn ? "post" : "get"}
      action={planner}
      noValidate
      className="mt-8 space-y-6 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
    >
      {errorCount > 0 && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {t("planner.form.errorSummary", { count: errorCount })}
        </p>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor="years" className="text-sm font-medium text-slate-800">
            {t("planner.form.years")}
          </label>
          <input
            id="years"
            name="years"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_YEARS}
            step={1}
            required
            defaultValue={values.years}
            {...wiring("years")}
            className={`${inputClass("years")} h-11 sm:max-w-40`}
          />
          {fieldError("years")}
        </div>
        <div>
          <label htmlFor="nationality" className="text-sm font-medium text-slate-800">
            {t("planner.form.nationality")} {optional}
          </label>
          <select
            id="nationality"
            name="nationality"
            defaultValue={values.nationality}
            {...wiring("nationality", "nationality-hint")}
            className={`${inputClass("nationality")} h-11`}
          >
            <option value="">{t("planner.form.notGiven")}</option>
            {countryOptions(locale, intlLocale, COUNTRIES).map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
          <p id="nationality-hint" className="mt-1 text-sm text-slate-600">
            {t("planner.form.nationalityHint")}
          </p>
          {fieldError("nationality")}
        </div>
      </div>
      <fieldset {...groupErrorProps(errorsOf("degree"), errorId("degree"))}>
        <legend className="text-sm font-medium text-slate-800">{t("planner.form.degree")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {DEGREES.map((degree) => (
            <label key={degree} className="flex min-h-11 items-center gap-3 text-slate-800">
              <input
                type="radio"
                name="degree"
                value={degree}
                defaultChecked={values.degree === degree}
                className="h-5 w-5 shrink-0"
              />
              {t(`planner.degree.${degree}`)}
            </label>
          ))}
        </div>
        {fieldError("degree")}
      </fieldset>
      <fieldset {...groupErrorProps(errorsOf("language"), errorId("language"))}>
        <legend className="text-sm font-medium text-slate-800">
          {t("planner.form.languages")}
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {languageOptions(locale, intlLocale, UN_LANGUAGES, UN_LANGUAGE_CODES).map(
            ({ value, label }) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="checkbox"
                  name="language"
                  value={value}
                  defaultChecked={values.languages.includes(value)}
                  className="h-5 w-5"
                />
                {label}
              </label>
            ),
          )}
        </div>
        {fieldError("language")}
      </fieldset>
      <fieldset {...groupErrorProps(errorsOf("field"), errorId("field"))}>
        <legend className="text-sm font-medium text-slate-800">
          {t("planner.form.fields")} {optional}
        </legend>
        <div className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {PROFESSIONAL_FIELDS_FOR_PLANNER.map((field) => (
            <label key={field} className="flex min-h-11 items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                name="field"
                value={field}
                defaultChecked={values.fields.includes(field)}
                className="h-5 w-5 shrink-0"
              />
              <span className="min-w-0">
                {fieldLabel(i18n, { slug: FIELD_SLUGS[field], value: field })}
              </span>
            </label>
          ))}
        </div>
        {fieldError("field")}
      </fieldset>
      <div>
        <label htmlFor="dutyStation" className="text-sm font-medium text-slate-800">
          {t("planner.form.dutyStation")} {optional}
        </label>
        <p id="dutyStation-hint" className="text-sm text-slate-600">
          {t("planner.form.dutyStationHint", { max: MAX_DUTY_STATIONS })}
        </p>
        <input
          id="dutyStation"
          name="dutyStation"
          type="text"
          defaultValue={values.dutyStation}
          {...wiring("dutyStation", "dutyStation-hint")}
          className={`${inputClass("dutyStation")} h-11`}
        />
        {fieldError("dutyStation")}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={busy}
          className="h-11 rounded-md bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {t(signedIn ? "planner.form.submitSave" : "planner.form.submit")}
        </button>
        <p className="text-sm text-slate-600">
          {signedIn
            ? t("planner.form.savedNote")
            : rich("planner.form.anonymousNote", {
                link: (chunks) => (
                  <Link
                    to={href(`/auth?redirectTo=${encodeURIComponent(planner)}`)}
                    className="text-brand-700 underline"
                  >
                    {chunks}
                  </Link>
                ),
              })}
        </p>
      </div>
    </Form>
  );
}
