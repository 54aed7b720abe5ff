/**
 * A place's name as an address segment and an id: lower-cased, accents and apostrophes dropped,
 * any other run of marks or spaces as one "-" ("Côte d'Ivoire" → "cote-divoire"). A city's id
 * (cities.ts) and a location page's slug (locations.ts) are both this, so they stay alike.
 */
export function placeSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
