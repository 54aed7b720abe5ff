import { GRADE_MINIMUMS } from "#domain/career-eligibility";
import { useI18n } from "#app/lib/i18n/i18n";

/** How the planner decides: the years each grade asks for, and what national posts are. */
export function PlannerRules() {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="rules-heading"
      className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700"
    >
      <h2 id="rules-heading" className="text-base font-semibold text-slate-900">
        {t("planner.rules.heading")}
      </h2>
      <p className="mt-2">{t("planner.rules.intro")}</p>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {GRADE_MINIMUMS.map((minimum, index) => (
          <li key={minimum.grade}>
            {t(index === 0 ? "planner.rules.first" : "planner.rules.grade", {
              grade: minimum.grade,
              advanced: minimum.advanced,
              firstLevel: minimum.firstLevel,
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2">{t("planner.rules.national")}</p>
    </section>
  );
}
