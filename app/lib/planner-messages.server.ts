import {
  CHOOSE_DEGREE,
  COUNTRY_FROM_LIST,
  DUTY_STATION_TOO_LONG,
  ENTER_YEARS,
  FIELDS_FROM_LIST,
  LANGUAGES_FROM_LIST,
  MAX_DUTY_STATION_LENGTH,
  MAX_DUTY_STATIONS,
  MAX_YEARS,
  TOO_MANY_DUTY_STATIONS,
  type CareerProfileErrors,
} from "#domain/career-eligibility";
import type { ServerTranslate } from "#server/modules/i18n/plain-translator";
import { wordFormMessage, type FormMessage } from "./form-messages.server";

// The planner form's errors in the page's language: the messages parseCareerProfile writes (in
// English in domain/), each named by its key in the "planner" catalogs.

const PROFILE_MESSAGES = new Map<string, FormMessage>([
  [ENTER_YEARS, { key: "enterYears", values: { max: MAX_YEARS } }],
  [CHOOSE_DEGREE, { key: "chooseDegree" }],
  [LANGUAGES_FROM_LIST, { key: "languagesFromList" }],
  [FIELDS_FROM_LIST, { key: "fieldsFromList" }],
  [TOO_MANY_DUTY_STATIONS, { key: "tooManyDutyStations", values: { max: MAX_DUTY_STATIONS } }],
  [DUTY_STATION_TOO_LONG, { key: "dutyStationTooLong", values: { max: MAX_DUTY_STATION_LENGTH } }],
  [COUNTRY_FROM_LIST, { key: "countryFromList" }],
]);

/** Each field's error in the page's language; a message the parser does not write is kept as it is. */
export function translateProfileErrors(
  errors: CareerProfileErrors,
  t: ServerTranslate,
): CareerProfileErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [
      field,
      wordFormMessage(text, PROFILE_MESSAGES, "planner.error", t),
    ]),
  );
}
