import { isContractType } from "#domain/contract-types";
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "#domain/interface-locales";
import { languageName } from "#domain/language-requirements";
import { isProfessionalField, slugifyField } from "#domain/professional-fields";
import { findRegionFilter } from "#domain/regions";
import type { savedSearches } from "#server/db/schema";
import { plainTranslator } from "#server/modules/i18n/plain-translator";

type SavedSearchRow = typeof savedSearches.$inferSelect;

/** CLDR's language names, one formatter per interface language (a digest describes many searches). */
const languageNames = new Map<Locale, Intl.DisplayNames>();
function languageNamesIn(locale: Locale): Intl.DisplayNames {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: "language" });
    languageNames.set(locale, names);
  }
  return names;
}

export type SavedSearchCriteria = Pick<
  SavedSearchRow,
  "searchKeyword" | "organizationFilter" | "locationFilter" | "sourceFilter" | "filters"
>;

/**
 * Every filter of a saved search in words, in the order the job filters list them, e.g.
 * "Keywords: nutrition · Location: Kenya · Region: Africa · Level: Senior", in the reader's
 * language (the `account.criteria` catalog, and the listing's names of levels, fields, contracts
 * and regions; language names from CLDR). Nothing the search filters on is left out, so the
 * dashboard, the alert settings page and the digest describe the same search; "All open jobs"
 * when it has no filter. What the user typed (keywords, places, employers) stays as typed.
 */
export function describeSavedSearch(
  search: SavedSearchCriteria,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const { t } = plainTranslator(locale);
  const word = (key: string) => t(`account.criteria.${key}`);
  /** A catalog's name for a stored value, or the value when the catalog has none. */
  const named = (key: string, value: string) => {
    const text = t(key);
    return text === key ? value : text;
  };
  const languages = languageNamesIn(locale);
  const language = (code: string) =>
    locale === DEFAULT_LOCALE ? languageName(code) : (languages.of(code) ?? code);
  const filters = search.filters ?? {};
  const split = (value: string | null) =>
    value
      ? value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)
      : [];
  const keyword = search.searchKeyword?.trim();
  const parts: [string, string[]][] = [
    [word(filters.literal ? "keywordsLiteral" : "keywords"), keyword ? [keyword] : []],
    [word("organisation"), [...split(search.organizationFilter), ...(filters.organization ?? [])]],
    [word("location"), split(search.locationFilter)],
    [
      word("region"),
      (filters.region ?? []).map((slug) =>
        named(`jobs.region.${slug}`, findRegionFilter(slug)?.name ?? slug),
      ),
    ],
    [word("source"), split(search.sourceFilter)],
    [
      word("field"),
      (filters.field ?? []).map((field) =>
        isProfessionalField(field) ? named(`common.field.${slugifyField(field)}`, field) : field,
      ),
    ],
    [word("level"), (filters.level ?? []).map((level) => named(`common.level.${level}`, level))],
    [word("grade"), filters.grade ?? []],
    [
      word("contract"),
      (filters.contract ?? []).map((value) =>
        isContractType(value) ? named(`common.contract.${value}`, value) : value,
      ),
    ],
    [
      word("recruitment"),
      filters.nationalsOnly === undefined
        ? []
        : [word(filters.nationalsOnly ? "nationalsOnly" : "notNationalsOnly")],
    ],
    [
      word("closingWithin"),
      filters.closingWithin ? [t("account.criteria.days", { count: filters.closingWithin })] : [],
    ],
    [
      word("placeOfWork"),
      filters.remote === undefined ? [] : [word(filters.remote ? "remote" : "onSite")],
    ],
    [
      word(
        filters.languageNeed === "required"
          ? "languageRequired"
          : filters.languageNeed === "asset"
            ? "languageAsset"
            : "language",
      ),
      (filters.language ?? []).map(language),
    ],
    [word("writtenIn"), filters.postingLanguage ? [language(filters.postingLanguage)] : []],
    [word("order"), filters.sort ? [word(`orderValue.${filters.sort}`)] : []],
  ];
  const described = parts
    .filter(([, values]) => values.length > 0)
    .map(([label, values]) =>
      t("account.criteria.pair", { label, values: values.join(word("listSeparator")) }),
    );
  return described.join(word("separator")) || word("all");
}
