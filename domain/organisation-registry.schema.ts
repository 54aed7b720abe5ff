// The shape of domain/organisation-registry.json, one entry per employer. The registry module takes
// its types from here (type imports only, so no validator ships with the pages that read the
// registry); domain/registry-data.test.ts checks the file against it and checks what a schema cannot
// say (unique slugs and acronyms, a known category, https careers pages).

import { z } from "zod";

export const ORGANISATION_CATEGORIES = [
  "un-secretariat",
  "fund-programme",
  "specialised-agency",
  "related",
  "development-bank",
  "eu",
  "intergovernmental",
  "ngo",
] as const;

const text = z.string().trim().min(1);

export const organisationEntrySchema = z.strictObject({
  /** The address of the organisation's page (`/organization/<slug>`) and of its logo badge. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: text,
  acronym: text,
  /**
   * How the organisation is named where space is short: set where the acronym is not well known
   * ("World Bank", not "WB"); the acronym otherwise.
   */
  shortName: text.optional(),
  /** Other names, acronyms and spellings seen in postings; matched accent- and case-insensitively. */
  aliases: z.array(text),
  description: text,
  /** The organisation's official careers page, https. */
  careersUrl: z.url({ protocol: /^https$/ }),
  /** "City, Country". */
  headquarters: z.string().regex(/^[^,]+, .+$/),
  foundedYear: z.int().min(1800).max(2100),
  focusAreas: z.array(text).min(1),
  category: z.enum(ORGANISATION_CATEGORIES),
  /** Set where it differs from the category (a European body outside the EU's own institutions). */
  isEuropean: z.boolean().optional(),
});

export const organisationRegistrySchema = z.array(organisationEntrySchema).min(1);

export type OrganisationEntry = z.infer<typeof organisationEntrySchema>;

/**
 * One language's words of the registry, in organisation-registry.<language>.json: each employer's
 * description and focus areas (in the registry's order), keyed by its slug; and its name, where the
 * employer publishes an official one in that language, with the acronym it uses there when that
 * differs from the English one (UNHCR is the HCR in French).
 */
export const organisationTranslationsSchema = z.record(
  z.string(),
  z.strictObject({
    name: text.optional(),
    acronym: text.optional(),
    description: text,
    focusAreas: z.array(text).min(1),
  }),
);

export type OrganisationTranslations = z.infer<typeof organisationTranslationsSchema>;
export type OrganisationCategory = OrganisationEntry["category"];
