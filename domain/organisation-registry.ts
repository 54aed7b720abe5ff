// Canonical registry of employers, read from organisation-registry.json (one entry per employer; its
// shape and checks in organisation-registry.schema.ts). Careers URLs are the organisations' official
// careers pages as known at the time of writing (not re-checked online). Logos are our own monogram
// badges, never the organisations' trademarked marks (see scripts/generate-logo-assets.ts).

import entries from "./organisation-registry.json" with { type: "json" };
import type { OrganisationCategory, OrganisationEntry } from "./organisation-registry.schema";

export type { OrganisationCategory };

export type Organisation = Omit<OrganisationEntry, "shortName" | "isEuropean"> & {
  /**
   * How the organisation is named where space is short: its acronym when that is well known
   * (UNDP, WHO), otherwise its name ("World Bank", not "WB").
   */
  shortName: string;
  logo: string; // /logos/<slug>.svg
  isEuropean: boolean;
};

export const ORGANISATIONS: readonly Organisation[] = (entries as OrganisationEntry[]).map(
  (entry) => ({
    ...entry,
    shortName: entry.shortName ?? entry.acronym,
    logo: `/logos/${entry.slug}.svg`,
    isEuropean: entry.isEuropean ?? entry.category === "eu",
  }),
);
