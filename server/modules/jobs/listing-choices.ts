import { languageName } from "#domain/language-requirements";
import { POSTING_LANGUAGE_FILTERS, type JobQuery, type JobSort } from "./job-query";

// The one-value controls of the /jobs filter form: order, closing date, place of work and the
// language postings are written in, each with the option the query has chosen.

/**
 * A one-value control of the filter form. `value` is the chosen option's value; "" is the default
 * option, which the form leaves out of the address (the listing's own default applies).
 */
export type ListingChoice = { value: string; options: { value: string; label: string }[] };

/** The "closing within" choices the form offers; the address accepts any 1–365 days. */
export const CLOSING_WITHIN_CHOICES = [7, 14, 30] as const;

/**
 * Sort choices: with keywords the default is relevance, without them newest first, so the default
 * option ("") names the order the listing falls back to and the form never pins it: typing
 * keywords into a listing sorted by default sorts the results by relevance.
 */
function sortChoice(query: JobQuery): ListingChoice {
  const fallback: JobSort = query.search ? "relevance" : "newest";
  const options = query.search
    ? [
        { value: "", label: "Best match" },
        { value: "newest", label: "Newest first" },
        { value: "deadline", label: "Closing soonest" },
      ]
    : [
        { value: "", label: "Newest first" },
        { value: "deadline", label: "Closing soonest" },
      ];
  // "relevance" without keywords orders as newest: both are the default option then.
  const value =
    query.sort === fallback || (!query.search && query.sort === "relevance") ? "" : query.sort;
  return { value, options };
}

function closingWithinChoice(query: JobQuery): ListingChoice {
  const days: number[] = [...CLOSING_WITHIN_CHOICES];
  // Another number of days from the address (or the API) stays chosen rather than dropped.
  if (query.closingWithin !== null && !days.includes(query.closingWithin)) {
    days.push(query.closingWithin);
    days.sort((a, b) => a - b);
  }
  return {
    value: query.closingWithin === null ? "" : String(query.closingWithin),
    options: [
      { value: "", label: "Any closing date" },
      ...days.map((count) => ({
        value: String(count),
        label: `Within ${count} ${count === 1 ? "day" : "days"}`,
      })),
    ],
  };
}

function remoteChoice(query: JobQuery): ListingChoice {
  return {
    value: query.remote === null ? "" : String(query.remote),
    options: [
      { value: "", label: "On-site or remote" },
      { value: "true", label: "Remote or home-based only" },
      { value: "false", label: "On-site only" },
    ],
  };
}

/** The language the postings are written in (not the languages they ask for). */
function postingLanguageChoice(query: JobQuery): ListingChoice {
  return {
    value: query.postingLanguage ?? "",
    options: [
      { value: "", label: "Any language" },
      ...POSTING_LANGUAGE_FILTERS.map((code) => ({ value: code, label: languageName(code) })),
    ],
  };
}

/** The four one-value controls of the filter form, as the query chose them. */
export function listingChoices(query: JobQuery) {
  return {
    sort: sortChoice(query),
    closingWithin: closingWithinChoice(query),
    remote: remoteChoice(query),
    postingLanguage: postingLanguageChoice(query),
  };
}
