// What makes two postings similar: the grades next to a grade (its band), the organisations of an
// organisation's family (its category in the registry), the places around a duty station, and what
// a similar job shares with the page's job, as data the page words in its own language ("Same
// field · P-3 · Nairobi").

import { GRADE_FAMILIES } from "./grade-families";
import { ownEntry } from "./own-entry";
import { ORGANISATIONS, type OrganisationCategory } from "./organisation-registry";
import { COUNTRIES, findCountryByCode, type Country } from "./countries";

/** The prefix of a grade code without its step ("P-" of "P-3", "NO-" of "NO-B", "IS" of "IS4"). */
function gradePrefix(code: string): string {
  return code.replace(/(\d+|[A-Z])$/, "");
}

/**
 * A grade and its neighbours in its family's ladder: P-3 → P-2, P-3, P-4; NO-B → NO-A, NO-B,
 * NO-C. Only steps written with the same prefix count (the Asian Development Bank's IS, TI and
 * TL ladders share a family but not a scale). An unknown code is its own band.
 */
export function gradeBand(code: string): string[] {
  for (const family of GRADE_FAMILIES) {
    const index = family.codes.indexOf(code);
    if (index < 0) continue;
    const prefix = gradePrefix(code);
    return [family.codes[index - 1], code, family.codes[index + 1]].filter(
      (candidate): candidate is string =>
        candidate !== undefined && gradePrefix(candidate) === prefix,
    );
  }
  return [code];
}

/** An organisation's family: its category in the registry and the slugs of that category. */
export type OrganisationFamily = { category: OrganisationCategory; slugs: string[] };

/** The family of the organisation with registry slug `slug`; null when the slug is not known. */
export function organisationFamily(slug: string | null): OrganisationFamily | null {
  const organisation = slug ? ORGANISATIONS.find((entry) => entry.slug === slug) : undefined;
  if (!organisation) return null;
  return {
    category: organisation.category,
    slugs: ORGANISATIONS.filter((entry) => entry.category === organisation.category).map(
      (entry) => entry.slug,
    ),
  };
}

/**
 * The places around a duty station, widest last: its country's M49 intermediate region (Eastern
 * Africa) or else its sub-region (Western Europe), with the codes of the countries in it, and its
 * region (Africa).
 */
export type Surroundings = {
  area: { name: string; countryCodes: string[] } | null;
  region: string | null;
};

export function surroundingsOf(countryCode: string | null): Surroundings {
  const country = countryCode ? findCountryByCode(countryCode) : null;
  if (!country) return { area: null, region: null };
  const name = areaOf(country);
  return { area: { name, countryCodes: AREA_CODES.get(name) ?? [] }, region: country.region };
}

function areaOf(country: Country): string {
  return country.intermediateRegion ?? country.subRegion;
}

/** Each area's country codes, built once (the country table does not change). */
const AREA_CODES = new Map<string, string[]>();
for (const country of COUNTRIES) {
  const codes = AREA_CODES.get(areaOf(country)) ?? [];
  codes.push(country.code);
  AREA_CODES.set(areaOf(country), codes);
}

/** How a similar job relates to the one on the page, as the query finds it. */
export type Likeness = {
  sameField: boolean;
  /** "same": the same grade; "band": a neighbouring grade; null: neither. */
  grade: "same" | "band" | null;
  sameLevel: boolean;
  place: "city" | "country" | "area" | "region" | null;
  organisation: "same" | "family" | null;
};

/** The UN M49 codes of the areas and regions a duty station is set in (CLDR names them). */
const M49_CODES: Record<string, string> = {
  Africa: "002",
  "Northern Africa": "015",
  "Eastern Africa": "014",
  "Middle Africa": "017",
  "Southern Africa": "018",
  "Western Africa": "011",
  Americas: "019",
  Caribbean: "029",
  "Central America": "013",
  "South America": "005",
  "Northern America": "021",
  Asia: "142",
  "Central Asia": "143",
  "Eastern Asia": "030",
  "South-eastern Asia": "035",
  "Southern Asia": "034",
  "Western Asia": "145",
  Europe: "150",
  "Eastern Europe": "151",
  "Northern Europe": "154",
  "Southern Europe": "039",
  "Western Europe": "155",
  Oceania: "009",
  "Australia and New Zealand": "053",
  Melanesia: "054",
  Micronesia: "057",
  Polynesia: "061",
  Antarctica: "AQ",
};

/** The M49 code of an area or region by its English name; null for a name not in the table. */
export function m49Code(name: string): string | null {
  return ownEntry(M49_CODES, name) ?? null;
}

/** What the facets name: the similar job's own grade, level and places, and the compared family. */
export type LikenessNames = {
  grade: string | null;
  level: string | null;
  city: string | null;
  country: string | null;
  countryCode: string | null;
  area: string | null;
  region: string | null;
  family: OrganisationCategory | null;
};

/**
 * What a similar job shares with the page's job, most telling first, as the page words it: the same
 * field; its grade (same or neighbouring) or else its level; the closest place shared (its city,
 * country, M49 area or region: English name and, for a country, its ISO code, for an area or region
 * its M49 code); the same organisation or its family.
 */
export type LikenessFacets = {
  sameField: boolean;
  grade: string | null;
  level: string | null;
  place:
    | { kind: "city"; name: string }
    | { kind: "country"; name: string; code: string | null }
    | { kind: "area" | "region"; name: string; m49: string | null }
    | null;
  organisation: { kind: "same" } | { kind: "family"; family: OrganisationCategory } | null;
};

/** The facets of a likeness, with the names each shows; a facet without a name is left out. */
export function likenessFacets(likeness: Likeness, names: LikenessNames): LikenessFacets {
  const grade = likeness.grade && names.grade ? names.grade : null;
  const place =
    likeness.place === "city" && names.city
      ? ({ kind: "city", name: names.city } as const)
      : likeness.place === "country" && names.country
        ? ({ kind: "country", name: names.country, code: names.countryCode } as const)
        : (likeness.place === "area" || likeness.place === "region") && names[likeness.place]
          ? {
              kind: likeness.place,
              name: names[likeness.place]!,
              m49: m49Code(names[likeness.place]!),
            }
          : null;
  return {
    sameField: likeness.sameField,
    grade,
    level: !grade && likeness.sameLevel && names.level ? names.level : null,
    place,
    organisation:
      likeness.organisation === "same"
        ? { kind: "same" }
        : likeness.organisation === "family" && names.family
          ? { kind: "family", family: names.family }
          : null,
  };
}
