import { z } from "zod";
import { SUGGESTION_KINDS } from "#domain/suggestion-index";
import {
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
};

const suggestionQuerySchema = z.object(querySchemaShape(SUGGESTION_QUERY_PARAMETERS));
const readSuggestionQuery = queryReader(SUGGESTION_QUERY_PARAMETERS);

/** Parses the parameters; throws InvalidQueryError naming the bad one. */
export function parseSuggestionQuery(params: URLSearchParams): { q: string; limit: number } {
  const values = parseOrRefuse(suggestionQuerySchema.safeParse(readSuggestionQuery(params)));
  return { q: values.q ?? "", limit: values.limit };
}

export const suggestionSchema = z.object({
  kind: z
    .enum(SUGGESTION_KINDS)
    .describe(
      "organisation: filters by the employer; place: by the duty station (a city or a country); title: searches the words.",
    ),
  label: z.string().describe("What the list shows."),
  count: z.int().describe("Open jobs it leads to."),
  params: z
    .object({
      organization: z.string().optional(),
      location: z.string().optional(),
      search: z.string().optional(),
    })
    .describe("The /jobs (and /api/v1/jobs) parameter the suggestion sets."),
  url: z.string().describe("The /jobs page the suggestion leads to."),
});

export const suggestionListSchema = z.object({
  query: z.string().describe("The text the suggestions are for, as sent."),
  suggestions: z
    .array(suggestionSchema)
    .describe("Organisations first, then places, then titles; within each, most open jobs first."),
});

export type Suggestion = z.output<typeof suggestionSchema>;
export type SuggestionList = z.output<typeof suggestionListSchema>;
