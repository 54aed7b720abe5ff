import { isJobLevel } from "#domain/levels";
import { isContractType } from "#domain/contract-types";
import { DEFAULT_LOCALE, listSeparator, type Locale } from "#domain/interface-locales";
import {
  LOCATION_MULTIPLE,
  LOCATION_NOT_SPECIFIED,
  LOCATION_REMOTE,
} from "#domain/special-locations";

/** What these helpers need of the page's translator (useI18n). */
type Labels = { locale: Locale; t: (key: string) => string; has: (key: string) => boolean };

/** A job level ("Senior") in the page's language; a value outside the list as it is. */
export function levelLabel({ t }: Labels, level: string): string {
  return isJobLevel(level) ? t(`common.level.${level}`) : level;
}

/** A professional field by its slug, in the page's language; an unknown field by its own name. */
export function fieldLabel({ t, has }: Labels, field: { slug: string; value: string }): string {
  return has(`common.field.${field.slug}`) ? t(`common.field.${field.slug}`) : field.value;
}

/** A contract type by its value, in the page's language. */
export function contractLabel({ t }: Labels, contract: { value: string; label: string }): string {
  return isContractType(contract.value) ? t(`common.contract.${contract.value}`) : contract.label;
}

const SPECIAL_PLACES = new Map([
  [LOCATION_REMOTE, "remote"],
  [LOCATION_MULTIPLE, "multiple"],
  [LOCATION_NOT_SPECIFIED, "notSpecified"],
]);

const englishRegions = new Intl.DisplayNames("en", { type: "region" });
const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A place as stored ("Nairobi, Kenya") with its country named in the page's language from CLDR
 * (Intl.DisplayNames: "Nairobi, Kenia"). Only a country name that is CLDR's own English name for
 * the code is replaced; anything else reads as stored. A job's place comes already named in the
 * page's language by its loader (`placeNamesIn`: "نيروبي، كينيا") and reads as it comes; this names
 * the country of a place the loader left in English (a landing page's country, by its code), with
 * Arabic's own comma before it.
 */
export function placeLabel(
  { locale, t }: Pick<Labels, "locale" | "t">,
  intlLocale: string,
  location: string,
  countryCode: string | null,
): string {
  // The places that are no place ("Remote", "Multiple locations") are words of ours.
  const special = SPECIAL_PLACES.get(location);
  if (special) return t(`common.place.${special}`);
  if (locale === DEFAULT_LOCALE || !countryCode) return location;
  const code = countryCode.toUpperCase();
  let english: string | undefined;
  try {
    english = englishRegions.of(code);
  } catch {
    return location;
  }
  if (!english || !location.endsWith(english)) return location;
  let names = regionNames.get(intlLocale);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale, { type: "region" });
    regionNames.set(intlLocale, names);
  }
  const local = names.of(code);
  if (!local) return location;
  const city = location.slice(0, location.length - english.length);
  return `${city.replace(/, $/, listSeparator(locale))}${local}`;
}

/**
 * The `lang` of an employer's own words (a posting's title, description, extracted requirements) on
 * a page: the posting's language where it is known and is not the page's, so a screen reader reads
 * "Programme Officer" in English on a French page (WCAG 3.1.2, language of parts). Undefined where
 * the words are in the page's language or their language is unknown: they inherit the page's.
 */
export function employerTextLang(textLanguage: string | null, locale: Locale): string | undefined {
  return textLanguage && textLanguage !== locale ? textLanguage : undefined;
}

const languageNames = new Map<string, Intl.DisplayNames>();

/**
 * "In French" on a posting written in another language than English: the language named by CLDR in
 * the page's language ("En français", "En francés", "باللغة الفرنسية"), and the chip's label.
 */
export function postingLanguageLabels(
  { t }: { t: (key: string, values?: Record<string, string>) => string },
  intlLocale: string,
  code: string,
): { label: string; filterLabel: string } {
  let names = languageNames.get(intlLocale);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale, { type: "language" });
    languageNames.set(intlLocale, names);
  }
  let language = code;
  try {
    language = names.of(code) ?? code;
  } catch {
    // A code CLDR does not know reads as itself.
  }
  return {
    label: t("common.postingLanguage.label", { language }),
    filterLabel: t("common.postingLanguage.filterLabel", { language }),
  };
}
