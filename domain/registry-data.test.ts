import isoCodes from "i18n-iso-countries/codes.json" with { type: "json" };
import isoEnglish from "i18n-iso-countries/langs/en.json" with { type: "json" };
import { describe, expect, test } from "vitest";
import arabicCityNames from "./cities.ar.json" with { type: "json" };
import spanishCityNames from "./cities.es.json" with { type: "json" };
import frenchCityNames from "./cities.fr.json" with { type: "json" };
import cityData from "./cities.json" with { type: "json" };
import { cityDataSchema, cityNamesSchema } from "./cities.schema";
import { cityId } from "./cities";
import countryData from "./countries.json" with { type: "json" };
import { countryDataSchema } from "./countries.schema";
import { findCountry, normaliseName } from "./countries";
import fieldKeywordData from "./field-keywords.json" with { type: "json" };
import { fieldKeywordDataSchema } from "./field-keywords.schema";
import organisationData from "./organisation-registry.json" with { type: "json" };
import arabicOrganisationData from "./organisation-registry.ar.json" with { type: "json" };
import spanishOrganisationData from "./organisation-registry.es.json" with { type: "json" };
import frenchOrganisationData from "./organisation-registry.fr.json" with { type: "json" };
import {
  organisationRegistrySchema,
  organisationTranslationsSchema,
} from "./organisation-registry.schema";

// The data files the domain reads at module load, checked as files: their schema, then what a schema
// cannot say. The modules only cast what they import, so these tests are what stands between an
// edited file and a broken lookup.

/** Values that occur more than once (after `key`), for a readable failure. */
function duplicates(values: readonly string[], key = (value: string) => value): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(key(value)) ? true : (seen.add(key(value)), false)));
}

/** "path: message" per problem zod finds, for a readable failure. */
function problems(result: { success: boolean; error?: { issues: readonly PathIssue[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}
type PathIssue = { path: readonly PropertyKey[]; message: string };

describe("organisation-registry.json", () => {
  const parsed = organisationRegistrySchema.safeParse(organisationData);
  const organisations = parsed.data ?? [];

  test("matches its schema (https careers pages, known categories, no unknown fields)", () => {
    expect(problems(parsed)).toEqual([]);
  });

  test("slugs, acronyms and names are unique", () => {
    expect(duplicates(organisations.map((o) => o.slug))).toEqual([]);
    expect(
      duplicates(
        organisations.map((o) => o.acronym),
        normaliseName,
      ),
    ).toEqual([]);
    expect(
      duplicates(
        organisations.map((o) => o.name),
        normaliseName,
      ),
    ).toEqual([]);
  });

  test("no name, acronym, short name or alias reads as two employers", () => {
    // "COE" as one employer's alias and "CoE" as another's acronym would send a search for
    // either to whichever the lookup meets first.
    const owners = new Map<string, Set<string>>();
    for (const o of organisations)
      for (const word of [o.name, o.acronym, o.shortName, ...(o.aliases ?? [])]) {
        if (!word) continue;
        const key = normaliseName(word);
        owners.set(key, (owners.get(key) ?? new Set()).add(o.slug));
      }
    const shared = [...owners]
      .filter(([, slugs]) => slugs.size > 1)
      .map(([word, slugs]) => `${word}: ${[...slugs].join(", ")}`);
    expect(shared).toEqual([]);
  });

  test("every headquarters is in a known country", () => {
    const unknown = organisations
      .filter((o) => !findCountry(o.headquarters.slice(o.headquarters.lastIndexOf(", ") + 2)))
      .map((o) => `${o.slug}: ${o.headquarters}`);
    expect(unknown).toEqual([]);
  });
});

describe.each([
  ["fr", frenchOrganisationData],
  ["es", spanishOrganisationData],
  ["ar", arabicOrganisationData],
])("organisation-registry.%s.json", (_language, data) => {
  const parsed = organisationTranslationsSchema.safeParse(data);
  const translations = parsed.data ?? {};
  const registry = organisationRegistrySchema.parse(organisationData);

  test("matches its schema", () => {
    expect(problems(parsed)).toEqual([]);
  });

  test("describes every employer of the registry, and only those", () => {
    const slugs = new Set(registry.map((o) => o.slug));
    expect(registry.filter((o) => !Object.hasOwn(translations, o.slug)).map((o) => o.slug)).toEqual(
      [],
    );
    expect(Object.keys(translations).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  test("gives each employer as many focus areas as the English, none twice", () => {
    const wrong = registry.flatMap((o) => {
      const areas = translations[o.slug]?.focusAreas ?? [];
      return areas.length !== o.focusAreas.length || duplicates(areas).length > 0
        ? [`${o.slug}: ${areas.length} of ${o.focusAreas.length}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  test("names an employer only where the English name does not already stand", () => {
    // An acronym of the language goes with the official name that it abbreviates; a name or an
    // acronym that repeats the English is left out, so the English one stands on its own.
    const wrong = registry.flatMap((o) => {
      const words = translations[o.slug];
      if (!words) return [];
      return [
        ...(words.acronym !== undefined && words.name === undefined
          ? ["acronym without a name"]
          : []),
        ...(words.name === o.name ? ["the English name"] : []),
        ...(words.acronym === o.acronym ? ["the English acronym"] : []),
      ].map((problem) => `${o.slug}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  test("names and acronyms, as the language shows them, each name one employer", () => {
    // Compared case- and accent-insensitively, in any script ("COE" would read as the CoE).
    const key = (value: string) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    const shown = registry.map((o) => ({
      name: translations[o.slug]?.name ?? o.name,
      acronym: translations[o.slug]?.acronym ?? o.acronym,
    }));
    expect(
      duplicates(
        shown.map((o) => o.name),
        key,
      ),
    ).toEqual([]);
    expect(
      duplicates(
        shown.map((o) => o.acronym),
        key,
      ),
    ).toEqual([]);
  });

  test("writes apostrophes as the interface does (’, never ')", () => {
    const straight = Object.entries(translations)
      .filter(([, words]) =>
        [words.name ?? "", words.acronym ?? "", words.description, ...words.focusAreas].some((t) =>
          t.includes("'"),
        ),
      )
      .map(([slug]) => slug);
    expect(straight).toEqual([]);
  });

  test("never leaves the English words in place of a translation", () => {
    // Words that read the same in both languages ("Innovation", "Protection") are allowed in a
    // focus area, never a whole description.
    const untranslated = registry
      .filter((o) => translations[o.slug]?.description === o.description)
      .map((o) => o.slug);
    expect(untranslated).toEqual([]);
  });
});

describe("countries.json", () => {
  const parsed = countryDataSchema.safeParse(countryData);
  const { subRegions = {} } = parsed.data ?? {};
  const countries = (parsed.data?.countries ?? []).map(
    ([code, alpha3, name, officialName, subRegion, aliases]) => ({
      code,
      alpha3,
      name,
      officialName,
      subRegion,
      aliases,
    }),
  );
  /** ISO 3166-1 as the i18n-iso-countries package keeps it: alpha-2 → alpha-3, English names. */
  const isoAlpha3 = new Map(isoCodes.map(([alpha2 = "", alpha3 = ""]) => [alpha2, alpha3]));
  const isoNames: Record<string, string | string[]> = isoEnglish.countries;
  // Kosovo's code is user-assigned: the UN, the EU and employers' systems write XKX, the package XKK.
  const ALPHA3_EXCEPTIONS: Record<string, string> = { XK: "XKX" };

  test("matches its schema", () => {
    expect(problems(parsed)).toEqual([]);
  });

  test("codes are unique and every sub-region is one of the M49 table", () => {
    expect(duplicates(countries.map((c) => c.code))).toEqual([]);
    expect(duplicates(countries.map((c) => c.alpha3))).toEqual([]);
    expect(countries.filter((c) => !Object.hasOwn(subRegions, c.subRegion))).toEqual([]);
  });

  test("every code is ISO 3166-1, with its alpha-3 code, and every ISO country is listed", () => {
    const wrong = countries
      .filter((c) => (ALPHA3_EXCEPTIONS[c.code] ?? isoAlpha3.get(c.code)) !== c.alpha3)
      .map((c) => `${c.code}/${c.alpha3}: ISO says ${isoAlpha3.get(c.code) ?? "no such code"}`);
    expect(wrong).toEqual([]);
    const listed = new Set(countries.map((c) => c.code));
    expect([...isoAlpha3.keys()].filter((code) => !listed.has(code))).toEqual([]);
  });

  test("the English ISO name of every country is its name or one of its aliases", () => {
    // Ours are the UN's short names ("Türkiye", "Viet Nam"); the ISO name must still be matched.
    const unmatched = countries.flatMap((c) => {
      const [isoName] = [isoNames[c.code] ?? []].flat();
      const labels = new Set([c.name, c.officialName, ...(c.aliases ?? [])].map(normaliseName));
      return isoName && !labels.has(normaliseName(isoName)) ? [`${c.code}: ${isoName}`] : [];
    });
    expect(unmatched).toEqual([]);
  });
});

describe("cities.json", () => {
  const parsed = cityDataSchema.safeParse(cityData);
  const { cities = [], officeAliases = {} } = parsed.data ?? {};

  test("matches its schema", () => {
    expect(problems(parsed)).toEqual([]);
  });

  test("every city's country is in countries.json, and a name is listed once per country", () => {
    const codes = new Set(countryData.countries.map(([code]) => code));
    expect(cities.filter((c) => !codes.has(c.countryCode))).toEqual([]);
    expect(duplicates(cities.map((c) => `${normaliseName(c.name)}|${c.countryCode}`))).toEqual([]);
  });

  test("every city has an id of its own (its translations' key)", () => {
    expect(duplicates(cities.map((c) => cityId(c.name)))).toEqual([]);
  });

  test("every office spelling points at a listed city", () => {
    const names = new Set(cities.map((c) => c.name));
    expect(Object.entries(officeAliases).filter(([, city]) => !names.has(city))).toEqual([]);
  });
});

describe.each([
  ["fr", frenchCityNames, /^[\p{Script=Latin} .’-]+$/u],
  ["es", spanishCityNames, /^[\p{Script=Latin} .’-]+$/u],
  ["ar", arabicCityNames, /^[\p{Script=Arabic}\p{M} ]+$/u],
])("cities.%s.json", (language, data, script) => {
  const parsed = cityNamesSchema.safeParse(data);
  const { names = {}, sameAsEnglish = [], untranslated = [] } = parsed.data ?? {};
  const cities = cityDataSchema.parse(cityData).cities.map((c) => ({ ...c, id: cityId(c.name) }));
  const listed = [...Object.keys(names), ...sameAsEnglish, ...untranslated];

  test("matches its schema", () => {
    expect(problems(parsed)).toEqual([]);
  });

  test("names every city of cities.json once, and only those", () => {
    // Each city is a name of the language, one the language writes as English does, or one not yet
    // translated: never missing, never in two of these, never a city the list does not have.
    const ids = new Set(cities.map((c) => c.id));
    expect(cities.filter((c) => !listed.includes(c.id)).map((c) => c.id)).toEqual([]);
    expect(listed.filter((id) => !ids.has(id))).toEqual([]);
    expect(duplicates(listed)).toEqual([]);
  });

  test("never gives the English name as the language's own", () => {
    // A name the language writes as English does is listed in sameAsEnglish, so that repeating the
    // English is a choice made for that city, never a translation left undone.
    const english = new Map(cities.map((c) => [c.id, c.name]));
    expect(Object.entries(names).filter(([id, name]) => english.get(id) === name)).toEqual([]);
  });

  test("writes every name in the language's script, with the interface's apostrophe", () => {
    expect(Object.values(names).filter((name) => !script.test(name))).toEqual([]);
    // Arabic writes every city in its own script: none reads as the English.
    if (language === "ar") expect(sameAsEnglish).toEqual([]);
  });

  test("gives two cities of a country two names", () => {
    const shown = cities.map((c) => `${names[c.id] ?? c.name}|${c.countryCode}`);
    expect(duplicates(shown)).toEqual([]);
  });
});

describe("field-keywords.json", () => {
  const parsed = fieldKeywordDataSchema.safeParse(fieldKeywordData);

  test("matches its schema: every field, keywords as matched, weights −5 to 5 but never 0", () => {
    expect(problems(parsed)).toEqual([]);
  });

  test("every generic role word is a keyword of some field", () => {
    const keywords = new Set(Object.values(fieldKeywordData.fields).flatMap(Object.keys));
    expect(fieldKeywordData.generic.filter((word) => !keywords.has(word))).toEqual([]);
  });
});
