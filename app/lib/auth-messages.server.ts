import type { SubmissionResult } from "@conform-to/react";
import { wordFormReply, type FormMessage } from "./form-messages.server";
import {
  CHOOSE_PASSWORD,
  ENTER_EMAIL,
  ENTER_NAME,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MISSING_CREDENTIALS,
  NAME_TOO_LONG,
  PASSWORDS_DIFFER,
} from "#domain/auth-forms";
import { INVALID_EMAIL_MESSAGE } from "#domain/email-address-field";
import type { ServerTranslate } from "#server/modules/i18n/plain-translator";
import type { Locale } from "#domain/interface-locales";

// The words of the account forms of /auth in the page's language: the schemas' messages (written
// in English in domain/) and the account service's refusals, each named by its key in the
// "account" catalogs.

type Message = FormMessage & {
  /** The account service's own English words, said instead on an English page (they can be more precise). */
  english?: string;
};

const SCHEMA_MESSAGES = new Map<string, Message>([
  [ENTER_EMAIL, { key: "enterEmail" }],
  [INVALID_EMAIL_MESSAGE, { key: "invalidEmail" }],
  [MISSING_CREDENTIALS, { key: "missingCredentials" }],
  [PASSWORDS_DIFFER, { key: "passwordsDiffer" }],
  [ENTER_NAME, { key: "enterName" }],
  [NAME_TOO_LONG, { key: "nameTooLong", values: { max: MAX_NAME_LENGTH } }],
  [CHOOSE_PASSWORD, { key: "choosePassword" }],
]);

const say = (t: ServerTranslate, message: Message) =>
  t(`account.auth.error.${message.key}`, message.values);

/**
 * A form's answer with its errors in the page's language. A message the schemas do not write
 * (none today) is left as it is rather than dropped.
 */
export function translateReply(
  reply: SubmissionResult<string[]>,
  t: ServerTranslate,
): SubmissionResult<string[]> {
  return wordFormReply(reply, SCHEMA_MESSAGES, "account.auth.error", t);
}

/** The account service's refusal of a form (its status and error code), as a catalog message. */
export function refusalMessage(status: number, body: Record<string, unknown>): Message {
  const code = typeof body.code === "string" ? body.code : "";
  const english = typeof body.message === "string" && body.message ? body.message : undefined;
  if (status === 429 && code === "ACCOUNT_LOCKED") return { key: "accountLocked" };
  if (status === 429) return { key: "tooManyAttempts" };
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return { key: "wrongCredentials" };
    case "EMAIL_NOT_VERIFIED":
      return { key: "notVerified" };
    case "PASSWORD_TOO_SHORT":
      return { key: "passwordTooShort", values: { min: MIN_PASSWORD_LENGTH } };
    case "PASSWORD_TOO_LONG":
      return { key: "passwordTooLong", values: { max: MAX_PASSWORD_LENGTH } };
    case "PASSWORD_TOO_COMMON":
      return { key: "passwordTooCommon" };
    case "PASSWORD_IS_PERSONAL":
      return { key: "passwordIsPersonal" };
    case "PASSWORD_TOO_WEAK":
      // In English the service adds what makes this password weak.
      return { key: "passwordTooWeak", ...(english ? { english } : {}) };
    case "INVALID_EMAIL":
      return { key: "invalidEmail" };
    case "VALIDATION_ERROR":
      // better-call's raw zod message ("[body.email] Invalid email address") is not for people.
      return /email/i.test(typeof body.message === "string" ? body.message : "")
        ? { key: "invalidEmail" }
        : { key: "invalidValues" };
    case "INVALID_TOKEN":
      return { key: "resetLinkInvalid" };
    case "BANNED_USER":
      return { key: "suspended" };
    default:
      return { key: "unknown", ...(english ? { english } : {}) };
  }
}

/** The refusal's words in the page's language. */
export function sayRefusal(t: ServerTranslate, locale: Locale, message: Message): string {
  return locale === "en" && message.english ? message.english : say(t, message);
}
