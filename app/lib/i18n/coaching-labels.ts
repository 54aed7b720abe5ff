import type { COACHING_LANGUAGES, COACHING_SITUATIONS } from "#domain/coaching-choices";

// The coaching form's choices as the page shows them. The form still sends the English values the
// schema knows (and the team reads): only the shown labels follow the page's language.

type Situation = (typeof COACHING_SITUATIONS)[number];
type Language = (typeof COACHING_LANGUAGES)[number];

const SITUATION_KEYS: Record<Situation, string> = {
  "Student or recent graduate": "coaching.situation.student",
  "Early-career professional": "coaching.situation.earlyCareer",
  "Mid-career professional moving into the UN system": "coaching.situation.midCareer",
  "Current UN or international-organisation staff": "coaching.situation.staff",
  "Consultant or on a short-term contract": "coaching.situation.consultant",
  "Affected by restructuring or a contract ending": "coaching.situation.restructuring",
  Other: "coaching.situation.other",
};

// A language is named by CLDR in the page's language ("Français", "الفرنسية"); "Other" by the catalog.
const LANGUAGE_CODES: Record<Language, string | null> = {
  English: "en",
  French: "fr",
  Spanish: "es",
  Arabic: "ar",
  Portuguese: "pt",
  Other: null,
};

type Labels = { intlLocale: string; t: (key: string) => string };

export function coachingSituationLabel({ t }: Labels, situation: Situation): string {
  return t(SITUATION_KEYS[situation]);
}

/**
 * A language as it begins a choice ("Français"). Named here rather than through the listing's
 * labels so that the page's scripts do not carry those.
 */
export function coachingLanguageLabel({ t, intlLocale }: Labels, language: Language): string {
  const code = LANGUAGE_CODES[language];
  if (!code) return t("coaching.otherLanguage");
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([intlLocale], { type: "language" }).of(code);
  } catch {
    return language;
  }
  return name ? `${name.charAt(0).toLocaleUpperCase(intlLocale)}${name.slice(1)}` : language;
}
