import { describe, expect, test } from "vitest";
import { PREFIXED_LOCALES, type Locale } from "#domain/interface-locales";
import { findOrganisationBySlug } from "#domain/organisations";
import { TYPICAL_ORGANIZATIONS } from "#app/content/fields";
import {
  FIELD_GUIDES,
  LOCATION_GUIDES,
  fieldGuide,
  guideSearchWords,
  locationGuide,
} from "./guides.server";

/**
 * Where a translation's structure differs from the English one's: a guide missing or added, a
 * list of another length (highlights, paragraphs, search words, skills, career paths), a part
 * missing or added (a scope note), an empty text.
 */
function shapeProblems(english: unknown, other: unknown, at: string): string[] {
  if (typeof english === "string") {
    if (typeof other !== "string") return [`${at}: not a text`];
    return other.trim() === "" ? [`${at}: empty`] : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [`${at}: not a list`];
    if (other.length !== english.length) {
      return [`${at}: ${other.length} entries, English has ${english.length}`];
    }
    return english.flatMap((entry, index) => shapeProblems(entry, other[index], `${at}[${index}]`));
  }
  const theirs = (other ?? {}) as Record<string, unknown>;
  const ours = english as Record<string, unknown>;
  return [
    ...Object.keys(ours)
      .filter((key) => !Object.hasOwn(theirs, key))
      .map((key) => `${at}.${key}: missing`),
    ...Object.keys(theirs)
      .filter((key) => !Object.hasOwn(ours, key))
      .map((key) => `${at}.${key}: not in English`),
    ...Object.keys(ours)
      .filter((key) => Object.hasOwn(theirs, key))
      .flatMap((key) => shapeProblems(ours[key], theirs[key], `${at}.${key}`)),
  ];
}

const KINDS = [
  ["location", LOCATION_GUIDES],
  ["field", FIELD_GUIDES],
] as const;

/** Every text of a guide, in order. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : typeof value === "object" && value !== null
        ? Object.values(value).flatMap(textsOf)
        : [];

/** The figures a guide states (grades, years, counts), in order of appearance. */
const figuresOf = (guide: unknown) => textsOf(guide).join(" ").match(/\d+/g) ?? [];

describe("the check of a translation against English", () => {
  const english = LOCATION_GUIDES.en;

  test("a language file that lacks a guide, or has one the English lacks, is refused", () => {
    const { kenya: _kenya, ...withoutKenya } = LOCATION_GUIDES.fr;
    expect(shapeProblems(english, withoutKenya, "fr")).toEqual(["fr.kenya: missing"]);
    const extra = { ...LOCATION_GUIDES.fr, atlantis: LOCATION_GUIDES.fr.kenya };
    expect(shapeProblems(english, extra, "fr")).toEqual(["fr.atlantis: not in English"]);
  });

  test("a guide with a paragraph less or an empty title is refused", () => {
    const kenya = LOCATION_GUIDES.es.kenya!;
    const shorter = {
      ...LOCATION_GUIDES.es,
      kenya: {
        ...kenya,
        title: " ",
        about: { ...kenya.about, paragraphs: kenya.about.paragraphs.slice(1) },
      },
    };
    expect(shapeProblems(english, shorter, "es")).toEqual([
      "es.kenya.title: empty",
      "es.kenya.about.paragraphs: 3 entries, English has 4",
    ]);
  });
});

describe.each(KINDS)("the %s guides", (_kind, guides) => {
  test.each(PREFIXED_LOCALES)(
    "%s has every English guide, in the same shape, and no other",
    (locale) => {
      expect(shapeProblems(guides.en, guides[locale], locale)).toEqual([]);
    },
  );

  test.each(PREFIXED_LOCALES)(
    "%s keeps the English facts: the same figures and grades",
    (locale) => {
      for (const [slug, guide] of Object.entries(guides.en)) {
        expect(figuresOf(guides[locale][slug]), `${locale} ${slug}`).toEqual(figuresOf(guide));
      }
    },
  );

  test.each(PREFIXED_LOCALES)("%s translates every title and description", (locale) => {
    type Words = { title: string; description: string };
    const translations: Record<string, Words> = guides[locale];
    for (const [slug, guide] of Object.entries<Words>(guides.en)) {
      const translated = translations[slug]!;
      expect(translated.title, `${locale} ${slug}`).not.toBe(guide.title);
      expect(translated.description, `${locale} ${slug}`).not.toBe(guide.description);
    }
  });

  test("the Arabic guides are written in Arabic script, each text", () => {
    const notArabic = textsOf(guides.ar).filter((text) => !/[\u0600-\u06ff]/.test(text));
    expect(notArabic).toEqual([]);
  });
});

describe("the wording of the translations", () => {
  const text = (locale: Locale, slug: string) => textsOf(locationGuide(slug, locale)).join(" ");

  test("UN terms: duty station, National Officer, General Service", () => {
    const kenya = { fr: text("fr", "kenya"), es: text("es", "kenya"), ar: text("ar", "kenya") };
    expect(kenya.fr).toContain("lieu d’affectation");
    expect(kenya.fr).toContain("administrateur recruté sur le plan national");
    expect(kenya.fr).toContain("agent des services généraux");
    expect(kenya.es).toContain("lugar de destino");
    expect(kenya.es).toContain("oficial nacional");
    expect(kenya.es).toContain("personal de servicios generales");
    expect(kenya.ar).toContain("مركز العمل");
    expect(kenya.ar).toContain("الموظفين الفنيين الوطنيين");
    expect(kenya.ar).toContain("فئة الخدمات العامة");
  });

  test("places are named as each language names them", () => {
    expect(text("fr", "switzerland")).toContain("Genève");
    expect(text("es", "switzerland")).toContain("Ginebra");
    expect(text("ar", "switzerland")).toContain("جنيف");
    expect(text("fr", "ethiopia")).toContain("Addis-Abeba");
    expect(text("es", "ethiopia")).toContain("Adís Abeba");
    expect(text("ar", "ethiopia")).toContain("أديس أبابا");
    for (const locale of PREFIXED_LOCALES) {
      expect(text(locale, "switzerland")).not.toContain("Geneva");
      expect(text(locale, "ethiopia")).not.toContain("Addis Ababa");
    }
  });
});

describe("reading a guide", () => {
  test("a place's guide in the page's language; its search words stay English", () => {
    expect(locationGuide("kenya", "fr")?.about.heading).toBe(
      "Travailler pour une organisation internationale au Kenya",
    );
    expect(locationGuide("kenya", "fr")?.keywords[3]).toBe("Aide aux réfugiés");
    expect(guideSearchWords("kenya")[3]).toBe("Refugee response");
    expect(locationGuide("atlantis", "fr")).toBeUndefined();
    expect(locationGuide("__proto__", "es")).toBeUndefined();
    expect(guideSearchWords("constructor")).toEqual([]);
  });

  test("a field's guide in the page's language, with the employers that hire in it", () => {
    const guide = fieldGuide("public-health", "ar");
    expect(guide?.title).toBe("وظائف في مجال الصحة العامة");
    expect(guide?.typicalOrganizations).toEqual(
      fieldGuide("public-health", "en")?.typicalOrganizations,
    );
    expect(guide?.typicalOrganizations).toContain("who");
    expect(fieldGuide("medical-health-services", "fr")).toBeUndefined();
    expect(fieldGuide("toString", "fr")).toBeUndefined();
  });

  test("every guided field lists its typical employers, each one in the registry", () => {
    expect(Object.keys(TYPICAL_ORGANIZATIONS).sort()).toEqual(Object.keys(FIELD_GUIDES.en).sort());
    const unknown = Object.values(TYPICAL_ORGANIZATIONS)
      .flat()
      .filter((slug) => !findOrganisationBySlug(slug));
    expect(unknown).toEqual([]);
  });
});
