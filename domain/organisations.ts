// Organisation lookup, logo resolution (the job's logo, then the organisation's, then fallbacks) and the apply-link exception for the defence alliance.

import { normaliseName } from "./countries";
import { ORGANISATIONS, type Organisation } from "./organisation-registry";
import { badgeForLogo, type LogoBadge } from "./logo-badges";
import { webUrlOrNull } from "./web-url";

export {
  ORGANISATIONS,
  type Organisation,
  type OrganisationCategory,
} from "./organisation-registry";

export const EU_LOGO = "/logos/eu.svg";
export const UN_LOGO = "/logos/un.svg";
export const NATO_RECRUITMENT_URL = "https://www.nato.int/cps/en/natohq/recruit-wide.htm";

// Organisations that mostly appear as administrative hosts or contracting agents for another entity
// ("UNOPS on behalf of UNHCR", "UNDP/UNCDF", "UN Secretariat / OCHA").
const HOST_SLUGS = new Set(["unops", "undp", "un-secretariat"]);

const BY_LABEL = new Map<string, Organisation>();
const BY_SLUG = new Map<string, Organisation>();
// Labels that may be found inside a longer string, longest first. The Movement's words alone ("Red
// Cross", "Red Crescent") are no label of the ICRC or the IFRC: inside a longer name they name one of
// the national societies ("German Red Cross", "Kenya Red Cross Society"), each an employer of its own.
const CONTAINED: { key: string; organisation: Organisation }[] = [];
const ACRONYMS: { acronym: string; organisation: Organisation }[] = [];

for (const organisation of ORGANISATIONS) {
  BY_SLUG.set(organisation.slug, organisation);
  for (const label of [
    organisation.acronym,
    organisation.name,
    ...organisation.aliases,
    organisation.slug,
  ]) {
    const key = normaliseName(label);
    if (!key || BY_LABEL.has(key)) continue;
    BY_LABEL.set(key, organisation);
    const isAcronym = !label.includes(" ") && (label.match(/[A-Z]/g) ?? []).length >= 2;
    if (key.length >= 5 && !isAcronym) CONTAINED.push({ key, organisation });
  }
  for (const label of [organisation.acronym, ...organisation.aliases]) {
    if (!label.includes(" ") && (label.match(/[A-Z]/g) ?? []).length >= 2)
      ACRONYMS.push({ acronym: label, organisation });
  }
}
CONTAINED.sort((a, b) => b.key.length - a.key.length);

function findExact(text: string): Organisation | null {
  return BY_LABEL.get(normaliseName(text)) ?? null;
}

function findContained(text: string): Organisation | null {
  const padded = ` ${normaliseName(text)} `;
  for (const { key, organisation } of CONTAINED)
    if (padded.includes(` ${key} `)) return organisation;
  for (const { acronym, organisation } of ACRONYMS) {
    const escaped = acronym.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (new RegExp(`(^|[^A-Za-z0-9])${escaped}($|[^A-Za-z0-9])`).test(text)) return organisation;
  }
  return null;
}

function pickSensible(candidates: Organisation[]): Organisation | null {
  return candidates.find((o) => !HOST_SLUGS.has(o.slug)) ?? candidates[0] ?? null;
}

/**
 * Registry entry for an employer name, acronym or alias (accent-, case- and punctuation-insensitive).
 * Composite strings: "X on behalf of Y" → Y; strings joined by "/", "|", "+", "&", ";" or
 * " - " are split and each part matched; when parts name different organisations, the first one that is
 * not a mere administrative host (UNOPS, UNDP, UN Secretariat) wins, so "UNDP/UNCDF" → UNCDF and
 * "UNHCR/UNOPS" → UNHCR. Otherwise the longest registry name or acronym contained in the text wins
 * ("UN Women Headquarters" → UN Women).
 */
export function matchOrganisation(name: string): Organisation | null {
  if (typeof name !== "string" || !name.trim()) return null;
  const exact = findExact(name);
  if (exact) return exact;
  const behalf = name.split(/\s+(?:on behalf of|pour le compte d[eu]|en nombre de|hosted by)\s+/i);
  if (behalf.length > 1) {
    const beneficiary = findExact(behalf.at(-1) ?? "") ?? findContained(behalf.at(-1) ?? "");
    if (beneficiary) return beneficiary;
  }
  const parts = name.split(/\s*[/|+;&]\s*|\s+[-–—]\s+|\s*[()]\s*|,\s*/).filter((p) => p.trim());
  if (parts.length > 1) {
    const found = parts.map((p) => findExact(p)).filter((o): o is Organisation => o !== null);
    const picked = pickSensible(found);
    if (picked) return picked;
  }
  return findContained(name);
}

/**
 * The name with its acronym where the acronym is well known ("United Nations Development Programme
 * (UNDP)"); the name alone otherwise ("World Bank", not "World Bank (WB)").
 */
export function organisationDisplayName(
  organisation: Pick<Organisation, "name" | "acronym" | "shortName">,
): string {
  const { name, acronym, shortName } = organisation;
  return shortName === acronym && acronym !== name ? `${name} (${acronym})` : name;
}

export function findOrganisationBySlug(slug: string): Organisation | null {
  if (typeof slug !== "string") return null;
  return BY_SLUG.get(slug.trim().toLowerCase()) ?? null;
}

const EUROPEAN_NAME = /\beu\b|europ|frontex|europol|eurojust|eurofound|cedefop|\beib\b|\bebrd\b/i;

/** True for names that read as European (EU) bodies, used for the EU-flag fallback. */
export function isEuropeanName(name: string | null | undefined): boolean {
  if (!name) return false;
  const organisation = matchOrganisation(name);
  if (organisation) return organisation.isEuropean;
  return EUROPEAN_NAME.test(name.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""));
}

/** First two letters of the name, in capitals (the image-failed fallback). */
export function getLogoFallbackText(name: string | null | undefined): string {
  const letters = (name ?? "").match(/\p{L}/gu) ?? [];
  return letters.slice(0, 2).join("").toUpperCase();
}

export type LogoInput = {
  jobLogoUrl?: string | null;
  organizationLogoUrl?: string | null;
  organizationName?: string | null;
};

export type ResolvedLogo = {
  src: string | null;
  fallbackText: string;
  /** Set when `src` is one of our own badges, which the page draws instead of loading the file. */
  badge: LogoBadge | null;
};

/**
 * The logo order: the job's logo → the organisation's logo_url → registry mapping by name →
 * EU flag for European names → UN logo. `src` is null only when nothing applies (never, in practice).
 */
export function resolveLogo({
  jobLogoUrl,
  organizationLogoUrl,
  organizationName,
}: LogoInput): ResolvedLogo {
  const src = jobLogoUrl?.trim() || organizationLogoUrl?.trim() || registeredLogo(organizationName);
  return { src, fallbackText: getLogoFallbackText(organizationName), badge: badgeForLogo(src) };
}

function registeredLogo(organizationName: string | null | undefined): string {
  const organisation = organizationName ? matchOrganisation(organizationName) : null;
  if (organisation) return organisation.logo;
  return isEuropeanName(organizationName) ? EU_LOGO : UN_LOGO;
}

/** True when the organisation name contains the defence alliance's name (NATO / OTAN / full name). */
export function isNatoOrganisation(name: string | null | undefined): boolean {
  if (!name) return false;
  return /(^|[^A-Za-z])(NATO|OTAN)([^A-Za-z]|$)|north atlantic treaty organi[sz]ation/i.test(name);
}

/** The apply-link exception: NATO bodies go to NATO's general recruitment page. */
export function resolveApplyLink({
  organizationName,
  link,
}: {
  organizationName?: string | null;
  link?: string | null;
}): string | null {
  if (isNatoOrganisation(organizationName)) return NATO_RECRUITMENT_URL;
  // The page's Apply button: an http(s) link or none.
  return webUrlOrNull(link);
}
