// The cold mix of `npm run bench:api`: a different real query for every request, as long-tail
// visitors vary them, so the response cache cannot answer any of them. Keywords come from the
// synthetic vocabulary (server/db/seed/synthetic-jobs.ts and, for the postings in French and
// Spanish, synthetic-translations.ts). Of every ten requests:
//
// - six are English keywords a visitor types (role and topic words, from selective ones such as
//   "translator" to broad ones such as "officer"), each with one level and a deadline window;
// - one is a French or Spanish word or title ("santé", "chargée de programme", "asociada"), each
//   with one level and a deadline window;
// - one asks for postings in French or Spanish (`postingLanguage=`) with an English keyword;
// - one is a misspelt keyword ("nutriton", "procurment"), which the typo correction answers;
// - one is a keystroke in the search box, answered by the suggestion endpoint.
//
// Every list of queries is shuffled with a fixed seed, and none repeats within a run.

import type { TaggedPath } from "./drive-load";

export type MixPath = TaggedPath;

export const COLD_KEYWORDS = [
  ...["officer", "specialist", "programme", "development", "health", "climate", "protection"],
  ...["data", "finance", "education", "gender", "refugee", "water", "migration", "governance"],
  ...["nutrition", "logistics", "translator", "economist", "engineer", "consultant", "emergency"],
  ...["human rights", "food security", "procurement", "policy", "coordinator", "analyst"],
  ...["intern", "security", "energy", "agriculture", "audit", "partnerships", "peacebuilding"],
  ...["child", "communications", "supply chain", "knowledge management", "disaster risk"],
];

/** Words and titles of the synthetic postings in French and Spanish, as a visitor types them. */
const LANGUAGE_KEYWORDS = [
  ...["santé", "chargé de programme", "chargée", "protection de l'enfance", "consultante"],
  ...["sécurité alimentaire", "coordonnatrice", "économiste", "logisticien", "stagiaire"],
  ...["droits humains", "eau et assainissement", "gouvernance", "partenariats", "urgences"],
  ...["salud", "oficial de programa", "asociada", "consultora", "coordinadora", "protección"],
  ...["seguridad alimentaria", "derechos humanos", "género", "pasante", "adquisiciones"],
  ...["migración", "gobernanza", "alianzas", "traductora", "gestión de información"],
];

/** Keywords of the cold mix as a hurried visitor misspells them (one or two letters off). */
const MISSPELT_KEYWORDS = [
  ...["nutriton", "transaltor", "economsit", "logisitcs", "enginer", "consulant", "helth"],
  ...["protecton", "finanse", "educaton", "refugge", "migraton", "governence", "emergncy"],
  ...["procurment", "coordinater", "analist", "secruity", "agricultre", "partnerhsips"],
  ...["peacebuildng", "comunications", "knowlege management", "disater risk", "clmate"],
];

const LEVELS = ["Internship", "Entry", "Mid", "Senior", "Consultant", "Volunteering"];

/** What a visitor types into the search box, one keystroke at a time (from two letters). */
export const TYPED = [
  ...["unhcr", "unicef", "world food", "un refugee", "geneva", "nairobi", "kenya", "bangkok"],
  ...["programme officer", "nutrition", "translator", "specialist", "logistics", "consultant"],
  ...["climate", "économiste", "chargé de programme", "oficial de programa"],
];

export const SUGGESTION_PATHS = TYPED.flatMap((typed) =>
  Array.from({ length: typed.length - 1 }, (_, end) => typed.slice(0, end + 2))
    .filter((prefix) => !prefix.endsWith(" "))
    .map((prefix) => `/api/v1/suggestions?${new URLSearchParams({ q: prefix }).toString()}`),
);

/** Fisher-Yates with a small deterministic generator: the same order on every run. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

const jobsPath = (parameters: Record<string, string>) =>
  `/api/v1/jobs?${new URLSearchParams(parameters).toString()}`;

/** Every keyword with every level and a deadline window of 1-365 days, shuffled. */
function keywordSearches(keywords: string[], seed: number): string[] {
  const paths: string[] = [];
  for (const search of keywords)
    for (const level of LEVELS)
      for (let days = 1; days <= 365; days++)
        paths.push(jobsPath({ search, level, closingWithin: String(days) }));
  return shuffle(paths, seed);
}

/** Every keyword in postings of French or of Spanish with a deadline window, shuffled. */
function languageFilterSearches(seed: number): string[] {
  const paths: string[] = [];
  for (const search of COLD_KEYWORDS)
    for (const postingLanguage of ["fr", "es"])
      for (let days = 1; days <= 365; days++)
        paths.push(jobsPath({ search, postingLanguage, closingWithin: String(days) }));
  return shuffle(paths, seed);
}

/** The kinds of request of the cold mix, in the order of each run of ten. */
const PATTERN = [
  "english",
  "english",
  "language-words",
  "english",
  "typo",
  "english",
  "suggestion",
  "english",
  "posting-language",
  "english",
] as const;

export type ColdKind = (typeof PATTERN)[number];

export const COLD_KIND_DESCRIPTIONS: Record<ColdKind, string> = {
  english: `an English keyword (${COLD_KEYWORDS.length}) with a level and \`closingWithin\``,
  "language-words": `a French or Spanish word or title (${LANGUAGE_KEYWORDS.length}) with a level and \`closingWithin\``,
  "posting-language": "an English keyword with `postingLanguage=fr|es` and `closingWithin`",
  typo: `a misspelt keyword (${MISSPELT_KEYWORDS.length}) with a level and \`closingWithin\`, corrected by the search`,
  suggestion: `a keystroke of ${TYPED.length} typed organisations, places and titles at \`/api/v1/suggestions\``,
};

/** The cold mix's requests, tagged with their kind, interleaved as PATTERN says. */
export function coldPaths(): MixPath[] {
  const lists: Record<ColdKind, string[]> = {
    english: keywordSearches(COLD_KEYWORDS, 20_261_126),
    "language-words": keywordSearches(LANGUAGE_KEYWORDS, 20_261_129),
    "posting-language": languageFilterSearches(20_261_130),
    typo: keywordSearches(MISSPELT_KEYWORDS, 20_261_131),
    // Keystrokes repeat: the suggestion index answers them from memory, not from the cache.
    suggestion: shuffle([...SUGGESTION_PATHS], 20_261_132),
  };
  const used: Record<ColdKind, number> = {
    english: 0,
    "language-words": 0,
    "posting-language": 0,
    typo: 0,
    suggestion: 0,
  };
  // As many runs of ten as the searches last without repeating one (the keystrokes repeat).
  const runs = Math.min(
    ...PATTERN.filter((kind) => kind !== "suggestion").map((kind) =>
      Math.floor(lists[kind].length / PATTERN.filter((other) => other === kind).length),
    ),
  );
  const paths: MixPath[] = [];
  for (let run = 0; run < runs; run++)
    for (const kind of PATTERN) {
      const list = lists[kind];
      paths.push({ path: list[used[kind]++ % list.length]!, kind });
    }
  return paths;
}

export const COLD_CHECK_PATHS = [
  jobsPath({ search: "officer", level: "Mid", closingWithin: "365" }),
  jobsPath({ search: "santé", level: "Mid", closingWithin: "365" }),
  jobsPath({ search: "asociada", level: "Entry", closingWithin: "365" }),
  jobsPath({ search: "gender", postingLanguage: "fr", closingWithin: "365" }),
  jobsPath({ search: "nutriton", level: "Mid", closingWithin: "365" }),
  "/api/v1/suggestions?q=charg",
];
