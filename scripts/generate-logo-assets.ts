// Generates public/logos/<slug>.svg monogram badges for every registry organisation, plus eu.svg and
// un.svg. These are our own neutral badges (acronym on a coloured rounded square), not the
// organisations' trademarked logos; domain/logo-badges.ts says what each shows, and pages draw the
// same badges in their own markup. `npm run build` writes them (generated, not committed), so a new
// registry entry gets its badge file without another step. Run alone: npx tsx scripts/generate-logo-assets.ts
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ORGANISATIONS } from "../domain/organisation-registry";
import { EU_BADGE_PATH, UN_BADGE, organisationBadge, type LogoBadge } from "../domain/logo-badges";
import { escapeHtml } from "../domain/text";

function createBadge({ label, colour, fontSize }: LogoBadge, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">${escapeHtml(title)}</title><rect width="64" height="64" rx="12" fill="${colour}"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeHtml(label)}</text></svg>\n`;
}

function createStarBadge(title: string, colour: string, label: string): string {
  const stars = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    return `<circle cx="${(32 + 20 * Math.sin(angle)).toFixed(1)}" cy="${(32 - 20 * Math.cos(angle)).toFixed(1)}" r="2.6" fill="#fc0"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-labelledby="t"><title id="t">${escapeHtml(title)}</title><rect width="64" height="64" rx="12" fill="${colour}"/>${stars}<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="14" fill="#fff">${label}</text></svg>\n`;
}

/** Every badge file, by its address under public/ (`/logos/<slug>.svg`). */
export function logoBadgeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const organisation of ORGANISATIONS) {
    files.set(
      organisation.logo,
      createBadge(
        organisationBadge(organisation),
        `${organisation.name} (${organisation.acronym})`,
      ),
    );
  }
  files.set(EU_BADGE_PATH, createStarBadge("European organisation", "#003399", "EU"));
  files.set("/logos/un.svg", createBadge(UN_BADGE, "International organisation"));
  return files;
}

/**
 * Writes every badge file into `<publicDir>/logos` and removes the badge files the registry no longer
 * has. Files already up to date are left alone (so `npm start` does not rebuild for them); returns
 * how many were written or removed.
 */
export function writeLogoAssets(publicDir: string): number {
  const dir = join(publicDir, "logos");
  mkdirSync(dir, { recursive: true });
  const files = logoBadgeFiles();
  let changed = 0;
  for (const [address, svg] of files) {
    const target = join(publicDir, address);
    if (existsSync(target) && readFileSync(target, "utf8") === svg) continue;
    writeFileSync(target, svg);
    changed++;
  }
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".svg") && !files.has(`/logos/${name}`)) {
      rmSync(join(dir, name));
      changed++;
    }
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
  const changed = writeLogoAssets(publicDir);
  console.log(`Wrote or removed ${changed} logo badge file(s) in ${join(publicDir, "logos")}`);
}
