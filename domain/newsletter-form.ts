import { z } from "zod";
import { INVALID_EMAIL_MESSAGE, MAX_EMAIL_LENGTH } from "./email-address-field";

/** A newsletter sign-up's address: trimmed, checked and lower-cased. */
export const newsletterEmailSchema = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(MAX_EMAIL_LENGTH, "That e-mail address is too long.")
  .pipe(z.email(INVALID_EMAIL_MESSAGE))
  .transform((email) => email.toLowerCase());

/** The sign-up form: the address, and the page it was sent from. */
export const newsletterFormSchema = z.object({
  email: newsletterEmailSchema,
  source: z.string().optional(),
});
