// The admin area's job posting form (create and edit): its one schema. The action parses the posted
// form with it (through Conform, which sends an empty field as missing), the page shows its
// messages at the fields, and what it returns is what the job's columns are made from: every
// field a trimmed string, "" for one left empty. Admin pages are English only.

import { z } from "zod";
import { JOB_LEVELS } from "./levels";
import { PROFESSIONAL_FIELDS } from "./professional-fields";

/** The fields of the job form, in the order the audit log lists them. */
export const JOB_FORM_FIELDS = [
  "title",
  "organization",
  "link",
  "postedDate",
  "level",
  "field",
  "grade",
  "dutyStation",
  "deadline",
  "description",
] as const;
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];
/** The form's values as the page shows them and the server stores them ("" for none). */
export type JobFormValues = Record<JobFormField, string>;

export const ENTER_JOB_TITLE = "Enter the job title.";
export const ENTER_ORGANIZATION = "Enter the organization.";
export const JOB_LINK_MESSAGE = "The link must be a web address (https://…).";
/** The page's summary when the title or the organisation is missing. */
export const REQUIRED_MESSAGE = "Validation Error: Title and organization are required";

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A field that may be left empty: trimmed, "" when empty, else checked by `check`. */
const optional = (check: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .pipe(z.union([z.literal(""), check]))
    .default("");

const isoDate = (label: string) => optional(z.iso.date(`${label} must be a date (YYYY-MM-DD).`));

export const jobFormSchema = z.object({
  title: required(ENTER_JOB_TITLE, 500, "The title can have at most 500 characters."),
  organization: required(
    ENTER_ORGANIZATION,
    200,
    "The organization can have at most 200 characters.",
  ),
  link: optional(z.url({ protocol: /^https?$/, error: JOB_LINK_MESSAGE })),
  postedDate: isoDate("The posted date"),
  level: optional(z.enum(JOB_LEVELS, "Choose a level from the list.")),
  field: optional(z.enum(PROFESSIONAL_FIELDS, "Choose a field from the list.")),
  grade: optional(z.string().max(30, "The grade can have at most 30 characters.")),
  dutyStation: optional(z.string().max(200, "The duty station can have at most 200 characters.")),
  deadline: isoDate("The deadline"),
  description: optional(
    z.string().max(100_000, "The description can have at most 100,000 characters."),
  ),
}) satisfies z.ZodType<JobFormValues, unknown>;
