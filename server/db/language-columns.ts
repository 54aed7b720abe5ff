import type { LanguageNeed, LanguageRequirements } from "#domain/language-requirements";

/** The jobs columns that hold a posting's language requirements. */
export type LanguageColumns = {
  languagesRequired: string[] | null;
  languagesAsset: string[] | null;
  languageOther: LanguageNeed | null;
};

/** The columns of what readLanguageRequirements read (empty lists: the posting names none). */
export function languageColumns(requirements: LanguageRequirements): LanguageColumns {
  const codes = (need: LanguageNeed) =>
    requirements.languages.filter((item) => item.need === need).map((item) => item.language);
  return {
    languagesRequired: codes("required"),
    languagesAsset: codes("asset"),
    languageOther: requirements.otherLanguage,
  };
}

/** The requirements stored in a job's columns; null when they were not read yet. */
export function languageRequirementsOf(columns: LanguageColumns): LanguageRequirements | null {
  if (columns.languagesRequired === null || columns.languagesAsset === null) return null;
  return {
    languages: [
      ...columns.languagesRequired.map((language) => ({ language, need: "required" as const })),
      ...columns.languagesAsset.map((language) => ({ language, need: "asset" as const })),
    ],
    otherLanguage: columns.languageOther,
  };
}
