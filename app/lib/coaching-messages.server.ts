import type { SubmissionResult } from "@conform-to/react";
import { wordFormReply, type FormMessage } from "./form-messages.server";
import {
  COACHING_CHOOSE_LANGUAGE,
  COACHING_CHOOSE_SITUATION,
  COACHING_ENTER_EMAIL,
  COACHING_ENTER_GOAL,
  COACHING_ENTER_NAME,
  COACHING_GOAL_TOO_LONG,
  COACHING_GOAL_TOO_SHORT,
  COACHING_NAME_TOO_LONG,
} from "#domain/coaching-form";
import { MAX_COACHING_GOAL, MAX_COACHING_NAME, MIN_COACHING_GOAL } from "#domain/coaching-choices";
import { INVALID_EMAIL_MESSAGE } from "#domain/email-address-field";
import { COACHING_LIMITED_MESSAGE } from "#server/modules/coaching/coaching-requests";
import type { ServerTranslate } from "#server/modules/i18n/plain-translator";

// The words of the coaching request form's errors in the page's language: the schema's messages
// and the request limit's (written in English in domain/ and the coaching module), each named by
// its key in the "coaching" catalogs, as the account forms do (auth-messages.server.ts).

const MESSAGES = new Map<string, FormMessage>([
  [COACHING_ENTER_NAME, { key: "enterName" }],
  [COACHING_NAME_TOO_LONG, { key: "nameTooLong", values: { max: MAX_COACHING_NAME } }],
  [COACHING_ENTER_EMAIL, { key: "enterEmail" }],
  [INVALID_EMAIL_MESSAGE, { key: "invalidEmail" }],
  [COACHING_CHOOSE_SITUATION, { key: "chooseSituation" }],
  [COACHING_ENTER_GOAL, { key: "enterGoal" }],
  [COACHING_GOAL_TOO_SHORT, { key: "goalTooShort", values: { min: MIN_COACHING_GOAL } }],
  [COACHING_GOAL_TOO_LONG, { key: "goalTooLong", values: { max: MAX_COACHING_GOAL } }],
  [COACHING_CHOOSE_LANGUAGE, { key: "chooseLanguage" }],
  [COACHING_LIMITED_MESSAGE, { key: "limited" }],
]);

/**
 * The form's answer with its errors in the page's language. A message neither the schema nor the
 * limit writes is left as it is rather than dropped.
 */
export function translateCoachingReply(
  reply: SubmissionResult<string[]>,
  t: ServerTranslate,
): SubmissionResult<string[]> {
  return wordFormReply(reply, MESSAGES, "coaching.error", t);
}
