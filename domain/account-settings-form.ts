import { z } from "zod";
import { MAX_CAREER_FOCUS, MAX_FULL_NAME } from "./profile-limits";

// The dashboard's profile and alert settings forms, each one zod schema that its action reads
// with Conform's `parseWithZod`. The messages are English; the dashboard shows each in the page's
// language (the "account" catalog), found by these constants.

export { MAX_CAREER_FOCUS, MAX_FULL_NAME } from "./profile-limits";

/** An empty full name. */
export const PROFILE_ENTER_NAME = "Please enter your full name.";
/** A full name over MAX_FULL_NAME characters. */
export const PROFILE_NAME_TOO_LONG = `At most ${MAX_FULL_NAME} characters.`;
/** A career focus over MAX_CAREER_FOCUS characters. */
export const PROFILE_FOCUS_TOO_LONG = `At most ${MAX_CAREER_FOCUS} characters.`;
/** No alert frequency, or one that is neither daily nor weekly. */
export const ALERTS_CHOOSE_FREQUENCY = "Choose daily or weekly alerts.";

/** The profile form: a full name, and an optional career focus ("" when none). */
export const profileFormSchema = z.object({
  fullName: z
    .string({ error: PROFILE_ENTER_NAME })
    .trim()
    .min(1, PROFILE_ENTER_NAME)
    .max(MAX_FULL_NAME, PROFILE_NAME_TOO_LONG),
  careerFocus: z.string().trim().max(MAX_CAREER_FOCUS, PROFILE_FOCUS_TOO_LONG).default(""),
});

/** The alert settings form: how often the alerts come; a reminder box left unticked is off. */
export const alertSettingsFormSchema = z.object({
  alertFrequency: z.enum(["daily", "weekly"], { error: ALERTS_CHOOSE_FREQUENCY }),
  deadlineReminders: z.boolean().default(false),
  trackerReminders: z.boolean().default(false),
});

export type ProfileFormInput = z.infer<typeof profileFormSchema>;
export type AlertSettingsFormInput = z.infer<typeof alertSettingsFormSchema>;
