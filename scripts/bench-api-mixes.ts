// The mixes of `npm run bench:api`, each a list of request paths tagged with their kind. Keywords
// come from the synthetic vocabulary (server/db/seed/synthetic-jobs.ts): each role word
// ("nutrition", "translator", ...) is in 1 of 30 roles, so it matches 3.3 % of all rows (about
// 2.2 % of the open ones); "specialist" is in 6 of 30 roles, 20 % of all rows.
import {
  COLD_CHECK_PATHS,
  COLD_KIND_DESCRIPTIONS,
  coldPaths,
  SUGGESTION_PATHS,
  TYPED,
  type MixPath,
} from "./bench-api-cold-mix";

export type Mix = {
  name: string;
  description: string;
  paths: MixPath[];
  /** Paths checked (answer 200, total logged) before the cache-off run; all of them when unset. */
  checkPaths?: string[];
};

const SELECTIVE = ["nutrition", "translator", "economist", "logistics", "engineer", "consultant"];
const FILTERED = [
  "search=climate&level=Mid&field=environment-sustainability",
  "search=health&level=Entry&field=medical-health-services",
  "search=protection&level=Mid&field=human-rights-legal-affairs",
  "search=refugee&level=Senior&field=crisis-emergency-security",
  "search=gender&level=Mid&field=programme-policy-development",
  "search=finance&level=Entry&field=finance-economy",
];

/** Paths that are all of one kind: the mix's name. */
function plain(name: string, description: string, paths: string[]): Mix {
  return { name, description, paths: paths.map((path) => ({ path, kind: name })) };
}

export const MIXES: Mix[] = [
  plain("no-filter", "`/api/v1/jobs` (open jobs, newest first, 25 per page)", ["/api/v1/jobs"]),
  plain(
    "selective-keyword",
    `\`/api/v1/jobs?search=W\`, W rotating over ${SELECTIVE.join(", ")} (each 3.3 % of rows), relevance order`,
    SELECTIVE.map((word) => `/api/v1/jobs?search=${word}`),
  ),
  plain(
    "keyword+2-filters",
    "`/api/v1/jobs?search=W&level=L&field=F`, rotating over 6 keyword/level/field combinations",
    FILTERED.map((query) => `/api/v1/jobs?${query}`),
  ),
  plain("broad-keyword", "`/api/v1/jobs?search=specialist` (20 % of rows), relevance order", [
    "/api/v1/jobs?search=specialist",
  ]),
  plain("page-40", "`/api/v1/jobs?page=40` (rows 976-1000, newest first)", [
    "/api/v1/jobs?page=40",
  ]),
  plain(
    "facets",
    "`/api/v1/facets`, rotating: no filter, `search=nutrition`, `search=specialist`, `search=climate&level=Mid`",
    [
      "/api/v1/facets",
      "/api/v1/facets?search=nutrition",
      "/api/v1/facets?search=specialist",
      "/api/v1/facets?search=climate&level=Mid",
    ],
  ),
  {
    ...plain(
      "suggestions",
      `\`/api/v1/suggestions?q=T\` alone, T rotating over ${SUGGESTION_PATHS.length} keystrokes (every beginning of ${TYPED.length} typed organisations, places and titles); target p97.5 ≤ 20 ms`,
      SUGGESTION_PATHS,
    ),
    checkPaths: SUGGESTION_PATHS.slice(0, 3),
  },
  {
    name: "cold-varied",
    description:
      "a different query for every request, so no cache answers: the cold path. Of every ten requests, six are " +
      `${COLD_KIND_DESCRIPTIONS.english}; one each is ${COLD_KIND_DESCRIPTIONS["language-words"]}; ` +
      `${COLD_KIND_DESCRIPTIONS["posting-language"]}; ${COLD_KIND_DESCRIPTIONS.typo}; and ` +
      `${COLD_KIND_DESCRIPTIONS.suggestion}. No search repeats in a run; its kinds are also reported apart ` +
      "(targets: ≥ 200 req/s and p97.5 ≤ 300 ms for the mix, p97.5 ≤ 20 ms for its suggestions)",
    paths: coldPaths(),
    checkPaths: COLD_CHECK_PATHS,
  },
];

/**
 * Driven first on every server, like the other mixes: the HTTP layer, security headers and
 * `select 1`, with no search. Figures taken at different hours compare only next to it: on this
 * kind of shared machine the same code has run at two thirds of its usual speed in one hour and at
 * full speed in the next.
 */
export const FLOOR: Mix = plain("`/healthz` (floor)", "`/healthz`, the floor of the same run", [
  "/healthz",
]);
