// The coaching request form: its one schema (its choices are in coaching-choices.ts). The page shows the schema's messages
// at the fields (through Conform) and the server parses the request with the same schema before it
// stores anything or sends mail. The messages are named so the page can say them in its own
// language.

import { z } from "zod";
import {
  COACHING_LANGUAGES,
  COACHING_SITUATIONS,
  MAX_COACHING_GOAL,
  MAX_COACHING_NAME,
  MIN_COACHING_GOAL,
} from "./coaching-choices";
import { emailAddressField } from "./email-address-field";

export { COACHING_LANGUAGES, COACHING_SITUATIONS };

export const COACHING_ENTER_NAME = "Please enter your name.";
export const COACHING_NAME_TOO_LONG = `Please keep your name under ${MAX_COACHING_NAME} characters.`;
export const COACHING_ENTER_EMAIL = "Please enter your e-mail address.";
export const COACHING_CHOOSE_SITUATION = "Please choose the option closest to your situation.";
export const COACHING_ENTER_GOAL = "Please tell us what you would like to achieve.";
export const COACHING_GOAL_TOO_SHORT = `Please describe your goal in a sentence or two (at least ${MIN_COACHING_GOAL} characters).`;
export const COACHING_GOAL_TOO_LONG = "Please keep your goal under 2,000 characters.";
export const COACHING_CHOOSE_LANGUAGE = "Please choose a language.";

export const coachingRequestSchema = z.object({
  name: z
    .string({ error: COACHING_ENTER_NAME })
    .trim()
    .min(1, COACHING_ENTER_NAME)
    .max(MAX_COACHING_NAME, COACHING_NAME_TOO_LONG),
  email: emailAddressField(COACHING_ENTER_EMAIL).transform((email) => email.toLowerCase()),
  currentSituation: z.enum(COACHING_SITUATIONS, { error: COACHING_CHOOSE_SITUATION }),
  goal: z
    .string({ error: COACHING_ENTER_GOAL })
    .trim()
    .min(MIN_COACHING_GOAL, COACHING_GOAL_TOO_SHORT)
    .max(MAX_COACHING_GOAL, COACHING_GOAL_TOO_LONG),
  preferredLanguage: z.enum(COACHING_LANGUAGES, { error: COACHING_CHOOSE_LANGUAGE }),
});

export type CoachingRequestInput = z.infer<typeof coachingRequestSchema>;
