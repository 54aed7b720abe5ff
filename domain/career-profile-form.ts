// The career planner's form: its one schema, read from the address of a signed-out visitor's GET
// form and from a signed-in visitor's POST alike (through Conform's parseWithZod). It turns the
// answers into a profile for career-eligibility.ts; each bad field gets a message in the form's
// own words, in English, which the page says in its own language.

import { z } from "zod";
import {
  DEGREES,
  MAX_DUTY_STATIONS,
  MAX_YEARS,
  UN_LANGUAGES,
  type CareerProfile,
} from "./career-eligibility";
import { findCountry } from "./countries";
import { PROFESSIONAL_FIELDS } from "./professional-fields";

export const ENTER_YEARS = `Please enter your years of relevant experience as a whole number from 0 to ${MAX_YEARS}.`;
export const CHOOSE_DEGREE = "Please choose your highest degree.";
export const LANGUAGES_FROM_LIST = "Please choose languages from the list.";
export const FIELDS_FROM_LIST = "Please choose fields from the list.";
export const TOO_MANY_DUTY_STATIONS = `Please name at most ${MAX_DUTY_STATIONS} duty stations.`;
export const MAX_DUTY_STATION_LENGTH = 80;
export const DUTY_STATION_TOO_LONG = `Please keep each duty station under ${MAX_DUTY_STATION_LENGTH} characters.`;
export const COUNTRY_FROM_LIST = "Please choose a country from the list.";

/** The form's field names (the address of a shared plan uses them too). */
export type CareerProfileField =
  "years" | "degree" | "language" | "field" | "dutyStation" | "nationality";

/** A field sent once or repeated, as a list of its texts (anything else is refused). */
const repeated = (message: string) =>
  z
    .union([z.string(), z.array(z.unknown())], { error: message })
    .optional()
    .transform((value, context) => {
      const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
      if (values.every((item) => typeof item === "string")) return values;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/** The boxes ticked of a list of choices, each once; a value not in the list is refused. */
function ticked<const T extends string>(choices: readonly T[], message: string) {
  return repeated(message).transform((values, context) => {
    const chosen: T[] = [];
    for (const value of values) {
      const choice = choices.find((candidate) => candidate === value);
      if (!choice) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (!chosen.includes(choice)) chosen.push(choice);
    }
    return chosen;
  });
}

export const careerProfileSchema = z
  .object({
    years: z
      .string({ error: ENTER_YEARS })
      .trim()
      .refine((text) => /^\d{1,2}$/.test(text) && Number(text) <= MAX_YEARS, ENTER_YEARS)
      .transform(Number),
    degree: z.enum(DEGREES, { error: CHOOSE_DEGREE }),
    language: ticked(UN_LANGUAGES, LANGUAGES_FROM_LIST),
    field: ticked(PROFESSIONAL_FIELDS, FIELDS_FROM_LIST),
    // Cities or countries, one per field or comma-separated; repeats count once.
    dutyStation: repeated(DUTY_STATION_TOO_LONG)
      .transform((values) => [
        ...new Set(
          values
            .flatMap((value) => value.split(","))
            .map((value) => value.trim().replace(/\s+/g, " "))
            .filter(Boolean),
        ),
      ])
      .refine((stations) => stations.length <= MAX_DUTY_STATIONS, TOO_MANY_DUTY_STATIONS)
      .refine(
        (stations) => stations.every((station) => station.length <= MAX_DUTY_STATION_LENGTH),
        { message: DUTY_STATION_TOO_LONG, when: (payload) => payload.issues.length === 0 },
      ),
    // An ISO 3166-1 code or a country's name; left empty, not given.
    nationality: z
      .string({ error: COUNTRY_FROM_LIST })
      .trim()
      .optional()
      .transform((text, context) => {
        if (!text) return null;
        const country = findCountry(text);
        if (country) return country.code;
        context.addIssue({ code: "custom", message: COUNTRY_FROM_LIST });
        return z.NEVER;
      }),
  })
  .transform((form): CareerProfile => ({
    yearsExperience: form.years,
    degree: form.degree,
    languages: form.language,
    fields: form.field,
    dutyStations: form.dutyStation,
    nationality: form.nationality,
  }));
