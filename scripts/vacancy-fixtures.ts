// Reads the saved unjobs.org vacancy pages (shared/fixtures/real/unjobs-org) into RawPosting objects
// for the extraction benchmark. Directory: $BLUEBOARD_FIXTURES or ../shared/fixtures/real.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { RawPosting } from "../domain/normalise-posting";

const DEFAULT_DIR = resolve(fileURLToPath(new URL("../../shared/fixtures/real", import.meta.url)));

function decode(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

function chip(html: string, label: string): string | null {
  const match = new RegExp(`${label}:\\s*<a[^>]*>([\\s\\S]*?)</a>`).exec(html);
  return match?.[1] ? decode(match[1].replace(/\s+/g, " ").trim()) : null;
}

export function loadVacancyPostings(
  directory = process.env.BLUEBOARD_FIXTURES ?? DEFAULT_DIR,
): RawPosting[] {
  const folder = join(directory, "unjobs-org");
  return readdirSync(folder)
    .filter((name) => name.startsWith("vacancy-") && name.endsWith(".html"))
    .sort()
    .map((name) => {
      const html = readFileSync(join(folder, name), "utf8");
      const id = /vacancy-[a-z]+-(\d+)\.html/.exec(name)?.[1] ?? name;
      const title = decode(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(html)?.[1]?.trim() ?? "");
      const description = /fp-snippet">([\s\S]*?)<div class="bmore"/.exec(html)?.[1] ?? "";
      const city = chip(html, "City");
      const country = chip(html, "Country");
      return {
        title,
        organization: chip(html, "Organization"),
        location: [city, country].filter(Boolean).join(", ") || null,
        descriptionHtml: description,
        link: `https://unjobs.org/vacancies/${id}`,
        externalId: `unjobs-${id}`,
      };
    });
}
