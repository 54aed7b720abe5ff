import { z } from "zod";
import { INVALID_EMAIL_MESSAGE, MAX_EMAIL_LENGTH } from "./email-address-field";

// The messages are English; the sign-up page shows each in its own language (the "newsletter"
// catalog), found by these constants.

/** An empty address. */
export const NEWSLETTER_EMAIL_REQUIRED = "Please enter your e-mail address.";
/** An address over 254 characters. */
export const NEWSLETTER_EMAIL_TOO_LONG = "That e-mail address is too long.";

/** A newsletter sign-up's address: trimmed, checked and lower-cased. */
export const newsletterEmailSchema = z
  .string({ error: NEWSLETTER_EMAIL_REQUIRED })
  .trim()
  .min(1, NEWSLETTER_EMAIL_REQUIRED)
  .max(MAX_EMAIL_LENGTH, NEWSLETTER_EMAIL_TOO_LONG)
  .pipe(z.email(INVALID_EMAIL_MESSAGE))
  .transform((email) => email.toLowerCase());

/** The sign-up form: the address, and the page it was sent from. */
export const newsletterFormSchema = z.object({
  email: newsletterEmailSchema,
  source: z.string().optional(),
});
