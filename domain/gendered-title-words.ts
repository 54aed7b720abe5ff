// French and Spanish job titles are written in the masculine, the feminine or both at once
// ("Asociado/a de Comunicación", "Chargé(e) de programme", "Consultora nacional"), and a job
// seeker types one of them. The words of job titles that change with gender are listed here once,
// in the masculine; their feminine and the combined writings are derived by the rules of each
// language, so any form typed finds the others. Words that are the same in both genders
// ("oficial", "especialista", "analyste", "stagiaire") need nothing and are not listed.

import { normaliseName } from "./countries";

/** Spanish title words (masculine) whose feminine is formed by rule: -o → -a, consonant → +a. */
const SPANISH_TITLE_WORDS = [
  "abogado",
  "administrador",
  "asesor",
  "asociado",
  "auditor",
  "consultor",
  "contador",
  "coordinador",
  "director",
  "educador",
  "encargado",
  "enfermero",
  "experto",
  "facilitador",
  "gestor",
  "ingeniero",
  "investigador",
  "jurídico",
  "médico",
  "monitor",
  "operador",
  "programador",
  "promotor",
  "psicólogo",
  "supervisor",
  "técnico",
  "traductor",
  "voluntario",
];

/** French title words (masculine); the feminine is formed by the endings in FRENCH_ENDINGS. */
const FRENCH_TITLE_WORDS = [
  "adjoint",
  "administrateur",
  "agent",
  "animateur",
  "assistant",
  "associé",
  "auditeur",
  "chargé",
  "chercheur",
  "conseiller",
  "consultant",
  "coordinateur",
  "coordonnateur",
  "délégué",
  "directeur",
  "employé",
  "enquêteur",
  "expert",
  "formateur",
  "informaticien",
  "infirmier",
  "ingénieur",
  "international",
  "logisticien",
  "national",
  "principal",
  "régional",
  "représentant",
  "statisticien",
  "superviseur",
  "technicien",
  "traducteur",
];

/** French masculine endings and their feminine, longest first (the first that fits is used). */
const FRENCH_ENDINGS: readonly (readonly [string, string])[] = [
  ["teur", "trice"],
  ["eur", "eure"],
  ["ien", "ienne"],
  ["ier", "ière"],
  ["er", "ère"],
  ["é", "ée"],
  ["al", "ale"],
  ["", "e"],
];

function spanishFeminine(word: string): string {
  // "técnico" → "técnica"; "consultor" → "consultora" (an accent on the last syllable goes).
  if (word.endsWith("o")) return `${word.slice(0, -1)}a`;
  return `${word}a`;
}

function frenchFeminine(word: string): string {
  const [masculine, feminine] = FRENCH_ENDINGS.find(([ending]) => word.endsWith(ending))!;
  return `${word.slice(0, word.length - masculine.length)}${feminine}`;
}

function commonPrefixLength(first: string, second: string): number {
  let length = 0;
  while (length < first.length && first[length] === second[length]) length += 1;
  return length;
}

/**
 * The writings of one title word: masculine, feminine, and the combined forms postings use that
 * the text search reads as one token ("asociado/a", "asociada/o", "chargé/e", "coordonnateur/trice");
 * "Chargé(e)" and "Expert-e" need none, since the search reads the masculine word in them.
 */
function writings(masculine: string, feminine: string): string[] {
  const shared = commonPrefixLength(masculine, feminine);
  const masculineEnding = masculine.slice(shared);
  // "-teur" and "-trice" share "t", which the combined writing repeats: "coordonnateur/trice".
  const feminineEnding =
    masculineEnding === "eur" && feminine.endsWith("rice") ? "trice" : feminine.slice(shared);
  const forms = [masculine, feminine, `${masculine}/${feminineEnding}`];
  if (masculineEnding.length === 1) forms.push(`${feminine}/${masculineEnding}`);
  return forms;
}

/** Each form's writings, by normaliseName key (accents and case aside). */
const FORMS = new Map<string, string[]>();
function add(masculine: string, feminine: string) {
  const forms = writings(masculine, feminine);
  for (const form of [masculine, feminine]) FORMS.set(normaliseName(form), forms);
}
for (const word of SPANISH_TITLE_WORDS) add(word, spanishFeminine(word));
for (const word of FRENCH_TITLE_WORDS) add(word, frenchFeminine(word));

/**
 * The masculine, feminine and combined writings of a French or Spanish title word typed in
 * either gender ("asociada" → asociado, asociada, asociado/a; "chargée" → chargé, chargée,
 * chargé/e); null for any other word.
 */
export function genderedTitleForms(word: string): readonly string[] | null {
  return FORMS.get(normaliseName(word)) ?? null;
}
