import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEn from "@zxcvbn-ts/language-en";
import { isCommonPassword } from "./common-passwords";

/**
 * Password strength with zxcvbn-ts (a maintained estimator: common passwords, names, keyboard
 * patterns, repeats, dates, l33t), fed the person's own name and e-mail address and the site's
 * words, so "aaaaaaaa", eight spaces or one's own address are refused. Our list of the most common
 * passwords stays as a second check.
 */

/** zxcvbn's score runs 0–4; 3 is "safely unguessable: moderate protection from an offline attack". */
export const MIN_SCORE = 3;

const SITE_WORDS = ["blueboard", "blue board", "unjobs", "united nations", "careers", "jobs"];

let factory: ZxcvbnFactory | null = null;
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: zxcvbnEn.translations,
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
  });
  return factory;
}

/** The words of a person's name and address that a password should not be built from. */
function personalWords(person: { name?: string | null; email?: string | null }): string[] {
  const words = new Set<string>();
  const add = (value: string) => {
    const word = value.trim().toLowerCase();
    if (word.length >= 3) words.add(word);
  };
  if (person.name) {
    add(person.name);
    for (const part of person.name.split(/[\s.'-]+/)) add(part);
  }
  if (person.email) {
    add(person.email);
    const [local = "", domain = ""] = person.email.split("@");
    add(local);
    for (const part of local.split(/[._+-]+/)) add(part);
    add(domain.split(".")[0] ?? "");
  }
  return [...words];
}

export type PasswordVerdict = { ok: true } | { ok: false; message: string; code: string };

export const COMMON_PASSWORD_CODE = "PASSWORD_TOO_COMMON";
export const WEAK_PASSWORD_CODE = "PASSWORD_TOO_WEAK";
export const PERSONAL_PASSWORD_CODE = "PASSWORD_IS_PERSONAL";

/** Whether a new password is strong enough for this person; the refusal says why in plain words. */
export function checkPasswordStrength(
  password: string,
  person: { name?: string | null; email?: string | null } = {},
): PasswordVerdict {
  if (isCommonPassword(password))
    return {
      ok: false,
      code: COMMON_PASSWORD_CODE,
      message:
        "This password is one of the most common ones and easy to guess. Please choose another.",
    };
  const lower = password.trim().toLowerCase();
  const personal = personalWords(person);
  if (
    personal.some(
      (word) => word.length >= 4 && lower.includes(word) && lower.length - word.length < 6,
    )
  )
    return {
      ok: false,
      code: PERSONAL_PASSWORD_CODE,
      message:
        "This password is mostly your own name or e-mail address, which others can guess. Please choose another.",
    };
  const result = estimator().check(password.slice(0, 128), [...personal, ...SITE_WORDS]);
  if (result.score >= MIN_SCORE) return { ok: true };
  const hint = [result.feedback.warning, ...result.feedback.suggestions]
    .filter((text): text is string => Boolean(text))
    .slice(0, 2)
    .join(" ");
  return {
    ok: false,
    code: WEAK_PASSWORD_CODE,
    message: `This password is too easy to guess.${hint ? ` ${hint}` : ""} A few unrelated words together make a strong one.`,
  };
}
