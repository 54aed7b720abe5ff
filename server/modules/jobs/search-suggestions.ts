import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { findCityInCountry, type City } from "#domain/cities";
import { cityNameIn, cityTranslatedNames } from "#domain/city-names";
import { findCountryByCode } from "#domain/countries";
import {
  DEFAULT_LOCALE,
  listSeparator,
  localizedPath,
  PREFIXED_LOCALES,
  type Locale,
} from "#domain/interface-locales";
import { organisationAcronymIn, organisationNameIn } from "#domain/organisation-words";
import type { Organisation } from "#domain/organisation-registry";
import { findOrganisationBySlug, matchOrganisation } from "#domain/organisations";
import { countryNameIn, countryTranslatedNames } from "#domain/translated-place-names";
import {
  buildSuggestionIndex,
  findSuggestions,
  foldForSuggestion,
  suggestionLabelIn,
  type SuggestionEntry,
  type SuggestionIndex,
} from "#domain/suggestion-index";
import type { Database } from "#server/db/create-db";
import { serialiseJsonBody, type JsonBody } from "#server/modules/api/json-body";
import { queryRows } from "#server/db/query-rows";
import { onJobsCacheCleared } from "./jobs-cache";
import type { Suggestion, SuggestionList } from "./suggestion-schemas";

/**
 * The search box's suggestions (GET /api/v1/suggestions): organisations, duty stations and job
 * titles of the open jobs, each with its count, from an index built in memory from three grouped
 * counts of the open jobs (domain/suggestion-index.ts). The index is built once per database and
 * kept until the jobs are written (whenever the jobs cache is cleared, by this process or, on
 * PostgreSQL, by another) or for at most INDEX_TTL_MS, so that jobs whose deadline passed drop out;
 * until then every keystroke is answered from memory. Concurrent requests share one build.
 *
 * Organisations and places carry their label in each language of the interface (the employer's
 * official name and acronym there where it publishes one, the same words its job cards and the
 * organisation filter use; the city's and the country's names there), so one index answers every
 * language: a request names its language and each entry is shown with that language's label. The
 * parameters a suggestion sets stay the English values and slugs the listing filters by.
 */

const INDEX_TTL_MS = 60_000;
/** Titles held: the most frequent; a title seen once among 100,000 jobs helps nobody type. */
const MAX_TITLES = 20_000;

type Target = Suggestion["params"];
type Index = SuggestionIndex<Target>;

const indexes = new LRUCache<Database, Index>({
  max: 8,
  ttl: INDEX_TTL_MS,
  fetchMethod: (db) => buildIndex(db),
});

onJobsCacheCleared(() => indexes.clear());

type OrganisationRow = { slug: string | null; name: string; count: number | string };
type PlaceRow = {
  city: string | null;
  /** 1 on a country's row, 0 on a city's. */
  whole_country: number | string;
  country_code: string | null;
  country: string | null;
  count: number | string;
};
type TitleRow = { title: string; count: number | string };

const OPEN = sql`status = 'active' and coalesce(expires_at, 'infinity'::timestamptz) > now()`;

async function readEntries(db: Database): Promise<SuggestionEntry<Target>[]> {
  const [organisations, places, titles] = await Promise.all([
    queryRows<OrganisationRow>(
      db,
      sql`select organization_slug as slug, min(organization) as name, count(*) as count
          from jobs where ${OPEN} group by coalesce(organization_slug, organization), organization_slug`,
    ),
    queryRows<PlaceRow>(
      db,
      sql`select city, grouping(city) as whole_country, country_code, min(country) as country,
            count(*) as count
          from jobs where ${OPEN} and country_code is not null
          group by grouping sets ((country_code), (country_code, city))`,
    ),
    queryRows<TitleRow>(
      db,
      sql`select min(title) as title, count(*) as count from jobs where ${OPEN}
          group by lower(title) order by count(*) desc limit ${MAX_TITLES}`,
    ),
  ]);
  return [
    ...organisations.map(organisationEntry),
    ...places.flatMap(placeEntry),
    ...titles.map((row): SuggestionEntry<Target> => ({
      kind: "title",
      label: row.title,
      count: Number(row.count),
      target: { search: row.title },
    })),
  ];
}

/** The labels of each language other than English that differ from the English one. */
function labelsIn(english: string, labelIn: (locale: Locale) => string) {
  const labels: Partial<Record<Locale, string>> = {};
  for (const locale of PREFIXED_LOCALES) {
    const label = labelIn(locale);
    if (label !== english) labels[locale] = label;
  }
  return labels;
}

/** "UNHCR · Office of the United Nations High Commissioner for Refugees", in `locale`. */
function organisationLabel(organisation: Organisation, locale: Locale): string {
  const name = organisationNameIn(organisation, locale);
  const acronym = organisationAcronymIn(organisation, locale);
  return acronym && foldForSuggestion(acronym) !== foldForSuggestion(name)
    ? `${acronym} · ${name}`
    : name;
}

function organisationEntry(row: OrganisationRow): SuggestionEntry<Target> {
  const registered = row.slug ? findOrganisationBySlug(row.slug) : matchOrganisation(row.name);
  if (!registered)
    return {
      kind: "organisation",
      label: row.name,
      count: Number(row.count),
      target: { organization: row.slug ?? row.name },
    };
  const label = organisationLabel(registered, DEFAULT_LOCALE);
  return {
    kind: "organisation",
    label,
    labelsIn: labelsIn(label, (locale) => organisationLabel(registered, locale)),
    count: Number(row.count),
    target: { organization: row.slug ?? registered.slug },
    names: [row.name, ...registered.aliases],
  };
}

/** "Genève, Suisse": a city and its country in `locale` (Arabic separates them with its comma). */
function cityLabel(city: City | null, stored: string, country: string, locale: Locale) {
  return `${city ? cityNameIn(city, locale) : stored}${listSeparator(locale)}${country}`;
}

function placeEntry(row: PlaceRow): SuggestionEntry<Target>[] {
  const country = findCountryByCode(row.country_code!);
  const countryName = country?.name ?? row.country ?? row.country_code!;
  const countryIn = (locale: Locale) =>
    countryNameIn({ code: row.country_code!, name: countryName }, locale);
  const count = Number(row.count);
  if (Number(row.whole_country) === 1)
    return [
      {
        kind: "place",
        label: countryName,
        labelsIn: labelsIn(countryName, countryIn),
        count,
        target: { location: row.country_code! },
        // Found by its French, Spanish and Arabic names too ("Suisse", "Suiza", "سويسرا").
        names: country
          ? [country.officialName, ...country.aliases, ...countryTranslatedNames(country.code)]
          : [],
      },
    ];
  if (row.city === null) return [];
  const city = findCityInCountry(row.city, row.country_code!);
  const label = `${row.city}, ${countryName}`;
  return [
    {
      kind: "place",
      label,
      labelsIn: labelsIn(label, (locale) => cityLabel(city, row.city!, countryIn(locale), locale)),
      count,
      target: { location: row.city },
      // Found by its local names and its French, Spanish and Arabic names too ("Genève",
      // "Ginebra", "جنيف"); its country's name is in its label.
      names: city ? [city.name, ...city.aliases, ...cityTranslatedNames(city)] : [],
    },
  ];
}

async function buildIndex(db: Database): Promise<Index> {
  return buildSuggestionIndex(await readEntries(db));
}

/**
 * The index of `db`'s open jobs, built now when none is kept (or the kept one is older than its
 * time to live).
 */
export async function suggestionIndexFor(db: Database): Promise<Index> {
  const index = await indexes.fetch(db);
  if (!index) throw new Error("suggestion index: no index built");
  return index;
}

/** The link a suggestion leads to: /jobs in `locale` with its parameter. */
export function suggestionUrl(params: Target, locale: Locale = DEFAULT_LOCALE): string {
  return localizedPath(`/jobs?${new URLSearchParams(params).toString()}`, locale);
}

/**
 * Up to `limit` suggestions for what is typed so far, best first, labelled for a page in `locale`.
 * Whatever the language, the translated names of every language find their entries too.
 */
export async function suggest(
  db: Database,
  q: string,
  limit: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Suggestion[]> {
  const index = await suggestionIndexFor(db);
  return findSuggestions(index, q, limit).map((entry) => ({
    kind: entry.kind,
    label: suggestionLabelIn(entry, locale),
    count: entry.count,
    params: entry.target,
    url: suggestionUrl(entry.target, locale),
  }));
}

/** The body of GET /api/v1/suggestions for parsed parameters. */
export async function getSuggestionsApiBody(
  db: Database,
  parameters: { q: string; limit: number; locale: Locale },
): Promise<JsonBody> {
  const body: SuggestionList = {
    query: parameters.q,
    suggestions: await suggest(db, parameters.q, parameters.limit, parameters.locale),
  };
  return serialiseJsonBody(body);
}
