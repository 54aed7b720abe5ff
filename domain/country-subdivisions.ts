import { iso31662 } from "iso-3166";
import { normaliseName } from "./countries";

// The states, provinces, regions and departments of every country (ISO 3166-2, all levels), by
// their normalised name. Employers write them after a town ("Poznań, Wielkopolskie, Poland",
// "Zhangjiagang, Jiangsu Province, China"), where they say which town is meant, not where the job
// is. ISO names some in the local language with a generic word ("Jiangsu Sheng"), and employers add
// theirs ("Jiangsu Province"): such a word at either end is left out of the comparison.

const GENERIC_WORD =
  /^(?:state|province|region|department|county|prefecture|governorate|oblast|voivodeship)\s+of\s+|\s+(?:sheng|shi|zizhiqu|province|provincia|state|region|prefecture|governorate|voivodeship|oblast|county|department|departamento|département)$/;

/**
 * A division's name as compared: normalised, without a generic word at either end ("Jiangsu
 * Province" and "Jiangsu Sheng" are "jiangsu", "Unity State" is "unity").
 */
export function subdivisionKey(name: string): string {
  return normaliseName(name).replace(GENERIC_WORD, "").trim();
}

let byCountry: Map<string, Set<string>> | null = null;

function subdivisionsOf(countryCode: string): Set<string> | undefined {
  if (!byCountry) {
    byCountry = new Map();
    for (const entry of iso31662) {
      const country = entry.code.slice(0, 2);
      let names = byCountry.get(country);
      if (!names) byCountry.set(country, (names = new Set()));
      names.add(subdivisionKey(entry.name));
    }
  }
  return byCountry.get(countryCode);
}

/** Whether the text names a state, province, region or department of the country ("Jalisco", MX). */
export function isSubdivisionOf(text: string, countryCode: string | null | undefined): boolean {
  if (!countryCode) return false;
  const key = subdivisionKey(text);
  return key !== "" && (subdivisionsOf(countryCode)?.has(key) ?? false);
}
