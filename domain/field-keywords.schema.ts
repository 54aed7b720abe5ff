// The shape of domain/field-keywords.json: per professional field, its keywords and their weights,
// then the role words that name no subject. The field-keywords module takes its types from here
// (type imports only); domain/registry-data.test.ts checks the file against it.

import { z } from "zod";
import { PROFESSIONAL_FIELDS } from "./professional-fields";

/**
 * Lower case without accents (text is matched that way); a trailing "*" matches any word starting
 * with the stem; several words match consecutive words.
 */
const keyword = z.string().regex(/^[a-z0-9&'-]+(?: [a-z0-9&'-]+)*\*?$/);

/**
 * 3 = decisive for the field ("nurse"), 2 = strong ("procurement"), 1 = supporting ("budget"); a
 * negative weight counts against the field (a phrase that names another field's subject).
 */
const weight = z
  .int()
  .min(-5)
  .max(5)
  .refine((value) => value !== 0, "a keyword of weight 0 counts for nothing");

export const fieldKeywordDataSchema = z.strictObject({
  /** Every professional field, with its keywords in English, French and Spanish. */
  fields: z.record(z.enum(PROFESSIONAL_FIELDS), z.record(keyword, weight)),
  /** Role words that name no subject ("Programme Officer"); each is a keyword of some field. */
  generic: z.array(keyword),
});

export type FieldKeywordData = z.infer<typeof fieldKeywordDataSchema>;
