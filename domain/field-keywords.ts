// Keyword table for the professional-field classifier, read from field-keywords.json (its shape and
// checks in field-keywords.schema.ts). Weights: 3 = decisive for the field ("nurse"), 2 = strong
// ("procurement"), 1 = supporting ("budget"). A trailing "*" matches any word starting with that
// stem; multi-word keys match consecutive words. Text is lower-cased and stripped of accents before
// matching, so keys are written that way too. English, French and Spanish.

import data from "./field-keywords.json" with { type: "json" };
import type { FieldKeywordData } from "./field-keywords.schema";
import { PROFESSIONAL_FIELDS, type ProfessionalField } from "./professional-fields";

export { PROFESSIONAL_FIELDS, type ProfessionalField };

const { fields, generic } = data as FieldKeywordData;

export const FIELD_KEYWORDS: Record<ProfessionalField, Record<string, number>> = fields;

/**
 * Role words that name no subject ("Programme Officer", "Operations Assistant"). They decide the
 * field only when the title says nothing more specific; otherwise they count half.
 */
export const GENERIC_KEYWORDS: ReadonlySet<string> = new Set(generic);
