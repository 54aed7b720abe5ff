import { expect, test } from "vitest";
import type { Locale } from "#domain/interface-locales";
import { LOCATION_MULTIPLE, LOCATION_REMOTE } from "#domain/locations";
import { messagesFor } from "#server/modules/i18n/catalogs";
import { metaTranslator } from "./i18n";
import { employerTextLang, placeLabel } from "./data-labels";

const INTL: Record<Locale, string> = { en: "en-GB", fr: "fr-FR", es: "es-ES", ar: "ar" };

function placeIn(locale: Locale, location: string, countryCode: string | null): string {
  const translator = metaTranslator([
    { id: "root", loaderData: { locale, messages: messagesFor(locale) } },
  ]);
  return placeLabel({ locale, t: translator.t }, INTL[locale], location, countryCode);
}

test("a place keeps its city and names its country in the page's language", () => {
  expect(placeIn("en", "Nairobi, Kenya", "KE")).toBe("Nairobi, Kenya");
  expect(placeIn("fr", "Nairobi, Kenya", "KE")).toBe("Nairobi, Kenya");
  expect(placeIn("es", "Nairobi, Kenya", "KE")).toBe("Nairobi, Kenia");
  // The city as the loader named it; Arabic's own comma before the country.
  expect(placeIn("ar", "نيروبي, Kenya", "KE")).toBe("نيروبي، كينيا");
  // A country written otherwise than CLDR's English name reads as stored.
  expect(placeIn("fr", "Geneva, CH", "CH")).toBe("Geneva, CH");
});

test("remote work and several places are our own words, in every language", () => {
  expect(placeIn("en", LOCATION_REMOTE, null)).toBe("Remote");
  expect(placeIn("fr", LOCATION_REMOTE, null)).toBe("Télétravail");
  expect(placeIn("ar", LOCATION_REMOTE, null)).toBe("عن بُعد");
  expect(placeIn("es", LOCATION_MULTIPLE, null)).toBe("Varios lugares");
});

test("an employer's words carry their language where it is known and not the page's", () => {
  expect(employerTextLang("en", "fr")).toBe("en");
  expect(employerTextLang("fr", "ar")).toBe("fr");
  expect(employerTextLang("fr", "en")).toBe("fr");
  // In the page's language, or of a language nobody detected, they inherit the page's.
  expect(employerTextLang("es", "es")).toBeUndefined();
  expect(employerTextLang(null, "fr")).toBeUndefined();
});
