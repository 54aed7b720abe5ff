// Countries and territories: ISO 3166-1 alpha-2/alpha-3 codes, a common (UN-style short) name, the UN
// official name, frequent alternative spellings seen in vacancy data (ATS abbreviations such as
// "Eth Fed Dem Rep", inverted ISO names such as "Korea, Republic of", French/Spanish names), and the UN
// M49 region / sub-region / intermediate region used by the region filter. The data is countries.json
// (its shape and checks in countries.schema.ts); this module keeps the lookups.

import data from "./countries.json" with { type: "json" };
import type { CountryData, Region } from "./countries.schema";

export type { Region };

export type Country = {
  code: string; // ISO 3166-1 alpha-2 (XK for Kosovo, a user-assigned code)
  alpha3: string;
  name: string;
  officialName: string;
  aliases: string[];
  region: Region;
  subRegion: string; // M49 sub-region, e.g. "Sub-Saharan Africa", "Western Europe"
  intermediateRegion: string | null; // M49 intermediate region, e.g. "Eastern Africa", "Caribbean"
};

// JSON rows are typed as arrays, not tuples; domain/registry-data.test.ts checks them.
const { subRegions, countries } = data as unknown as CountryData;
const SUB_REGIONS = new Map(Object.entries(subRegions));

export const COUNTRIES: readonly Country[] = countries.map(
  ([code, alpha3, name, officialName, key, aliases]) => {
    const [region, subRegion, intermediateRegion] = SUB_REGIONS.get(key)!;
    return {
      code,
      alpha3,
      name,
      officialName,
      aliases: aliases ?? [],
      region,
      subRegion,
      intermediateRegion,
    };
  },
);

export const REGIONS: readonly Region[] = ["Africa", "Americas", "Asia", "Europe", "Oceania"];

/** Words of ASCII letters and digits with single spaces between them need only lower-casing. */
const PLAIN_NAME = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/** Lower-case, strip accents, turn punctuation into spaces, collapse whitespace; drops a leading "the". */
export function normaliseName(value: string): string {
  if (PLAIN_NAME.test(value)) {
    const lower = value.toLowerCase();
    return lower.startsWith("the ") ? lower.slice(4) : lower;
  }
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`´']/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9*]+/g, " ")
    .trim()
    .replace(/^the /, "");
}

const BY_CODE = new Map<string, Country>();
const BY_NAME = new Map<string, Country>();

for (const country of COUNTRIES) {
  BY_CODE.set(country.code, country);
  BY_CODE.set(country.alpha3, country);
  for (const label of [country.name, country.officialName, ...country.aliases]) {
    const key = normaliseName(label);
    if (key && !BY_NAME.has(key)) BY_NAME.set(key, country);
  }
}

/** Country by name, official name or alias only (no code matching). */
export function findCountryByName(name: string): Country | null {
  const key = normaliseName(name);
  if (!key) return null;
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/\*$/, "").trim()) ?? null;
}

/** Country by ISO alpha-2 or alpha-3 code (case-insensitive). */
export function findCountryByCode(code: string): Country | null {
  const key = code.trim().toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(key)) return null;
  return BY_CODE.get(key) ?? null;
}

/**
 * A country written as its ISO alpha-2 code, in capitals, as the country's name ("DE": Germany), so
 * that a place reader never takes it for a US state; any other text, or a code no country has, as
 * written.
 */
export function countryCodeInWords(text: string): string {
  const code = text.trim();
  return /^[A-Z]{2}$/.test(code) ? (BY_CODE.get(code)?.name ?? text) : text;
}

/** Country by name, alias, alpha-2 or alpha-3 code; accent- and case-insensitive. */
export function findCountry(nameOrCode: string): Country | null {
  if (typeof nameOrCode !== "string") return null;
  return findCountryByName(nameOrCode) ?? findCountryByCode(nameOrCode);
}

export function isKnownCountryCode(code: string): boolean {
  return BY_CODE.has(code) && code.length === 2;
}

/** Flag emoji for an alpha-2 code (regional indicator pair); "🌐" for anything unknown. */
export function getFlagEmoji(code: string | null | undefined): string {
  const country = code ? findCountryByCode(code) : null;
  if (!country) return "🌐";
  return [...country.code]
    .map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65))
    .join("");
}
