import { Link } from "react-router";
import { useI18n } from "#app/lib/i18n/i18n";

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
  const { rich, href } = useI18n();
  if (!suggestion) return null;
  const params = new URLSearchParams(currentSearch);
  params.delete("q");
  params.delete("page");
  params.set("search", suggestion.query);
  return (
    <p className="mb-4 text-sm text-slate-700">
      {rich("jobs.didYouMean", {
        query: suggestion.query,
        link: (chunks) => (
          <Link
            to={href(`/jobs?${params.toString()}`)}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {chunks}
          </Link>
        ),
      })}
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
  const { rich, href } = useI18n();
  if (!correction) return null;
  const params = new URLSearchParams(currentSearch);
  params.delete("q");
  params.delete("page");
  params.delete("shown");
  params.set("search", correction.typed);
  params.set("literal", "1");
  return (
    <p className="mb-4 text-sm text-slate-700">
      {rich("jobs.correctedSearch", {
        query: correction.query,
        typed: correction.typed,
        strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
        link: (chunks) => (
          <Link
            to={href(`/jobs?${params.toString()}`)}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
