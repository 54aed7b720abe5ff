import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { findCityInCountry } from "#domain/cities";
import { cityTranslatedNames } from "#domain/city-names";
import { findCountryByCode } from "#domain/countries";
import { findOrganisationBySlug, matchOrganisation } from "#domain/organisations";
import { countryTranslatedNames } from "#domain/translated-place-names";
import {
  buildSuggestionIndex,
  findSuggestions,
  foldForSuggestion,
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

function organisationEntry(row: OrganisationRow): SuggestionEntry<Target> {
  const registered = row.slug ? findOrganisationBySlug(row.slug) : matchOrganisation(row.name);
  if (!registered)
    return {
      kind: "organisation",
      label: row.name,
      count: Number(row.count),
      target: { organization: row.slug ?? row.name },
    };
  const label =
    registered.acronym &&
    foldForSuggestion(registered.acronym) !== foldForSuggestion(registered.name)
      ? `${registered.acronym} · ${registered.name}`
      : registered.name;
  return {
    kind: "organisation",
    label,
    count: Number(row.count),
    target: { organization: row.slug ?? registered.slug },
    names: [row.name, ...registered.aliases],
  };
}

function placeEntry(row: PlaceRow): SuggestionEntry<Target>[] {
  const country = findCountryByCode(row.country_code!);
  const countryName = country?.name ?? row.country ?? row.country_code!;
  const count = Number(row.count);
  if (Number(row.whole_country) === 1)
    return [
      {
        kind: "place",
        label: countryName,
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
  return [
    {
      kind: "place",
      label: `${row.city}, ${countryName}`,
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

/** The link a suggestion leads to: /jobs with its parameter. */
export function suggestionUrl(params: Target): string {
  return `/jobs?${new URLSearchParams(params).toString()}`;
}

/** Up to `limit` suggestions for what is typed so far, best first. */
export async function suggest(db: Database, q: string, limit: number): Promise<Suggestion[]> {
  const index = await suggestionIndexFor(db);
  return findSuggestions(index, q, limit).map((entry) => ({
    kind: entry.kind,
    label: entry.label,
    count: entry.count,
    params: entry.target,
    url: suggestionUrl(entry.target),
  }));
}

/** The body of GET /api/v1/suggestions for parsed parameters. */
export async function getSuggestionsApiBody(
  db: Database,
  parameters: { q: string; limit: number },
): Promise<JsonBody> {
  const body: SuggestionList = {
    query: parameters.q,
    suggestions: await suggest(db, parameters.q, parameters.limit),
  };
  return serialiseJsonBody(body);
}
