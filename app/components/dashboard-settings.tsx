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

/** The profile form: the name and the career focus. */
export function ProfileSection({ profile, busy, result }: SectionProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="profile-heading" className={card}>
      <h2 id="profile-heading" className={h2}>
        {t("account.dashboard.profile.heading")}
      </h2>
      <SamePageForm className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="profile" />
        <div>
          <label htmlFor="fullName" className="block text-sm font-medium text-slate-800">
            {t("account.dashboard.profile.fullName")}
          </label>
          <input
            id="fullName"
            name="fullName"
            required
            maxLength={120}
            defaultValue={profile.fullName}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="careerFocus" className="block text-sm font-medium text-slate-800">
            {t("account.dashboard.profile.careerFocus")}
          </label>
          <input
            id="careerFocus"
            name="careerFocus"
            maxLength={200}
            defaultValue={profile.careerFocus}
            placeholder={t("account.dashboard.profile.careerFocusPlaceholder")}
            className={inputClass}
          />
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
  return (
    <section aria-labelledby="alerts-heading" className={card}>
      <h2 id="alerts-heading" className={h2}>
        {t("account.dashboard.alerts.heading")}
      </h2>
      <SamePageForm className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="alerts" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            {t("account.dashboard.alerts.frequency")}
          </legend>
          {(["daily", "weekly"] as const).map((frequency) => (
            <label key={frequency} className="mt-2 flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="alertFrequency"
                value={frequency}
                defaultChecked={profile.alertFrequency === frequency}
              />
              {t(`account.dashboard.alerts.${frequency}`)}
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="deadlineReminders"
            defaultChecked={profile.deadlineReminders}
          />
          {t("account.dashboard.alerts.deadlineReminders", { days: reminderDays })}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="trackerReminders"
            defaultChecked={profile.trackerReminders}
          />
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
