import { z } from "zod";
import { InvalidQueryError, parseJobQuery } from "#server/modules/jobs/job-query";

// The /jobs "Save this search" form as one zod schema, read by its action with Conform's
// `parseWithZod`. Its messages are notice codes ("account.notices.<code>" in the catalogs), so
// the box, the toast and the dashboard a plain POST leads to word them in the page's language.

/** The listing's filters could not be read (a bad parameter in the hidden `query`). */
export const SEARCH_INVALID = "search-invalid";

/** Whether a listing address's query reads as listing filters. */
function isListingQuery(query: string): boolean {
  try {
    parseJobQuery(new URLSearchParams(query));
    return true;
  } catch (error) {
    if (error instanceof InvalidQueryError) return false;
    throw error;
  }
}

/**
 * The form: the listing's query as its address has it (empty for every open job), an optional
 * name (the store trims it and keeps 100 characters, the field's own limit, and names an unnamed
 * search after its filters), and `js=1` when a script sent it and reads the answer itself.
 */
export const saveSearchFormSchema = z.object({
  query: z.string().default("").refine(isListingQuery, SEARCH_INVALID),
  name: z.string().optional(),
  js: z.string().optional(),
});
