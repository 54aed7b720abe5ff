import { z } from "zod";

// Better-auth checks addresses with zod's `z.email()` and answers a bad one with its raw message
// ("[body.email] Invalid email address"): the forms check first, with the same rule, and say it
// plainly.

/** The wording of every form's e-mail field when the address is not one. */
export const INVALID_EMAIL_MESSAGE = "Please enter a valid e-mail address, like name@example.org.";

/** RFC 5321 caps an address at 254 characters. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * A form's e-mail address field: trimmed, required (an empty field says `requiredMessage`), at
 * most 254 characters and an address better-auth accepts.
 */
export function emailAddressField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE));
}
