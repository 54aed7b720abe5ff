import { z } from "zod";
import { INVALID_EMAIL_MESSAGE, MAX_EMAIL_LENGTH, emailAddressField } from "./email-address-field";

// The account forms of /auth, one schema each: the action parses the posted form with them and
// the page shows their messages at the fields. Values the server alone can judge (a wrong
// password, a password that is too short or too common) come back from better-auth instead. The
// messages are the English wording; the page names each by its catalog key to say it in the
// page's language (app/lib/auth-messages.server.ts).

export const ENTER_EMAIL = "Please enter your e-mail address.";
// better-auth's own wording when both are missing, kept so the page says the same as before.
export const MISSING_CREDENTIALS =
  "You must provide either an email or phone number and a password";
export const PASSWORDS_DIFFER = "The two passwords are not the same.";
export const ENTER_NAME = "Please enter your full name.";
export const CHOOSE_PASSWORD = "Please choose a password.";
export const MAX_NAME_LENGTH = 120;
export const NAME_TOO_LONG = `Your name can have at most ${MAX_NAME_LENGTH} characters.`;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_PASSWORD_LENGTH = 8;

const optionalText = z.string().optional();

/**
 * Sign-in: an address and a password. Both missing is one message for the form; a malformed
 * address is refused at its field; one missing alone goes to better-auth, which says what it says.
 */
export const signInSchema = z
  .object({ email: z.string().trim().optional(), password: optionalText })
  .superRefine((value, context) => {
    if (!value.email && !value.password) {
      context.addIssue({ code: "custom", message: MISSING_CREDENTIALS, path: [] });
    } else if (
      value.email &&
      (value.email.length > MAX_EMAIL_LENGTH || !z.email().safeParse(value.email).success)
    ) {
      context.addIssue({ code: "custom", message: INVALID_EMAIL_MESSAGE, path: ["email"] });
    }
  });

export const signUpSchema = z.object({
  name: z
    .string({ error: ENTER_NAME })
    .trim()
    .min(1, ENTER_NAME)
    .max(MAX_NAME_LENGTH, NAME_TOO_LONG),
  email: emailAddressField(ENTER_EMAIL),
  password: z.string({ error: CHOOSE_PASSWORD }),
  /** The interface language the account starts with (checked again where it is stored). */
  locale: z.string().optional(),
});

export const resetRequestSchema = z.object({ email: emailAddressField(ENTER_EMAIL) });

/** A new password from an e-mailed reset link, typed twice. */
export const newPasswordSchema = z
  .object({ password: optionalText, confirm: optionalText, token: optionalText })
  .superRefine((value, context) => {
    if ((value.password ?? "") !== (value.confirm ?? "")) {
      context.addIssue({ code: "custom", message: PASSWORDS_DIFFER, path: ["password"] });
    }
  });
