import { expect, test } from "vitest";
import { COACHING_LANGUAGES, COACHING_SITUATIONS } from "#domain/coaching-choices";
import { INTL_LOCALES, LOCALES, type Locale } from "#domain/interface-locales";
import { messagesFor } from "#server/modules/i18n/catalogs";
import { metaTranslator } from "./i18n";
import { coachingLanguageLabel, coachingSituationLabel } from "./coaching-labels";

function labelsIn(locale: Locale) {
  const { t } = metaTranslator([
    { id: "root", loaderData: { locale, messages: messagesFor(locale) } },
  ]);
  return { t, intlLocale: INTL_LOCALES[locale] };
}

test("in English the choices read as the values the form sends", () => {
  const english = labelsIn("en");
  expect(COACHING_SITUATIONS.map((value) => coachingSituationLabel(english, value))).toEqual([
    ...COACHING_SITUATIONS,
  ]);
  expect(COACHING_LANGUAGES.map((value) => coachingLanguageLabel(english, value))).toEqual([
    ...COACHING_LANGUAGES,
  ]);
});

test("in French the choices are French words, languages named by CLDR", () => {
  const french = labelsIn("fr");
  expect(coachingSituationLabel(french, "Student or recent graduate")).toBe(
    "Étudiant ou jeune diplômé",
  );
  expect(coachingSituationLabel(french, "Other")).toBe("Autre");
  expect(COACHING_LANGUAGES.map((value) => coachingLanguageLabel(french, value))).toEqual([
    "Anglais",
    "Français",
    "Espagnol",
    "Arabe",
    "Portugais",
    "Autre",
  ]);
});

test("every language shows a label of its own for every choice, none twice", () => {
  for (const locale of LOCALES.filter((locale) => locale !== "en")) {
    const labels = labelsIn(locale);
    const situations = COACHING_SITUATIONS.map((value) => coachingSituationLabel(labels, value));
    const languages = COACHING_LANGUAGES.map((value) => coachingLanguageLabel(labels, value));
    for (const [index, label] of situations.entries())
      expect(label, locale).not.toBe(COACHING_SITUATIONS[index]);
    for (const [index, label] of languages.entries())
      expect(label, locale).not.toBe(COACHING_LANGUAGES[index]);
    expect(new Set(situations).size).toBe(situations.length);
    expect(new Set(languages).size).toBe(languages.length);
  }
});
