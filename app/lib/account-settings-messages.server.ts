import type { SubmissionResult } from "@conform-to/react";
import { wordFormReply, type FormMessage } from "./form-messages.server";
import {
  ALERTS_CHOOSE_FREQUENCY,
  MAX_CAREER_FOCUS,
  MAX_FULL_NAME,
  PROFILE_ENTER_NAME,
  PROFILE_FOCUS_TOO_LONG,
  PROFILE_NAME_TOO_LONG,
} from "#domain/account-settings-form";
import type { ServerTranslate } from "#server/modules/i18n/plain-translator";

// The words of the dashboard's profile and alert settings errors in the page's language: the
// schemas' English messages (domain/account-settings-form.ts), each named by its key in the
// "account" catalogs, as the sign-in and coaching forms do.

const PROFILE_MESSAGES = new Map<string, FormMessage>([
  [PROFILE_ENTER_NAME, { key: "enterName" }],
  [PROFILE_NAME_TOO_LONG, { key: "tooLong", values: { max: MAX_FULL_NAME } }],
  [PROFILE_FOCUS_TOO_LONG, { key: "tooLong", values: { max: MAX_CAREER_FOCUS } }],
]);

const ALERT_MESSAGES = new Map<string, FormMessage>([
  [ALERTS_CHOOSE_FREQUENCY, { key: "chooseFrequency" }],
]);

/** The profile form's answer with its errors in the page's language. */
export function translateProfileReply(
  reply: SubmissionResult<string[]>,
  t: ServerTranslate,
): SubmissionResult<string[]> {
  return wordFormReply(reply, PROFILE_MESSAGES, "account.dashboard.profile", t);
}

/** The alert settings form's answer with its errors in the page's language. */
export function translateAlertSettingsReply(
  reply: SubmissionResult<string[]>,
  t: ServerTranslate,
): SubmissionResult<string[]> {
  return wordFormReply(reply, ALERT_MESSAGES, "account.dashboard.alerts", t);
}
