import type { SubmissionResult } from "@conform-to/react";
import { MAX_DUTY_STATIONS, MAX_YEARS } from "#domain/career-eligibility";
import {
  CHOOSE_DEGREE,
  COUNTRY_FROM_LIST,
  DUTY_STATION_TOO_LONG,
  ENTER_YEARS,
  FIELDS_FROM_LIST,
  LANGUAGES_FROM_LIST,
  MAX_DUTY_STATION_LENGTH,
  TOO_MANY_DUTY_STATIONS,
} from "#domain/career-profile-form";
import type { ServerTranslate } from "#server/modules/i18n/plain-translator";
import { wordFormReply, type FormMessage } from "./form-messages.server";

// The planner form's errors in the page's language: the messages its schema writes (in English in
// domain/career-profile-form.ts), each named by its key in the "planner" catalogs.

const PROFILE_MESSAGES = new Map<string, FormMessage>([
  [ENTER_YEARS, { key: "enterYears", values: { max: MAX_YEARS } }],
  [CHOOSE_DEGREE, { key: "chooseDegree" }],
  [LANGUAGES_FROM_LIST, { key: "languagesFromList" }],
  [FIELDS_FROM_LIST, { key: "fieldsFromList" }],
  [TOO_MANY_DUTY_STATIONS, { key: "tooManyDutyStations", values: { max: MAX_DUTY_STATIONS } }],
  [DUTY_STATION_TOO_LONG, { key: "dutyStationTooLong", values: { max: MAX_DUTY_STATION_LENGTH } }],
  [COUNTRY_FROM_LIST, { key: "countryFromList" }],
]);

/** The form's answer with each field's errors in the page's language; an unknown message is kept. */
export function translatePlannerReply(
  reply: SubmissionResult<string[]>,
  t: ServerTranslate,
): SubmissionResult<string[]> {
  return wordFormReply(reply, PROFILE_MESSAGES, "planner.error", t);
}
