import { expect, test } from "vitest";
import type { Locale } from "#domain/interface-locales";
import type { LikenessFacets } from "#domain/similar-jobs";
import { messagesFor } from "#server/modules/i18n/catalogs";
import { metaTranslator } from "./i18n";
import { likenessReason } from "./likeness-reason";

function reasonIn(locale: Locale, likeness: LikenessFacets): string {
  const translator = metaTranslator([
    { id: "root", loaderData: { locale, messages: messagesFor(locale) } },
  ]);
  return likenessReason(translator, likeness);
}

const twin: LikenessFacets = {
  sameField: true,
  grade: "P-3",
  level: null,
  place: { kind: "city", name: "Nairobi" },
  organisation: { kind: "same" },
};
const neighbour: LikenessFacets = {
  sameField: true,
  grade: null,
  level: "Mid",
  place: { kind: "area", name: "Eastern Africa", m49: "014" },
  organisation: { kind: "family", family: "fund-programme" },
};
const sameCountry: LikenessFacets = {
  sameField: false,
  grade: "P-4",
  level: null,
  place: { kind: "country", name: "Kenya", code: "KE" },
  organisation: null,
};

test("the reason reads in the page's language", () => {
  expect(reasonIn("en", twin)).toBe("Same field · P-3 · Nairobi · Same organisation");
  expect(reasonIn("fr", twin)).toBe("Même domaine · P-3 · Nairobi · Même organisation");
  expect(reasonIn("es", twin)).toBe("Mismo ámbito · P-3 · Nairobi · Misma organización");
  expect(reasonIn("ar", twin)).toBe("المجال نفسه · P-3 · Nairobi · المنظمة نفسها");

  expect(reasonIn("en", neighbour)).toBe(
    "Same field · Mid level · Eastern Africa · UN funds and programmes",
  );
  expect(reasonIn("fr", neighbour)).toBe(
    "Même domaine · Niveau intermédiaire · Afrique orientale · Fonds et programmes des Nations Unies",
  );
  expect(reasonIn("es", neighbour)).toBe(
    "Mismo ámbito · Nivel intermedio · África oriental · Fondos y programas de la ONU",
  );
  expect(reasonIn("ar", neighbour)).toBe(
    "المجال نفسه · مستوى متوسط · شرق أفريقيا · صناديق الأمم المتحدة وبرامجها",
  );
});

test("a country is named by CLDR on a translated page and as stored on the English one", () => {
  expect(reasonIn("en", sameCountry)).toBe("P-4 · Kenya");
  expect(reasonIn("fr", sameCountry)).toBe("P-4 · Kenya");
  expect(reasonIn("es", sameCountry)).toBe("P-4 · Kenia");
  expect(
    reasonIn("en", { ...sameCountry, place: { kind: "country", name: "Türkiye", code: "TR" } }),
  ).toBe("P-4 · Türkiye");
  // A place CLDR cannot name reads as stored.
  expect(
    reasonIn("fr", { ...sameCountry, place: { kind: "region", name: "Somewhere", m49: null } }),
  ).toBe("P-4 · Somewhere");
});

test("a level outside the ladder reads as its own label", () => {
  expect(
    reasonIn("en", { ...neighbour, level: "Internship", organisation: null, place: null }),
  ).toBe("Same field · Internship");
  expect(
    reasonIn("fr", { ...neighbour, level: "Internship", organisation: null, place: null }),
  ).toBe("Même domaine · Stage");
});
