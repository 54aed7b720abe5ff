import { z } from "zod";

// Better-auth checks addresses with zod's `z.email()` and answers a bad one with its raw message
// ("[body.email] Invalid email address"): the forms check first, with the same rule, and say it plainly.

// The wording of the newsletter and coaching forms.
export const INVALID_EMAIL_MESSAGE = "Please enter a valid e-mail address, like name@example.org.";

const EMAIL = z.email();

/** True for an address better-auth accepts (RFC 5321 caps an address at 254 characters). */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.safeParse(value).success;
}
