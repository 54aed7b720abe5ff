import { expect, test } from "vitest";
import { CITIES } from "./cities";
import { cityTranslatedNames } from "./city-names";
import { COUNTRIES } from "./countries";
import { ORGANISATIONS } from "./organisation-registry";
import { organisationTranslatedLabels } from "./organisation-words";
import {
  arabicLetters,
  countryNameIn,
  countryTranslatedNames,
  inArabicScript,
  placeKey,
} from "./translated-place-names";

test("a country is named in the page's language from CLDR, and in English by its own name", () => {
  const switzerland = { code: "CH", name: "Switzerland" };
  expect(countryNameIn(switzerland, "fr")).toBe("Suisse");
  expect(countryNameIn(switzerland, "es")).toBe("Suiza");
  expect(countryNameIn(switzerland, "ar")).toBe("سويسرا");
  expect(countryNameIn(switzerland, "en")).toBe("Switzerland");
  // English keeps the site's name, which may differ from CLDR's ("Côte d’Ivoire").
  expect(countryNameIn({ code: "CI", name: "Cote d'Ivoire" }, "en")).toBe("Cote d'Ivoire");
  expect(countryNameIn({ code: "KE", name: "Kenya" }, "es")).toBe("Kenia");
  // A code CLDR does not name reads as the English name.
  expect(countryNameIn({ code: "QM", name: "Somewhere" }, "fr")).toBe("Somewhere");
});

// Every Arabic name of a city, a country or an employer, as the thing it names.
function arabicNames(): { label: string; named: string }[] {
  return [
    ...CITIES.flatMap((city) =>
      cityTranslatedNames(city).map((label) => ({ label, named: `city:${city.id}` })),
    ),
    ...COUNTRIES.flatMap((country) =>
      countryTranslatedNames(country.code).map((label) => ({
        label,
        named: `country:${country.code}`,
      })),
    ),
    ...ORGANISATIONS.flatMap((organisation) =>
      organisationTranslatedLabels(organisation.slug).map(({ label }) => ({
        label,
        named: `organisation:${organisation.slug}`,
      })),
    ),
  ].filter(({ label }) => inArabicScript(label));
}

test("Arabic keys fold ة into ه, ى into ي, أ إ آ ٱ into ا, and drop vowel marks and tatweel", () => {
  expect(placeKey("القاهرة")).toBe(placeKey("القاهره"));
  expect(placeKey("منظمة الصحة العالمية")).toBe(placeKey("منظمه الصحه العالميه"));
  expect(placeKey("العالمى")).toBe(placeKey("العالمي"));
  expect(placeKey("إدلب")).toBe(placeKey("ادلب"));
  expect(placeKey("الأمم")).toBe(placeKey("الامم"));
  expect(placeKey("آبيا")).toBe(placeKey("ابيا"));
  expect(placeKey("ٱلقاهرة")).toBe(placeKey("القاهرة"));
  expect(placeKey("مُنَظَّمَـة")).toBe(placeKey("منظمة"));
  // Persian keyboards' ya and kaf.
  expect(placeKey("کابل")).toBe(placeKey("كابل"));
  expect(placeKey("مالی")).toBe(placeKey("مالي"));
  // The letters the text search is given keep ة and the typed ه apart.
  expect(arabicLetters("القاهرة")).toBe("القاهرة");
  expect(arabicLetters("القاهره")).toBe("القاهره");
});

test("folding the spelling variants makes no two different places or employers one key", () => {
  // Names that were one key before (Tripoli of Libya and of Lebanon, both "طرابلس") are left to
  // the text search as before; what folding adds is names that differ only in ة/ه, ى/ي or a
  // hamza seat and name different things.
  const byKey = new Map<string, Map<string, Set<string>>>();
  for (const { label, named } of arabicNames()) {
    const key = placeKey(label);
    const things = byKey.get(key) ?? new Map<string, Set<string>>();
    const letters = things.get(named) ?? new Set<string>();
    letters.add(arabicLetters(label));
    things.set(named, letters);
    byKey.set(key, things);
  }
  const joined: string[] = [];
  for (const [key, things] of byKey) {
    const spellings = [...things.values()];
    const apart = spellings.some((a, i) =>
      spellings.some((b, j) => i !== j && ![...a].some((letters) => b.has(letters))),
    );
    if (apart) joined.push(`${key}: ${[...things.keys()].join(", ")}`);
  }
  expect(joined).toEqual([]);
});
