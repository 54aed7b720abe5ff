// The coaching request form: its one schema (its choices are in coaching-choices.ts). The page shows the schema's messages
// at the fields (through Conform) and the server parses the request with the same schema before it
// stores anything or sends mail.

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

export const coachingRequestSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(MAX_COACHING_NAME, `Please keep your name under ${MAX_COACHING_NAME} characters.`),
  email: emailAddressField("Please enter your e-mail address.").transform((email) =>
    email.toLowerCase(),
  ),
  currentSituation: z.enum(COACHING_SITUATIONS, {
    error: "Please choose the option closest to your situation.",
  }),
  goal: z
    .string({ error: "Please tell us what you would like to achieve." })
    .trim()
    .min(
      MIN_COACHING_GOAL,
      `Please describe your goal in a sentence or two (at least ${MIN_COACHING_GOAL} characters).`,
    )
    .max(MAX_COACHING_GOAL, "Please keep your goal under 2,000 characters."),
  preferredLanguage: z.enum(COACHING_LANGUAGES, { error: "Please choose a language." }),
});

export type CoachingRequestInput = z.infer<typeof coachingRequestSchema>;
