import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { LOCALES, type Locale } from "#domain/interface-locales";

/**
 * The terminology (app/locales/terminology.json) held against every text a reader of a language
 * sees: the catalogs, the organisation registry's translations, the location and field guides and
 * the articles. A rejected variant anywhere fails, naming the file, the key and the variant; so
 * does a term that no file of its language uses (the glossary cannot describe words the site has
 * dropped) and a term marked notYetUsed that a file now uses.
 */

const root = new URL("../../../", import.meta.url);
const readText = (relative: string) => readFileSync(new URL(relative, root), "utf8");
const filesIn = (folder: string) => readdirSync(new URL(folder, root)).sort();

const languageTerm = z.strictObject({
  term: z.string().min(1),
  rejected: z.array(z.string().min(1)).optional(),
  note: z.string().optional(),
  notYetUsed: z.literal(true).optional(),
});
const glossarySchema = z.strictObject({
  about: z.string(),
  entries: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/),
      concept: z.string().min(1),
      en: languageTerm,
      fr: languageTerm,
      es: languageTerm,
      ar: languageTerm,
      note: z.string().optional(),
    }),
  ),
});
const glossary = glossarySchema.parse(JSON.parse(readText("app/locales/terminology.json")));

/** One text a reader sees: where it is (file and key or line) and what it says. */
type Text = { file: string; key: string; text: string };

/** The words of an ICU message, without its argument names, plural and select keys or tags. */
function literalWords(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return literalWords(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((option) => literalWords(option.value))
          .join(" | ");
      // An argument or # stands for a value the words around it do not run into.
      return " | ";
    })
    .join("");
}

/** Every string of a JSON value, keyed by its path ("unicef.description", "kenya.highlights[2]"). */
function jsonStrings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => jsonStrings(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      jsonStrings(item, at ? `${at}.${key}` : key),
    );
  return [];
}

/** The catalogs, the registry's words, the guides and the articles of a language. */
function textsOf(locale: Locale): Text[] {
  const texts: Text[] = [];
  for (const name of filesIn(`app/locales/${locale}/`)) {
    const file = `app/locales/${locale}/${name}`;
    for (const [key, message] of jsonStrings(JSON.parse(readText(file))))
      texts.push({ file, key, text: literalWords(parse(message)) });
  }
  const dataFiles = [
    locale === "en"
      ? "domain/organisation-registry.json"
      : `domain/organisation-registry.${locale}.json`,
    `app/content/field-guides/${locale}.json`,
    `app/content/location-guides/${locale}.json`,
  ];
  for (const file of dataFiles)
    for (const [key, text] of jsonStrings(JSON.parse(readText(file))))
      texts.push({ file, key, text });
  for (const article of filesIn("app/content/articles/")) {
    const file = `app/content/articles/${article}/${locale}.mdx`;
    readText(file)
      .split("\n")
      .forEach((text, index) => texts.push({ file, key: `line ${index + 1}`, text }));
  }
  return texts;
}

/**
 * Text as the glossary compares it: lower case, one kind of apostrophe and space, and for Arabic
 * without vowel marks, tatweel and direction isolates (مخطِّط and مخطط are one word).
 */
function normalised(text: string, locale: Locale): string {
  let result = text
    .normalize("NFC")
    .replace(/[\u2019\u2018\u02bc]/g, "'")
    .replace(/[\u00a0\u202f\s]+/g, " ")
    .toLocaleLowerCase(locale);
  if (locale === "ar") result = result.replace(/[\u064b-\u065f\u0670\u0640\u2066-\u2069]/g, "");
  return result;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a normalised text holds a term: a Latin-script term as whole words ("internat" is not
 * found in "international", so a plural is a variant of its own), and not inside a path such as
 * an article's link to "/organization/who"; an Arabic term anywhere, since a conjunction,
 * preposition or article joins the word in front of it and a suffix after it.
 */
function matcher(term: string, locale: Locale): (text: string) => boolean {
  const wanted = normalised(term, locale);
  if (locale === "ar") return (text) => text.includes(wanted);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}/])${escapeRegExp(wanted)}(?![\\p{L}\\p{N}/])`, "u");
  return (text) => pattern.test(text);
}

const textsByLocale = new Map(
  LOCALES.map((locale) => [
    locale,
    textsOf(locale).map((text) => ({ ...text, text: normalised(text.text, locale) })),
  ]),
);

it("has one entry per concept, with the term and its variants apart", () => {
  const ids = glossary.entries.map((entry) => entry.id);
  expect(new Set(ids).size, "an id is repeated").toBe(ids.length);
  for (const locale of LOCALES) {
    const rejected = glossary.entries.flatMap((entry) =>
      (entry[locale].rejected ?? []).map((variant) => ({ id: entry.id, variant })),
    );
    // A term that another entry (or its own) rejects would fail wherever it is used.
    for (const entry of glossary.entries)
      for (const { id, variant } of rejected)
        expect(
          matcher(variant, locale)(normalised(entry[locale].term, locale)),
          `${locale}: the term "${entry[locale].term}" (${entry.id}) holds "${variant}", rejected by ${id}`,
        ).toBe(false);
  }
});

describe.each(LOCALES)("the %s texts", (locale) => {
  const texts = textsByLocale.get(locale)!;

  it("use none of the rejected variants", () => {
    const found: string[] = [];
    for (const entry of glossary.entries)
      for (const variant of entry[locale].rejected ?? []) {
        const holds = matcher(variant, locale);
        for (const { file, key, text } of texts)
          if (holds(text))
            found.push(
              `${file} › ${key}: "${variant}" (${entry.id}: write "${entry[locale].term}")`,
            );
      }
    expect(found).toEqual([]);
  });

  it("use every term of the glossary, and none marked as not yet used", () => {
    const stale: string[] = [];
    for (const entry of glossary.entries) {
      const { term, notYetUsed } = entry[locale];
      const holds = matcher(term, locale);
      const used = texts.some(({ text }) => holds(text));
      if (!used && !notYetUsed) stale.push(`${entry.id}: no text uses "${term}"`);
      if (used && notYetUsed)
        stale.push(`${entry.id}: "${term}" is used now; remove its notYetUsed`);
    }
    expect(stale).toEqual([]);
  });
});
