// The shape of domain/countries.json: the UN M49 sub-regions by a short key, then one entry per
// country or territory. The countries module takes its types from here (type imports only);
// domain/registry-data.test.ts checks the file against it and against the ISO 3166-1 list of the
// i18n-iso-countries package (every code, alpha-3 code and English name).

import { z } from "zod";

export const REGION_NAMES = [
  "Africa",
  "Americas",
  "Asia",
  "Europe",
  "Oceania",
  "Antarctica",
] as const;

const text = z.string().trim().min(1);

const subRegionSchema = z.strictObject({
  region: z.enum(REGION_NAMES),
  /** M49 sub-region, e.g. "Sub-Saharan Africa", "Western Europe". */
  subRegion: text,
  /** M49 intermediate region, e.g. "Eastern Africa", "Caribbean". */
  intermediateRegion: text.nullable(),
});

export const countryEntrySchema = z.strictObject({
  /** ISO 3166-1 alpha-2 (XK for Kosovo, a user-assigned code). */
  code: z.string().regex(/^[A-Z]{2}$/),
  alpha3: z.string().regex(/^[A-Z]{3}$/),
  /** The common (UN-style short) name: "Türkiye", "Côte d'Ivoire", "Viet Nam". */
  name: text,
  /** The UN official name. */
  officialName: text,
  /** A key of `subRegions`. */
  subRegion: z.string().regex(/^[A-Z]{3}$/),
  /**
   * Other spellings seen in vacancy data: ATS abbreviations ("Eth Fed Dem Rep"), inverted ISO names
   * ("Korea, Republic of"), French and Spanish names.
   */
  aliases: z.array(text).optional(),
});

export const countryDataSchema = z.strictObject({
  subRegions: z.record(z.string().regex(/^[A-Z]{3}$/), subRegionSchema),
  countries: z.array(countryEntrySchema).min(1),
});

export type Region = z.infer<typeof subRegionSchema>["region"];
export type SubRegionEntry = z.infer<typeof subRegionSchema>;
export type CountryData = z.infer<typeof countryDataSchema>;
