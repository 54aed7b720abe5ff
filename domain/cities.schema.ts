// The shape of domain/cities.json: known cities (every capital plus the UN system's duty stations),
// then office-style spellings that point at one of them. The cities module takes its types from here
// (type imports only); domain/registry-data.test.ts checks the file against it and checks that every
// city's country is in countries.json and every office spelling names a listed city.

import { z } from "zod";

const text = z.string().trim().min(1);

export const cityEntrySchema = z.strictObject({
  name: text,
  /** ISO 3166-1 alpha-2 code of a country of countries.json. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /**
   * Spellings seen in vacancy data: local-language names, transliterations. Accents, case and
   * punctuation are ignored by the lookup, so "Bogotá" needs no "Bogota".
   */
  aliases: z.array(text).optional(),
});

export const cityDataSchema = z.strictObject({
  cities: z.array(cityEntrySchema).min(1),
  /** Office-style spelling, written as the lookup normalises it ("entebbe rsce") → a city's name. */
  officeAliases: z.record(z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/), text),
});

export type CityData = z.infer<typeof cityDataSchema>;

/**
 * One language's names of the cities, in cities.<language>.json, each city by its id (its English
 * name as a slug, `cityId` in cities.ts) in exactly one of three places: `names`, its own form in the
 * language ("Genève", "جنيف"); `sameAsEnglish`, a city the language writes as English does
 * ("Nairobi" in French); `untranslated`, a city whose form in the language we are not sure of, shown
 * in English until someone who is adds it.
 */
export const cityNamesSchema = z.strictObject({
  names: z.record(z.string(), text),
  sameAsEnglish: z.array(z.string()),
  untranslated: z.array(z.string()),
});

export type CityNames = z.infer<typeof cityNamesSchema>;
