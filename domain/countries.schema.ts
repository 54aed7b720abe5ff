// The shape of domain/countries.json: the UN M49 sub-regions by a short key, then one row per
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

/** An M49 sub-region as a row: its region, its name, its intermediate region or null. */
const subRegionSchema = z.tuple([
  z.enum(REGION_NAMES),
  /** e.g. "Sub-Saharan Africa", "Western Europe". */
  text,
  /** e.g. "Eastern Africa", "Caribbean". */
  text.nullable(),
]);

/**
 * One country or territory as a row (rows keep the table as small as it was in TypeScript: the
 * planner's country list ships it to the browser), its columns:
 * - ISO 3166-1 alpha-2 code (XK for Kosovo, a user-assigned code),
 * - alpha-3 code,
 * - the common (UN-style short) name: "Türkiye", "Côte d'Ivoire", "Viet Nam",
 * - the UN official name,
 * - a key of `subRegions`,
 * - optionally, other spellings seen in vacancy data: ATS abbreviations ("Eth Fed Dem Rep"),
 *   inverted ISO names ("Korea, Republic of"), French and Spanish names.
 */
export const countryRowSchema = z.tuple([
  z.string().regex(/^[A-Z]{2}$/),
  z.string().regex(/^[A-Z]{3}$/),
  text,
  text,
  z.string().regex(/^[A-Z]{3}$/),
  z.array(text).optional(),
]);

export const countryDataSchema = z.strictObject({
  subRegions: z.record(z.string().regex(/^[A-Z]{3}$/), subRegionSchema),
  countries: z.array(countryRowSchema).min(1),
});

export type Region = z.infer<typeof subRegionSchema>[0];
export type CountryData = z.infer<typeof countryDataSchema>;
