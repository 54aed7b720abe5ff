import { Link } from "react-router";

/**
 * "Did you mean humanitarian?": a link to the same listing (same filters, first page) with the
 * search the server corrected; a plain link, so it works without JavaScript.
 */
export function SearchSuggestionLink({
  suggestion,
  currentSearch,
}: {
  suggestion: { query: string } | null | undefined;
  /** The listing's query string (location.search), whose filters the link keeps. */
  currentSearch: string;
}) {
  if (!suggestion) return null;
  const params = new URLSearchParams(currentSearch);
  params.delete("q");
  params.delete("page");
  params.set("search", suggestion.query);
  return (
    <p className="mb-4 text-sm text-slate-700">
      Did you mean{" "}
      <Link
        to={`/jobs?${params.toString()}`}
        className="font-medium text-brand-700 underline hover:text-brand-800"
      >
        {suggestion.query}
      </Link>
      ?
    </p>
  );
}

/**
 * "Showing results for humanitarian — search instead for humanitarain": the listing shows the
 * corrected search; the link asks for the same listing (same filters, first page) with the text
 * searched as typed (`literal=1`, which corrects nothing). A plain link, so it works without
 * JavaScript.
 */
export function SearchCorrectionNotice({
  correction,
  currentSearch,
}: {
  correction: { query: string; typed: string } | null | undefined;
  /** The listing's query string (location.search), whose filters the link keeps. */
  currentSearch: string;
}) {
  if (!correction) return null;
  const params = new URLSearchParams(currentSearch);
  params.delete("q");
  params.delete("page");
  params.delete("shown");
  params.set("search", correction.typed);
  params.set("literal", "1");
  return (
    <p className="mb-4 text-sm text-slate-700">
      Showing results for <strong className="font-semibold">{correction.query}</strong> — search
      instead for{" "}
      <Link
        to={`/jobs?${params.toString()}`}
        className="font-medium text-brand-700 underline hover:text-brand-800"
      >
        {correction.typed}
      </Link>
    </p>
  );
}
