import type { PrimitiveType } from "intl-messageformat";
import { DEFAULT_LOCALE, listSeparator, type Locale } from "#domain/interface-locales";
import type { ListingTotal } from "#domain/listing-count";
import type { FilterKey, FilterOption } from "#server/modules/jobs/listing-filters";
import type { UnderstoodTerms } from "#server/modules/jobs/search-understanding";
import { contractLabel, fieldLabel, levelLabel } from "./data-labels";

// The words of the job listing that come from data (filter values, counts, what the search box was
// read as), in the page's language: labels from the catalogs ("jobs.*", "common.*"), language and
// country names from CLDR through Intl.

type Translate = {
  locale: Locale;
  intlLocale: string;
  t: (key: string, values?: Record<string, PrimitiveType>) => string;
  has: (key: string) => boolean;
};

/** The count nouns of a listing's total: the status line's, the page title's, "of N positions". */
export type TotalNoun = "available" | "openJobs" | "positions";

/** A search's total, "12 available positions" or, past the count's cap, "10,000+ …". */
export function totalText(
  { t }: Pick<Translate, "t">,
  result: { total: number; totalIsLowerBound: boolean },
  noun: TotalNoun,
): string {
  const key = result.totalIsLowerBound ? `${noun}AtLeast` : noun;
  return t(`jobs.count.${key}`, { count: result.total });
}

/**
 * A listing's count in words, calling only jobs one can apply to available: "12 available
 * positions"; "92 sample postings, all closed" when every match is a recorded sample posting;
 * "3 available positions and 92 closed sample postings" when both are listed (see
 * domain/listing-count.ts, whose English this follows).
 */
export function listingTotalText(
  i18n: Pick<Translate, "t">,
  result: ListingTotal,
  noun: "available" | "openJobs" = "available",
): string {
  const sample = Math.min(result.sampleTotal, result.total);
  if (sample <= 0) return totalText(i18n, result, noun);
  const available = Math.max(0, result.total - sample);
  if (available === 0) return i18n.t("jobs.count.sampleOnly", { count: sample });
  return i18n.t("jobs.count.availableAndSample", {
    available: totalText(
      i18n,
      { total: available, totalIsLowerBound: result.totalIsLowerBound },
      noun,
    ),
    sample: i18n.t("jobs.count.closedSample", { count: sample }),
  });
}

const displayNames = new Map<string, Intl.DisplayNames>();

function namesOf(intlLocale: string, type: "language" | "region"): Intl.DisplayNames {
  const key = `${intlLocale}:${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale, { type });
    displayNames.set(key, names);
  }
  return names;
}

/** A name from CLDR ("français", "Kenia"), as it begins a list item ("Français"); else `fallback`. */
export function cldrName(
  intlLocale: string,
  type: "language" | "region",
  code: string,
  fallback: string,
): string {
  let name: string | undefined;
  try {
    name = namesOf(intlLocale, type).of(type === "region" ? code.toUpperCase() : code);
  } catch {
    return fallback;
  }
  if (!name || name === code) return fallback;
  return `${name.charAt(0).toLocaleUpperCase(intlLocale)}${name.slice(1)}`;
}

/** A region filter (UN M49 region, sub-region or intermediate region) by its slug. */
export function regionLabel({ t, has }: Translate, slug: string, fallback: string): string {
  return has(`jobs.region.${slug}`) ? t(`jobs.region.${slug}`) : fallback;
}

/**
 * One value of a filter group in the page's language. Grades and organisations read as their
 * codes and names do everywhere; a region keeps the list's indentation of its sub-regions.
 */
export function filterOptionLabel(i18n: Translate, key: FilterKey, option: FilterOption): string {
  switch (key) {
    case "region": {
      const indent = option.label.slice(0, option.label.length - option.label.trimStart().length);
      return `${indent}${regionLabel(i18n, option.value, option.label.trimStart())}`;
    }
    case "contract":
      return contractLabel(i18n, { value: option.value, label: option.label });
    case "language":
      return cldrName(i18n.intlLocale, "language", option.value, option.label);
    case "field":
      return fieldLabel(i18n, { slug: option.value, value: option.label });
    case "level":
      return levelLabel(i18n, option.value);
    default:
      return option.label;
  }
}

/** The one-value controls of the filter form, by the name of their parameter. */
export type ChoiceName = "sort" | "closingWithin" | "remote" | "postingLanguage";

/**
 * An option of a one-value control. The default option ("") of the order names the order the
 * listing falls back to: by relevance with keywords, newest first without.
 */
export function choiceOptionLabel(
  i18n: Translate,
  name: ChoiceName,
  option: { value: string; label: string },
  hasKeywords: boolean,
): string {
  const { t } = i18n;
  switch (name) {
    case "sort":
      return t(`jobs.sort.${option.value || (hasKeywords ? "relevance" : "newest")}`);
    case "closingWithin":
      return option.value
        ? t("jobs.closing.within", { count: Number(option.value) })
        : t("jobs.closing.any");
    case "remote":
      return t(`jobs.remote.${option.value || "any"}`);
    case "postingLanguage":
      return option.value
        ? cldrName(i18n.intlLocale, "language", option.value, option.label)
        : t("jobs.postingLanguage.any");
  }
}

/** How one grade expression reads: "P-3", "P-3 and above", "to P-5". */
function gradeLabel({ t }: Translate, label: string): string {
  const [code = "", ...rest] = label.split(" ");
  const tail = rest.join(" ");
  if (tail === "and above") return t("jobs.understood.gradeAndAbove", { grade: code });
  if (tail === "and below") return t("jobs.understood.gradeAndBelow", { grade: code });
  if (code === "to" && rest.length === 1) return t("jobs.understood.gradeTo", { grade: tail });
  return label;
}

/**
 * What the search box was read as, one part per kind: "UNHCR jobs first", "grades P-3 and
 * above", "in or about Kenya", with the names of countries and regions in the page's language.
 */
export function understoodParts(i18n: Translate, terms: UnderstoodTerms): string[] {
  const { t, intlLocale } = i18n;
  const or = (names: string[]) =>
    new Intl.ListFormat(intlLocale, { type: "disjunction" }).format(names);
  const parts: string[] = [];
  if (terms.organisations.length)
    parts.push(
      t(
        terms.recognisedOnly
          ? "jobs.understood.organisations"
          : "jobs.understood.organisationsFirst",
        {
          organisations: or(terms.organisations),
        },
      ),
    );
  if (terms.grades.length)
    parts.push(
      t("jobs.understood.grades", {
        count: terms.grades.length,
        grades: terms.gradeLabels
          .map((label) => gradeLabel(i18n, label))
          .join(listSeparator(i18n.locale)),
      }),
    );
  // English keeps the names as the listing searches them; other languages name countries from CLDR.
  const places = terms.places.map((place) =>
    i18n.locale === DEFAULT_LOCALE || place.kind === "city"
      ? place.name
      : place.kind === "region"
        ? regionLabel(i18n, place.region, place.name)
        : cldrName(intlLocale, "region", place.countryCode, place.name),
  );
  if (places.length)
    parts.push(
      t(terms.recognisedOnly ? "jobs.understood.placesAbout" : "jobs.understood.placesFirst", {
        places: or(places),
      }),
    );
  return parts;
}
