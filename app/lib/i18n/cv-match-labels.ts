import type { PrimitiveType } from "intl-messageformat";
import type { MatchLine, MatchNote } from "#domain/cv-match";
import type { FitName, JobFit } from "#domain/job-fit";
import { FIELD_SLUGS } from "#domain/professional-fields";
import { ownEntry } from "#domain/own-entry";
import type { Locale } from "#domain/interface-locales";
import { fieldLabel } from "./data-labels";

/** What the CV match's wording needs of the page's translator (useI18n). */
type Translator = {
  locale: Locale;
  intlLocale: string;
  t: (key: string, values?: Record<string, PrimitiveType>) => string;
  has: (key: string) => boolean;
};

const languageNames = new Map<string, Intl.DisplayNames>();

/** A language by its ISO code, named by CLDR in the page's language; else its English name. */
function languageName(intlLocale: string, code: string | null, english: string): string {
  if (!code) return english;
  let names = languageNames.get(intlLocale);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale, { type: "language", fallback: "none" });
    languageNames.set(intlLocale, names);
  }
  try {
    return names.of(code) ?? english;
  } catch {
    return english;
  }
}

/** CLDR writes French and Spanish language names in lower case; a line starts with a capital. */
function capitalised(text: string, intlLocale: string): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale) + text.slice(1);
}

/**
 * A requirement as the page shows it: the posting's own words, or for a language its name in the
 * page's language and whether it is required ("Arabic (desirable)", "Arabe (souhaitable)").
 */
export function requirementLabel({ t, intlLocale }: Translator, line: MatchLine): string {
  if (!line.language) return line.requirement;
  const name = languageName(intlLocale, line.language.code, line.requirement);
  return t("cv.match.language", {
    language: capitalised(name, intlLocale),
    weight: line.language.weight,
  });
}

/** What the match compared, in the page's language. */
export function matchNoteText({ t }: Translator, note: MatchNote): string {
  const degree = (level: string) => t(`cv.degree.${level}`);
  switch (note.code) {
    case "no-degree":
      return t("cv.note.no-degree");
    case "degree-field":
      return t("cv.note.degree-field", { shown: degree(note.shown) });
    case "degree":
      return t("cv.note.degree", { asked: degree(note.asked), shown: degree(note.shown) });
    case "degree-alternative":
      return t("cv.note.degree-alternative", {
        asked: degree(note.asked),
        accepted: degree(note.accepted),
        shown: degree(note.shown),
      });
    case "no-years":
      return t("cv.note.no-years", { asked: note.asked });
    case "years":
      return t("cv.note.years", {
        asked: note.asked,
        measured: note.measured,
        years: note.years,
        fieldMissing: note.fieldMissing ? "yes" : "no",
      });
    case "some-words":
      return t("cv.note.some-words", { shared: note.shared, total: note.total });
  }
}

function fitName(translator: Translator, name: FitName): string {
  return name.kind === "language"
    ? languageName(translator.intlLocale, name.code, name.name)
    : translator.t(`cv.fit.category.${name.category}`);
}

/** A professional field in the page's language (its English name when it is none of ours). */
function fieldName(translator: Translator, field: string): string {
  const slug = ownEntry(FIELD_SLUGS, field);
  return slug ? fieldLabel(translator, { slug, value: field }) : field;
}

/**
 * Why a job is offered, in the page's language: "Matches 4 of 5 requirements: education,
 * experience and English · Your CV's field: Medical & Health Services · your level · Geneva". The
 * duty station is the user's own word from the planner, shown as written.
 */
export function jobFitReason(translator: Translator, fit: JobFit): string {
  const { t, intlLocale } = translator;
  const parts: string[] = [];
  if (fit.cv) {
    const names = new Intl.ListFormat(intlLocale, { type: "conjunction" }).format(
      fit.cv.names.map((name) => fitName(translator, name)),
    );
    parts.push(t("cv.fit.matches", { met: fit.cv.met, total: fit.cv.total, names }));
  }
  const { field, fieldFromCv, level, place } = fit.profile;
  if (field)
    parts.push(
      t(fieldFromCv ? "cv.fit.cvField" : "cv.fit.field", { field: fieldName(translator, field) }),
    );
  if (level) parts.push(t(parts.length ? "cv.fit.level" : "cv.fit.levelFirst"));
  if (place) parts.push(place);
  return parts.join(" · ");
}
