import { getFieldsetProps, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { SamePageForm } from "#app/components/same-page-form";
import {
  Feedback,
  card,
  h2,
  inputClass,
  primary,
  type DashboardActionResult,
} from "#app/components/dashboard-parts";
import { useI18n } from "#app/lib/i18n/i18n";
import { FieldErrors } from "#app/components/form-field";
import { MAX_CAREER_FOCUS, MAX_FULL_NAME } from "#domain/profile-limits";
import type { AlertSettingsFormInput, ProfileFormInput } from "#domain/account-settings-form";

type Profile = {
  fullName: string;
  careerFocus: string;
  alertFrequency: string;
  deadlineReminders: boolean;
  trackerReminders: boolean;
};

type SectionProps = {
  profile: Profile;
  busy: boolean;
  result: DashboardActionResult | undefined;
};

/** The reply of a form its schema refused, when the page's last answer was that form's. */
function refusal(result: DashboardActionResult | undefined, intent: string) {
  return result?.intent === intent && !result.ok ? result.result : undefined;
}

const fieldClass = `${inputClass} aria-invalid:border-red-600`;

/**
 * The profile form: the name and the career focus. The server reads it with its schema
 * (domain/account-settings-form.ts); Conform shows the reply's errors at the fields, with their
 * ARIA links, on the page a plain POST answers as on the hydrated one.
 */
export function ProfileSection({ profile, busy, result }: SectionProps) {
  const { t } = useI18n();
  const [form, fields] = useForm<Record<keyof ProfileFormInput, string>>({
    lastResult: refusal(result, "profile"),
    defaultValue: { fullName: profile.fullName, careerFocus: profile.careerFocus },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  return (
    <section aria-labelledby="profile-heading" className={card}>
      <h2 id="profile-heading" className={h2}>
        {t("account.dashboard.profile.heading")}
      </h2>
      <SamePageForm {...getFormProps(form)} noValidate className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="profile" />
        <div>
          <label htmlFor={fields.fullName.id} className="block text-sm font-medium text-slate-800">
            {t("account.dashboard.profile.fullName")}
          </label>
          <input
            {...getInputProps(fields.fullName, { type: "text" })}
            required
            maxLength={MAX_FULL_NAME}
            className={fieldClass}
          />
          <FieldErrors id={fields.fullName.errorId} errors={fields.fullName.errors} />
        </div>
        <div>
          <label
            htmlFor={fields.careerFocus.id}
            className="block text-sm font-medium text-slate-800"
          >
            {t("account.dashboard.profile.careerFocus")}
          </label>
          <input
            {...getInputProps(fields.careerFocus, { type: "text" })}
            maxLength={MAX_CAREER_FOCUS}
            placeholder={t("account.dashboard.profile.careerFocusPlaceholder")}
            className={fieldClass}
          />
          <FieldErrors id={fields.careerFocus.errorId} errors={fields.careerFocus.errors} />
        </div>
        <button type="submit" className={primary} disabled={busy}>
          {t("account.dashboard.profile.save")}
        </button>
        <Feedback result={result} intent="profile" />
      </SamePageForm>
    </section>
  );
}

/** How often the alerts come and which reminders the account gets. */
export function AlertSettingsSection({
  profile,
  busy,
  result,
  reminderDays,
}: SectionProps & {
  /** How many days before a deadline the reminders come. */
  reminderDays: number;
}) {
  const { t } = useI18n();
  const on = (value: boolean) => (value ? "on" : "");
  const [form, fields] = useForm<Record<keyof AlertSettingsFormInput, string>>({
    lastResult: refusal(result, "alerts"),
    defaultValue: {
      alertFrequency: profile.alertFrequency,
      deadlineReminders: on(profile.deadlineReminders),
      trackerReminders: on(profile.trackerReminders),
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const frequency = fields.alertFrequency;
  return (
    <section aria-labelledby="alerts-heading" className={card}>
      <h2 id="alerts-heading" className={h2}>
        {t("account.dashboard.alerts.heading")}
      </h2>
      <SamePageForm {...getFormProps(form)} noValidate className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="alerts" />
        <fieldset {...getFieldsetProps(frequency)}>
          <legend className="text-sm font-medium text-slate-800">
            {t("account.dashboard.alerts.frequency")}
          </legend>
          {(["daily", "weekly"] as const).map((value) => (
            <label key={value} className="mt-2 flex items-center gap-2 text-sm">
              <input
                {...getInputProps(frequency, { type: "radio", value })}
                id={`${frequency.id}-${value}`}
                key={`${frequency.key ?? ""}-${value}`}
              />
              {t(`account.dashboard.alerts.${value}`)}
            </label>
          ))}
          <FieldErrors id={frequency.errorId} errors={frequency.errors} />
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input {...getInputProps(fields.deadlineReminders, { type: "checkbox" })} />
          {t("account.dashboard.alerts.deadlineReminders", { days: reminderDays })}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input {...getInputProps(fields.trackerReminders, { type: "checkbox" })} />
          {t("account.dashboard.alerts.trackerReminders", { days: reminderDays })}
        </label>
        <button type="submit" className={primary} disabled={busy}>
          {t("account.dashboard.alerts.save")}
        </button>
        <Feedback result={result} intent="alerts" />
      </SamePageForm>
    </section>
  );
}
