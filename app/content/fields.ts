import type { ProfessionalField } from "#domain/professional-fields";

// The shape of a field landing page's editorial content. Four slugs (public-health, economics,
// education, humanitarian-aid) name a field in everyday words and carry a built-in guide, whose words
// are data in app/content/field-guides/<language>.json, one file per language for translators, read
// on the server by guides.server.ts; every other professional field is reachable by its own slug
// with generic text.

/** A guide's words, as each language's file holds them. */
export type FieldGuide = {
  title: string;
  description: string;
  keySkills: string[];
  careerPaths: { title: string; text: string }[];
  /** Shown when the field groups more than the slug suggests. */
  scopeNote?: string;
};

export type FieldContent = FieldGuide & {
  /** Registry slugs of employers that typically hire in this field. */
  typicalOrganizations: string[];
};

/** Registry slugs of the employers that typically hire in each field of a built-in guide. */
export const TYPICAL_ORGANIZATIONS: Record<string, string[]> = {
  "public-health": [
    "who",
    "unicef",
    "unfpa",
    "unaids",
    "paho",
    "iom",
    "unhcr",
    "gavi",
    "global-fund",
    "msf",
  ],
  economics: ["world-bank", "imf", "undp", "eca", "escap", "eclac", "afdb", "adb", "oecd", "ifad"],
  education: [
    "unicef",
    "unesco",
    "unhcr",
    "world-bank",
    "save-the-children",
    "nrc",
    "plan-international",
    "unrwa",
  ],
  "humanitarian-aid": [
    "ocha",
    "unhcr",
    "wfp",
    "unicef",
    "iom",
    "icrc",
    "ifrc",
    "nrc",
    "irc",
    "danish-refugee-council",
  ],
};

/** The generic content of any other professional field. */
export function genericFieldContent(field: ProfessionalField): FieldContent {
  return {
    title: `${field} jobs`,
    description: `Open positions in ${field} across the UN system, international organisations, development banks, EU agencies and NGOs, updated daily.`,
    keySkills: [],
    careerPaths: [],
    typicalOrganizations: [],
  };
}
