// Our own logo badges: an organisation's acronym on a rounded square in its category's colour (never
// the organisation's trademarked mark). One description serves two renderings: the SVG files of
// public/logos (written by scripts/generate-logo-assets.ts, for the API's logo_url and for anyone
// linking them) and the badge a page draws in its own markup, which costs a phone far less to lay
// out and paint than an SVG image document per logo.

import {
  ORGANISATIONS,
  type Organisation,
  type OrganisationCategory,
} from "./organisation-registry";

export const CATEGORY_COLOURS: Record<OrganisationCategory, string> = {
  "un-secretariat": "#1d4f91",
  "fund-programme": "#0b6e99",
  "specialised-agency": "#146c43",
  related: "#5a3e8e",
  "development-bank": "#8a4b08",
  eu: "#003399",
  intergovernmental: "#3d4b5c",
  ngo: "#a4262c",
};

/** What a badge shows; sizes are in the badge's own 64 × 64 units. */
export type LogoBadge = {
  /** The letters on the badge (at most 7). */
  label: string;
  /** The square's colour, `#rrggbb`. */
  colour: string;
  /** The label's font size in 64ths of the badge's width. */
  fontSize: number;
};

/** The European badge: "EU" in a ring of twelve stars, drawn only as its SVG file. */
export const EU_BADGE_PATH = "/logos/eu.svg";

/**
 * An acronym of up to 7 characters fits ("UNESCAP"); a longer one is shortened to its capitals
 * ("UN-Habitat": "UNH"); a name of one capital too long for the badge ("Helvetas", "Afreximbank")
 * shows its initial, as a monogram, rather than a word cut in the middle.
 */
export function badgeLabel(acronym: string): string {
  if (acronym.length <= 7) return acronym;
  const capitals = acronym.replace(/[^A-Z]/g, "");
  return capitals.length >= 2 ? capitals.slice(0, 5) : acronym.charAt(0).toUpperCase();
}

function badgeFontSize(label: string): number {
  if (label.length <= 2) return 26;
  if (label.length <= 3) return 22;
  if (label.length <= 4) return 17;
  if (label.length <= 5) return 14;
  if (label.length <= 6) return 12;
  return 10;
}

export function createLogoBadge(acronym: string, colour: string): LogoBadge {
  const label = badgeLabel(acronym);
  return { label, colour, fontSize: badgeFontSize(label) };
}

/** The badge of a registry organisation. */
export function organisationBadge(organisation: Organisation): LogoBadge {
  return createLogoBadge(organisation.acronym, CATEGORY_COLOURS[organisation.category]);
}

/** The badge for international organisations the registry does not know. */
export const UN_BADGE: LogoBadge = createLogoBadge("UN", "#4b92db");

const BADGES_BY_PATH = new Map<string, LogoBadge>([
  ...ORGANISATIONS.map(
    (organisation) => [organisation.logo, organisationBadge(organisation)] as const,
  ),
  ["/logos/un.svg", UN_BADGE],
]);

/**
 * The badge a logo address stands for, when it is one of our own badge files (`/logos/<slug>.svg`
 * of a registry organisation, or the UN badge); null for any other address (an employer's own
 * image, the European star badge, a file we do not have), which stays an image.
 */
export function badgeForLogo(src: string | null | undefined): LogoBadge | null {
  if (!src) return null;
  return BADGES_BY_PATH.get(src.trim()) ?? null;
}
