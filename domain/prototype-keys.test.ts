import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { findAggregator } from "./aggregators";
import { findCity, findCityInCountry } from "./cities";
import { contractTypeFromGrade, isContractType } from "./contract-types";
import {
  findCountry,
  findCountryByCode,
  findCountryByName,
  getFlagEmoji,
  isKnownCountryCode,
} from "./countries";
import { requiredYears } from "./cv-match";
import { parseDeadlineText } from "./deadlines";
import { findFamilyDefinition, isKnownGradeCode } from "./grade-families";
import { getGradeFamily, normaliseGradeCode } from "./grades";
import {
  findLevelBySlug,
  getLevelColour,
  isJobLevel,
  levelFromGrade,
  slugifyLevel,
} from "./levels";
import { findLocationBySlug } from "./locations";
import { estimateNetPay } from "./net-pay";
import { findOrganisationBySlug, matchOrganisation } from "./organisations";
import { isOwnKey, ownEntry } from "./own-entry";
import {
  findFieldBySlug,
  getFieldColour,
  isProfessionalField,
  UNKNOWN_FIELD_COLOUR,
} from "./professional-fields";
import { findRegionFilter } from "./regions";

// Words every plain object answers to through its prototype. A lookup table that is a plain object
// "finds" them although it never listed them: `{}["__proto__"]` is Object.prototype, which once went
// from a URL parameter (`?field=__proto__`) to the database layer and stopped the server.
const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupGetter__",
] as const;

/** Every key as sent, and the way URLs and forms also spell it. */
const SPELLINGS = PROTOTYPE_KEYS.flatMap((key) => [key, key.toUpperCase(), ` ${key} `]);

describe.each(SPELLINGS)("the lookups of domain/ do not find %j", (key) => {
  test("fields, levels, contract types, grades", () => {
    expect(findFieldBySlug(key)).toBeNull();
    expect(isProfessionalField(key)).toBe(false);
    expect(getFieldColour(key)).toBe(UNKNOWN_FIELD_COLOUR);
    expect(findLevelBySlug(key)).toBeNull();
    expect(isJobLevel(key)).toBe(false);
    expect(getLevelColour(key)).toBe("gray-400");
    expect(levelFromGrade(key)).toBeNull();
    expect(isContractType(key)).toBe(false);
    expect(contractTypeFromGrade(key)).toBeNull();
    expect(normaliseGradeCode(key)).toBeNull();
    expect(getGradeFamily(key)).toBeNull();
    expect(isKnownGradeCode(key)).toBe(false);
    expect(findFamilyDefinition(key)).toBeUndefined();
  });

  test("places: countries, cities, regions, location slugs", () => {
    expect(findCountry(key)).toBeNull();
    expect(findCountryByName(key)).toBeNull();
    expect(findCountryByCode(key)).toBeNull();
    expect(isKnownCountryCode(key)).toBe(false);
    expect(getFlagEmoji(key)).toBe("🌐");
    expect(findCity(key)).toBeNull();
    expect(findCityInCountry(key, "CH")).toBeNull();
    expect(findRegionFilter(key)).toBeNull();
    expect(findLocationBySlug(key)).toBeNull();
  });

  test("organisations, aggregators, salary tables, number words, deadlines", () => {
    expect(matchOrganisation(key)).toBeNull();
    expect(findOrganisationBySlug(key)).toBeNull();
    expect(findAggregator(key)).toBeNull();
    expect(findAggregator(`https://${key}.example/${key}`)).toBeNull();
    expect(estimateNetPay(key, { city: "Geneva", countryCode: "CH" })).toBeNull();
    expect(requiredYears(`${key} years of experience`)).toBeNull();
    expect(parseDeadlineText(`Deadline: 12 ${key} 2026`)).toBeNull();
  });

  test("ownEntry and isOwnKey see only what a table lists", () => {
    const table: Record<string, string> = { geneva: "Geneva" };
    expect(ownEntry(table, key)).toBeUndefined();
    expect(isOwnKey(table, key)).toBe(false);
    expect(ownEntry(table, "geneva")).toBe("Geneva");
  });
});

test("a level's slug is its own name, never one of the prototype's", () => {
  expect(slugifyLevel("Senior")).toBe("senior");
  expect(findLevelBySlug("senior")).toBe("Senior");
});

/**
 * Anything an object inherits from Object.prototype (or Object.prototype itself, or a function):
 * what a plain-object lookup of a prototype key returns.
 */
function inheritedMember(value: unknown, seen = new Set<unknown>()): string | null {
  if (value === null || value === undefined || seen.has(value)) return null;
  if (value === Object.prototype) return "Object.prototype";
  if (typeof value === "function") {
    const inherited = Object.getOwnPropertyNames(Object.prototype).find(
      (name) => (Object.prototype as Record<string, unknown>)[name] === value,
    );
    if (inherited || value === Object) return `Object.prototype.${inherited ?? "constructor"}`;
    return null;
  }
  if (typeof value !== "object") return null;
  seen.add(value);
  for (const inner of Array.isArray(value) ? value : Object.values(value)) {
    const found = inheritedMember(inner, seen);
    if (found) return found;
  }
  return null;
}

/** Every exported function of domain/, each module imported for real. */
async function domainFunctions(): Promise<{ name: string; call: (arg: string) => unknown }[]> {
  const files = fs
    .readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  const found: { name: string; call: (arg: string) => unknown }[] = [];
  for (const file of files) {
    const module = (await import(path.join(import.meta.dirname, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (typeof value === "function" && !/^[A-Z]/.test(name))
        found.push({ name: `${file}: ${name}`, call: value as (arg: string) => unknown });
  }
  return found;
}

test("no exported function of domain/ hands back an inherited member for a prototype key", async () => {
  const functions = await domainFunctions();
  // The sweep reaches the lookups listed above and every function added later.
  expect(functions.length).toBeGreaterThan(100);
  const leaks: string[] = [];
  let answered = 0;
  for (const { name, call } of functions) {
    for (const key of PROTOTYPE_KEYS) {
      let result: unknown;
      try {
        result = call(key);
      } catch {
        // A function that needs an object, not a string, refuses a string: not a lookup.
        continue;
      }
      answered++;
      const inherited = inheritedMember(result);
      if (inherited) leaks.push(`${name}(${JSON.stringify(key)}) → ${inherited}`);
    }
  }
  expect(answered).toBeGreaterThan(500);
  expect(leaks).toEqual([]);
});
