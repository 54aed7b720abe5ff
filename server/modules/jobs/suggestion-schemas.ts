import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#domain/interface-locales";
import { SUGGESTION_KINDS } from "#domain/suggestion-index";
import {
  choiceOr,
  integerOr,
  parseOrRefuse,
  queryReader,
  querySchemaShape,
  text,
} from "#server/modules/api/query-parameters";

/** The longest text the suggestions read; the search box's own limit is 200. */
export const SUGGESTION_QUERY_MAX_LENGTH = 100;
export const DEFAULT_SUGGESTIONS = 8;
export const MAX_SUGGESTIONS = 20;

/** The parameters of GET /api/v1/suggestions, read and refused as the listing's are. */
export const SUGGESTION_QUERY_PARAMETERS = {
  q: text(
    SUGGESTION_QUERY_MAX_LENGTH,
    "What is typed so far. Every word must begin a word of the suggestion, in any order, without regard to case or accents; absent or blank answers no suggestion.",
  ),
  limit: integerOr(DEFAULT_SUGGESTIONS, 1, MAX_SUGGESTIONS),
  locale: choiceOr(
    LOCALES,
    DEFAULT_LOCALE,
    "The language of the page the suggestions are shown on: organisations are labelled with their official name in it where they publish one, places with their names in it, and `url` is that language's /jobs page. The parameters a suggestion sets are the same in every language.",
  ),
};

const suggestionQuerySchema = z.object(querySchemaShape(SUGGESTION_QUERY_PARAMETERS));
const readSuggestionQuery = queryReader(SUGGESTION_QUERY_PARAMETERS);

/** Parses the parameters; throws InvalidQueryError naming the bad one. */
export function parseSuggestionQuery(params: URLSearchParams): {
  q: string;
  limit: number;
  locale: Locale;
} {
  const values = parseOrRefuse(suggestionQuerySchema.safeParse(readSuggestionQuery(params)));
  return { q: values.q ?? "", limit: values.limit, locale: values.locale };
}

export const suggestionSchema = z.object({
  kind: z
    .enum(SUGGESTION_KINDS)
    .describe(
      "organisation: filters by the employer; place: by the duty station (a city or a country); title: searches the words.",
    ),
  label: z.string().describe("What the list shows, in the language asked for."),
  count: z.int().describe("Open jobs it leads to."),
  params: z
    .object({
      organization: z.string().optional(),
      location: z.string().optional(),
      search: z.string().optional(),
    })
    .describe("The /jobs (and /api/v1/jobs) parameter the suggestion sets."),
  url: z.string().describe("The /jobs page the suggestion leads to, in the language asked for."),
});

export const suggestionListSchema = z.object({
  query: z.string().describe("The text the suggestions are for, as sent."),
  suggestions: z
    .array(suggestionSchema)
    .describe("Organisations first, then places, then titles; within each, most open jobs first."),
});

export type Suggestion = z.output<typeof suggestionSchema>;
export type SuggestionList = z.output<typeof suggestionListSchema>;
