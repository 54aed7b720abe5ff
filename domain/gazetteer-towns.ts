// Towns a world gazetteer knows and the place list does not, read only where a posting's own fields
// make a name a place: a location field that is a town's name alone. The gazetteer is the server's
// (GeoNames, server/ingestion/known-towns.ts), handed in as a lookup function; without one nothing
// here is read. Never used on running text: its 135,000 names include everyday words ("Sales" is a
// village in France, "Mobile" a city in the United States).

import { findCountryByCode } from "./countries";
import type { ParsedLocation } from "./locations";
import { createPlace } from "./parsed-location";

/** A town of a gazetteer: its name as the gazetteer writes it, its country and its population. */
export type KnownTown = { name: string; countryCode: string; population: number };

/** Every town of a gazetteer with that name (case, accents and punctuation aside). */
export type FindTowns = (name: string) => readonly KnownTown[];

// A name alone, with no country anywhere in the posting, is a town only when it cannot be another:
// every GeoNames town of that name lies in one country, and the largest is a city, 50,000 people
// or more (the usual floor of a city in national statistics). GeoNames shows what each condition
// keeps out: "Aurora" is a town in Brazil, Canada, the Philippines and the United States, "Boulder"
// one in Australia too, "Halifax" in Canada, England and the US; a small town's name is as often
// an everyday word ("Officer", 7,044, is a town in Australia only, "Talent", 6,411, one in the US
// only), so "Riederich" (4,395) and "Twin Falls" (47,468), each in one country, stay unplaced.
// "Denver" (four towns, all in the US, the largest 682,545), "Colorado Springs" and "Wiesbaden" pass.
const LONE_NAME_MIN_POPULATION = 50_000;

// Words a location field uses for how the work is done, which GeoNames also knows as a lone town:
// "Mobile" (a post that moves from site to site) is a city in Alabama, which employers write
// "Mobile, AL".
const WORK_ARRANGEMENT_WORDS = new Set(["mobile"]);

const withoutAccents = (value: string) => value.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** The place of a town, written as the posting writes it, or as GeoNames does when only accents differ. */
function placeOfTown(written: string, town: KnownTown): ParsedLocation | null {
  const country = findCountryByCode(town.countryCode);
  if (!country) return null;
  const name = withoutAccents(written) === withoutAccents(town.name) ? town.name : written;
  return createPlace({ city: null, cityText: name, country });
}

/**
 * A location field that is only a town's name the place list does not know ("Denver", "Wiesbaden"),
 * in a posting that names no country: the town, when the gazetteer makes its country certain.
 */
export function findTownOfLoneName(
  field: ParsedLocation,
  findTowns: FindTowns,
): ParsedLocation | null {
  if (field.isSpecial || field.isMultiple || field.countryCode || !field.city) return null;
  if (WORK_ARRANGEMENT_WORDS.has(field.city.trim().toLowerCase())) return null;
  const towns = findTowns(field.city);
  if (new Set(towns.map((town) => town.countryCode)).size !== 1) return null;
  const largest = towns.reduce((a, b) => (b.population > a.population ? b : a));
  return largest.population >= LONE_NAME_MIN_POPULATION ? placeOfTown(field.city, largest) : null;
}
