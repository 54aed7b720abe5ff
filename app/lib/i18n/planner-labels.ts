import { DEFAULT_LOCALE, type Locale } from "#domain/interface-locales";

// Names the planner shows from data, in the page's language: countries and languages from CLDR
// (Intl.DisplayNames), sorted the way the language sorts. English keeps the site's own names.

const displayNames = new Map<string, Intl.DisplayNames>();

function cldrName(intlLocale: string, type: "region" | "language", code: string): string | null {
  const key = `${intlLocale}:${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale, { type, fallback: "none" });
    displayNames.set(key, names);
  }
  try {
    return names.of(code) ?? null;
  } catch {
    return null;
  }
}

/** A country by its code in the page's language; its own English name when CLDR lacks it. */
export function countryLabel(
  locale: Locale,
  intlLocale: string,
  country: { code: string; name: string },
): string {
  if (locale === DEFAULT_LOCALE) return country.name;
  return cldrName(intlLocale, "region", country.code) ?? country.name;
}

const countryLists = new Map<string, { code: string; label: string }[]>();

/** The countries of a select, named in the page's language and in its alphabetical order. */
export function countryOptions(
  locale: Locale,
  intlLocale: string,
  countries: readonly { code: string; name: string }[],
): { code: string; label: string }[] {
  let options = countryLists.get(intlLocale);
  if (!options) {
    const collator = new Intl.Collator(intlLocale);
    options = countries
      .map((country) => ({ code: country.code, label: countryLabel(locale, intlLocale, country) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    countryLists.set(intlLocale, options);
  }
  return options;
}

/** A language by its ISO 639-1 code, as a choice begins ("Français"); else its English name. */
function languageLabel(
  locale: Locale,
  intlLocale: string,
  language: { code: string; name: string },
): string {
  if (locale === DEFAULT_LOCALE) return language.name;
  const name = cldrName(intlLocale, "language", language.code);
  return name ? name.charAt(0).toLocaleUpperCase(intlLocale) + name.slice(1) : language.name;
}

/**
 * Languages as choices: each sent by its English name, shown in the page's language and in its
 * alphabetical order ("Anglais, Arabe, Chinois…").
 */
export function languageOptions<Name extends string>(
  locale: Locale,
  intlLocale: string,
  languages: readonly Name[],
  codes: Record<Name, string>,
): { value: Name; label: string }[] {
  const collator = new Intl.Collator(intlLocale);
  return languages
    .map((name) => ({
      value: name,
      label: languageLabel(locale, intlLocale, { code: codes[name], name }),
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
