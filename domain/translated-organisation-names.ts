// Employers typed in French, Spanish or Arabic in a search box: "OMS", "Organisation mondiale de la
// Santé", "Organización Mundial de la Salud", "منظمة الصحة العالمية" are the WHO, whatever the page's
// language. The names and acronyms are the employers' official ones from the translation files
// that name them on the pages (organisation-words.ts), keyed as places are (placeKey: case, accents
// and punctuation ignored; Arabic without vowel marks and hamza seats, with ه for ة). A key that two employers
// share names neither.

import { ORGANISATIONS, type Organisation } from "./organisation-registry";
import { organisationTranslatedLabels } from "./organisation-words";
import { inArabicScript, placeKey } from "./translated-place-names";

export type TranslatedOrganisationName = {
  organisation: Organisation;
  /** An acronym or short name ("HCR", "اليونيسف") rather than a full name. */
  acronym: boolean;
  /** A word of its own too: the employer only when it is all the search says. */
  aloneOnly: boolean;
};

/**
 * Arabic short names that are also everyday words: "المفوضية" is UNHCR's short name and the word
 * "the commission" (the High Commissioner for Human Rights', the European Commission), so it names
 * UNHCR only when nothing else is typed.
 */
const ARABIC_SHORT_NAMES_THAT_ARE_WORDS = new Set(["المفوضية", "مفوضية"].map(placeKey));

/** The articles a French or Spanish name may begin with ("Le Fonds mondial …", "El Fondo Mundial …"). */
const LEADING_ARTICLES = ["le ", "la ", "les ", "el ", "los ", "las "];

/** The Arabic article, joined to the word it defines. */
const ARABIC_ARTICLE = "ال";

/** The keys a label is typed as. */
function keysOf(label: string, kind: "name" | "acronym"): string[] {
  const key = placeKey(label);
  if (!key) return [];
  const keys = [key];
  // "Le Fonds mondial de lutte contre le sida…" is also typed without its article.
  const article = LEADING_ARTICLES.find((leading) => key.startsWith(leading));
  if (kind === "name" && article) keys.push(key.slice(article.length));
  // "اليونيسف", "الأونروا": a one-word Arabic short name is also typed without its article.
  const bare = key.slice(ARABIC_ARTICLE.length);
  if (
    kind === "acronym" &&
    inArabicScript(label) &&
    !key.includes(" ") &&
    key.startsWith(ARABIC_ARTICLE) &&
    bare.length >= 3
  )
    keys.push(bare);
  return keys;
}

function translatedOrganisationNames(): Map<string, TranslatedOrganisationName> {
  const found = new Map<string, TranslatedOrganisationName | null>();
  for (const organisation of ORGANISATIONS)
    for (const { kind, label } of organisationTranslatedLabels(organisation.slug))
      for (const key of keysOf(label, kind)) {
        const before = found.get(key);
        const acronym = kind === "acronym";
        if (before === undefined)
          found.set(key, {
            organisation,
            acronym,
            aloneOnly: ARABIC_SHORT_NAMES_THAT_ARE_WORDS.has(key),
          });
        // One acronym or name of two employers is neither.
        else if (before && before.organisation.slug !== organisation.slug) found.set(key, null);
        // The same letters as an acronym in one language and a name in another read as an acronym.
        else if (before && acronym) found.set(key, { ...before, acronym });
      }
  const names = new Map<string, TranslatedOrganisationName>();
  for (const [key, name] of found) if (name) names.set(key, name);
  return names;
}

/** Every translated name's and acronym's key and the employer it names. */
export const TRANSLATED_ORGANISATION_NAMES: ReadonlyMap<string, TranslatedOrganisationName> =
  translatedOrganisationNames();
