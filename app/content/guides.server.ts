import type { Locale } from "#domain/interface-locales";
import { ownEntry } from "#domain/own-entry";
import type { LocationContent } from "#app/content/locations";
import { TYPICAL_ORGANIZATIONS, type FieldContent, type FieldGuide } from "#app/content/fields";
import locationsEn from "./location-guides/en.json" with { type: "json" };
import locationsFr from "./location-guides/fr.json" with { type: "json" };
import locationsEs from "./location-guides/es.json" with { type: "json" };
import locationsAr from "./location-guides/ar.json" with { type: "json" };
import fieldsEn from "./field-guides/en.json" with { type: "json" };
import fieldsFr from "./field-guides/fr.json" with { type: "json" };
import fieldsEs from "./field-guides/es.json" with { type: "json" };
import fieldsAr from "./field-guides/ar.json" with { type: "json" };

// The built-in guides of the location and field landing pages in each language of the interface:
// one JSON file per language for translators (app/content/location-guides/<language>.json,
// app/content/field-guides/<language>.json), keyed by the page's slug. Only route loaders read them,
// so the server renders the guide and no client script carries it. English is the reference: every
// language has the same guides, with as many highlights, paragraphs, search words, skills and
// career paths (guides.server.test.ts).

export const LOCATION_GUIDES: Record<Locale, Record<string, LocationContent>> = {
  en: locationsEn,
  fr: locationsFr,
  es: locationsEs,
  ar: locationsAr,
};

export const FIELD_GUIDES: Record<Locale, Record<string, FieldGuide>> = {
  en: fieldsEn,
  fr: fieldsFr,
  es: fieldsEs,
  ar: fieldsAr,
};

/** A place's guide in a language, or undefined when the place has none. */
export function locationGuide(slug: string, locale: Locale): LocationContent | undefined {
  return ownEntry(LOCATION_GUIDES[locale], slug);
}

/**
 * The search words of a place's guide in English, in the guide's order: a translated search word
 * is shown in the page's language but searches the English one, the language most postings use.
 */
export function guideSearchWords(slug: string): string[] {
  return locationGuide(slug, "en")?.keywords ?? [];
}

/** A field's guide in a language, with the employers that typically hire in it. */
export function fieldGuide(slug: string, locale: Locale): FieldContent | undefined {
  const words = ownEntry(FIELD_GUIDES[locale], slug);
  if (!words) return undefined;
  return { ...words, typicalOrganizations: ownEntry(TYPICAL_ORGANIZATIONS, slug) ?? [] };
}
