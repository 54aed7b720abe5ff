// Generates public/logos/<slug>.svg monogram badges for every registry organisation, plus eu.svg and
// un.svg. These are our own neutral badges (acronym on a coloured rounded square), not the
// organisations' trademarked logos. Run: npx tsx scripts/generate-logo-assets.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ORGANISATIONS, type OrganisationCategory } from "../domain/organisation-registry";

const CATEGORY_COLOURS: Record<OrganisationCategory, string> = {
  "un-secretariat": "#1d4f91",
  "fund-programme": "#0b6e99",
  "specialised-agency": "#146c43",
  related: "#5a3e8e",
  "development-bank": "#8a4b08",
  eu: "#003399",
  intergovernmental: "#3d4b5c",
  ngo: "#a4262c",
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function createBadgeLabel(acronym: string): string {
  if (acronym.length <= 7) return acronym;
  const capitals = acronym.replace(/[^A-Z]/g, "");
  return capitals.length >= 2 ? capitals.slice(0, 5) : acronym.slice(0, 7);
}

function createBadge(label: string, title: string, colour: string): string {
  const text = createBadgeLabel(label);
  const size =
    text.length <= 2
      ? 26
      : text.length <= 3
        ? 22
        : text.length <= 4
          ? 17
          : text.length <= 5
            ? 14
            : text.length <= 6
              ? 12
              : 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title><rect width="64" height="64" rx="12" fill="${colour}"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(text)}</text></svg>\n`;
}

function createStarBadge(title: string, colour: string, label: string): string {
  const stars = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    return `<circle cx="${(32 + 20 * Math.sin(angle)).toFixed(1)}" cy="${(32 - 20 * Math.cos(angle)).toFixed(1)}" r="2.6" fill="#fc0"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title><rect width="64" height="64" rx="12" fill="${colour}"/>${stars}<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="14" fill="#fff">${label}</text></svg>\n`;
}

const outputDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "logos");
mkdirSync(outputDir, { recursive: true });
for (const organisation of ORGANISATIONS) {
  const svg = createBadge(
    organisation.acronym,
    `${organisation.name} (${organisation.acronym})`,
    CATEGORY_COLOURS[organisation.category],
  );
  writeFileSync(join(outputDir, `${organisation.slug}.svg`), svg);
}
writeFileSync(join(outputDir, "eu.svg"), createStarBadge("European organisation", "#003399", "EU"));
writeFileSync(
  join(outputDir, "un.svg"),
  createBadge("UN", "International organisation", "#4b92db"),
);
console.log(`Wrote ${ORGANISATIONS.length + 2} logo badges to ${outputDir}`);
