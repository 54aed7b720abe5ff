// An estimate of the annual net pay of a Professional or Director post: the net base salary of the
// grade (at step I when the scale has it, else the lowest step it has) plus post adjustment, which
// is the net base times the duty station's multiplier / 100 (ICSC: "together, base salary and post
// adjustment form the net remuneration"). No estimate, rather than a guess, when the grade is not
// on the scale or the duty station has no multiplier of its own. Allowances (dependants,
// hardship, mobility, rent) and deductions (pension, health insurance) are not included.

import { findCountryByCode, normaliseName } from "./countries";
import { POST_ADJUSTMENT_PERIOD, POST_ADJUSTMENT_ROWS } from "./post-adjustment-table";
import { NET_BASE_SALARY, SALARY_SCALE_EFFECTIVE } from "./salary-scale-table";
import { ownEntry } from "./own-entry";

export type SalaryScale = Readonly<Record<string, Readonly<Record<number, number>>>>;
export type PostAdjustmentRow = readonly [string | null, string | null, number];

export type DutyStation = {
  city: string | null;
  /** ISO alpha-2 code. */
  countryCode: string | null;
  /** The location text, read when there is no city. */
  location?: string | null;
  isMultiLocation?: boolean;
};

/**
 * Where a multiplier applies, as data the page words: a city (`cities` holds it), a whole country
 * (no cities), or a country outside the cities listed on their own (`outside`).
 */
export type MultiplierPlace = {
  countryCode: string | null;
  cities: readonly string[];
  outside: boolean;
};

export type NetPayEstimate = {
  grade: string;
  step: number;
  netBase: number;
  multiplier: number;
  /** Where the multiplier applies: a city, or a whole country. */
  multiplierFor: string;
  multiplierPlace: MultiplierPlace;
  postAdjustment: number;
  /** Net base + post adjustment, US dollars a year, rounded to the dollar. */
  netAnnual: number;
  scaleEffective: string;
  /** The year of the post adjustment multipliers, and their month (1-12) when the source states it. */
  postAdjustmentPeriod: { year: number; month: number | null };
};

const ROMAN = [
  "",
  "I",
  "II",
  "III",
  "IV",
  "V",
  "VI",
  "VII",
  "VIII",
  "IX",
  "X",
  "XI",
  "XII",
  "XIII",
];

export function romanStep(step: number): string {
  return (Number.isInteger(step) ? ROMAN[step] : undefined) ?? String(step);
}

/** "Lyon and elsewhere" → "lyon": the city that names a rest-of-country row. */
const ELSEWHERE = /\s+and elsewhere$/i;

/**
 * The multiplier of a duty station: the row for its city, else its country's single row (a
 * country-level row, or France's "Lyon and elsewhere" for French cities other than Paris). A
 * country listed by cities only has none for its other cities.
 */
export function findPostAdjustment(
  station: DutyStation,
  rows: readonly PostAdjustmentRow[] = POST_ADJUSTMENT_ROWS,
): { multiplier: number; appliesTo: string; place: MultiplierPlace } | null {
  if (station.isMultiLocation) return null;
  const place = station.city ?? station.location ?? null;
  const placeKey = place ? normaliseName(place) : null;
  const code = station.countryCode?.toUpperCase() ?? null;
  const cityRow = placeKey
    ? rows.find(
        ([rowCode, city]) =>
          city !== null &&
          (rowCode === code || rowCode === null || code === null) &&
          normaliseName(city.replace(ELSEWHERE, "")) === placeKey,
      )
    : undefined;
  if (cityRow) {
    const city = cityRow[1]!.replace(ELSEWHERE, "");
    return {
      multiplier: cityRow[2],
      appliesTo: city,
      place: { countryCode: cityRow[0], cities: [city], outside: false },
    };
  }
  if (!code) return null;
  const countryRows = rows.filter(([rowCode]) => rowCode === code);
  const whole = countryRows.find(([, city]) => city === null);
  const countryName = findCountryByCode(code)?.name ?? code;
  if (whole)
    return {
      multiplier: whole[2],
      appliesTo: countryName,
      place: { countryCode: code, cities: [], outside: false },
    };
  const elsewhere = countryRows.find(([, city]) => city !== null && ELSEWHERE.test(city));
  if (elsewhere && place) {
    const others = countryRows.filter((row) => row !== elsewhere).map(([, city]) => city ?? "");
    return {
      multiplier: elsewhere[2],
      appliesTo: `${countryName} outside ${others.join(", ")}`,
      place: { countryCode: code, cities: others, outside: true },
    };
  }
  return null;
}

/** The estimate for a grade at a duty station, or null when either is not in the tables. */
export function estimateNetPay(
  grade: string | null | undefined,
  station: DutyStation,
  tables: { scale?: SalaryScale; postAdjustment?: readonly PostAdjustmentRow[] } = {},
): NetPayEstimate | null {
  if (!grade || !/^[PD]-\d$/.test(grade)) return null;
  const steps = ownEntry(tables.scale ?? NET_BASE_SALARY, grade);
  if (!steps) return null;
  const step = Math.min(...Object.keys(steps).map(Number));
  const netBase = steps[step];
  if (netBase === undefined || !Number.isFinite(step)) return null;
  const found = findPostAdjustment(station, tables.postAdjustment ?? POST_ADJUSTMENT_ROWS);
  if (!found) return null;
  const multiplier = Math.max(0, found.multiplier);
  const postAdjustment = Math.round((netBase * multiplier) / 100);
  return {
    grade,
    step,
    netBase,
    multiplier,
    multiplierFor: found.appliesTo,
    multiplierPlace: found.place,
    postAdjustment,
    netAnnual: netBase + postAdjustment,
    scaleEffective: SALARY_SCALE_EFFECTIVE,
    postAdjustmentPeriod: POST_ADJUSTMENT_PERIOD,
  };
}
