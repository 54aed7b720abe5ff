import { useI18n } from "#app/lib/i18n/i18n";

/** "Essential Requirements": categories with bullets from the description (domain extractRequirements). */
export function JobRequirements({
  requirements,
  headingLevel = 2,
  textLang,
}: {
  requirements: { category: string; label: string; items: string[] }[];
  headingLevel?: 2 | 3;
  /** The `lang` of the posting's own lines, where it is not the page's (employerTextLang). */
  textLang?: string | undefined;
}) {
  const { t, has } = useI18n();
  if (requirements.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby={`requirements-heading-${headingLevel}`}>
      <Heading
        id={`requirements-heading-${headingLevel}`}
        className={
          headingLevel === 2
            ? "text-lg font-semibold text-slate-900"
            : "text-base font-semibold text-slate-900"
        }
      >
        {t("job.requirements")}
      </Heading>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {requirements.map((group) => (
          <div key={group.category} className="rounded-lg border border-slate-200 bg-white p-4">
            <Sub className="text-sm font-semibold text-brand-800">
              {has(`job.requirementCategory.${group.category}`)
                ? t(`job.requirementCategory.${group.category}`)
                : group.label}
            </Sub>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
              {group.items.map((item) => (
                <li key={item} dir="auto" lang={textLang}>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
