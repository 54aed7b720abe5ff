// What makes two postings similar, and how to say it: the grades next to a grade (its band), the
// organisations of an organisation's family (its category in the registry), the places around a
// duty station, and the reason shown beside each similar job ("Same field · P-3 · Nairobi").

import { GRADE_FAMILIES } from "./grade-families";
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

const FAMILY_NAMES: Record<OrganisationCategory, string> = {
  "un-secretariat": "UN Secretariat",
  "fund-programme": "UN funds and programmes",
  "specialised-agency": "UN specialised agencies",
  related: "UN related organisations",
  "development-bank": "Development banks",
  eu: "EU institutions",
  intergovernmental: "Intergovernmental organisations",
  ngo: "NGOs",
};

/** An organisation's family: the registry slugs of its category, and the family's name. */
export type OrganisationFamily = { name: string; slugs: string[] };

/** The family of the organisation with registry slug `slug`; null when the slug is not known. */
export function organisationFamily(slug: string | null): OrganisationFamily | null {
  const organisation = slug ? ORGANISATIONS.find((entry) => entry.slug === slug) : undefined;
  if (!organisation) return null;
  return {
    name: FAMILY_NAMES[organisation.category],
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

/** What the reason names: the similar job's own grade and level and the places compared. */
export type LikenessNames = {
  grade: string | null;
  level: string | null;
  city: string | null;
  country: string | null;
  area: string | null;
  region: string | null;
  organisation: string;
  family: string | null;
};

/**
 * Why a job is similar, in words, most telling first: "Same field · P-3 · Nairobi",
 * "P-4 · Kenya · Same organisation", "Same field · Mid level · Eastern Africa · UN funds and
 * programmes".
 */
export function describeLikeness(likeness: Likeness, names: LikenessNames): string {
  const parts: string[] = [];
  if (likeness.sameField) parts.push("Same field");
  if (likeness.grade && names.grade) parts.push(names.grade);
  else if (likeness.sameLevel && names.level) parts.push(`${names.level} level`);
  const place =
    likeness.place === "city"
      ? names.city
      : likeness.place === "country"
        ? names.country
        : likeness.place === "area"
          ? names.area
          : likeness.place === "region"
            ? names.region
            : null;
  if (place) parts.push(place);
  if (likeness.organisation === "same") parts.push("Same organisation");
  else if (likeness.organisation === "family" && names.family) parts.push(names.family);
  return parts.join(" · ");
}
