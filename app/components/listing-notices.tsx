import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SearchUnderstanding } from "#server/modules/jobs/search-understanding";
import { useI18n } from "#app/lib/i18n/i18n";
import { understoodParts } from "#app/lib/i18n/listing-labels";
import { SaveSearchBox } from "./save-search-box";
import type { ListingFocus } from "./job-filter-controls";

// The lines of the /jobs page around its results, in the page's language: what the search box was
// read as, the states without results, and "Save this search".

const inlineLink = "font-medium text-brand-700 underline hover:text-brand-800";

/**
 * "Showing UNHCR jobs · grade P-3 — search all text instead", or on the literal listing
 * "Searching the text as typed — show UNHCR jobs · grade P-3 instead": a plain link either way.
 */
export function UnderstandingNotice({ understanding }: { understanding: SearchUnderstanding }) {
  const i18n = useI18n();
  const parts = understoodParts(i18n, understanding.terms).join(" · ");
  const link = (chunks: ReactNode[]) => (
    <Link to={i18n.href(understanding.href)} className={inlineLink}>
      {chunks}
    </Link>
  );
  return (
    <p className="mt-1 text-sm text-slate-700">
      {i18n.rich(understanding.literal ? "jobs.understood.literal" : "jobs.understood.showing", {
        parts,
        link,
      })}
    </p>
  );
}

/** The results could not be loaded: the filters stay, with a link that loads them again. */
export function ListingFailed({ search }: { search: string }) {
  const { t, href } = useI18n();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{t("jobs.failed.title")}</p>
      <p className="mt-1 text-sm text-red-800">{t("jobs.failed.text")}</p>
      {/* A link to this same address: it loads the results again, with or without JavaScript. */}
      <Link
        to={href(`/jobs${search}`)}
        state={{ focus: "results" } satisfies ListingFocus}
        preventScrollReset
        className="mt-4 inline-flex min-h-9 items-center rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-100"
      >
        {t("jobs.failed.retry")}
      </Link>
    </div>
  );
}

/** An address with a value no filter accepts: what was wrong, and the whole listing. */
export function InvalidListing({ error }: { error: string }) {
  const { t, href } = useI18n();
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p className="font-medium">{t("jobs.invalid", { error })}</p>
      <Link to={href("/jobs")} className="mt-2 inline-flex font-medium underline">
        {t("jobs.showAll")}
      </Link>
    </div>
  );
}

/** No job matches: a hint, and with filters set the whole listing. */
export function EmptyListing({ filtered }: { filtered: boolean }) {
  const { t, href } = useI18n();
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-medium text-slate-900">{t("jobs.empty.title")}</p>
      <p className="mt-1 text-sm text-slate-600">{t("jobs.empty.text")}</p>
      {filtered && (
        <Link
          to={href("/jobs")}
          className="mt-4 inline-flex text-sm font-medium text-brand-700 hover:underline"
        >
          {t("jobs.showAll")}
        </Link>
      )}
    </div>
  );
}

/**
 * "Save this search": the form for a signed-in visitor, else a link to sign in that comes back to
 * this listing (the account pages have a single address; the way back keeps the language).
 */
export function SaveSearchSection({
  signedIn,
  search,
  returnTo,
}: {
  signedIn: boolean;
  /** The listing's query string, without the notice. */
  search: string;
  /** This page's address, to come back to after signing in. */
  returnTo: string;
}) {
  const { t, href } = useI18n();
  return (
    <section aria-labelledby="save-search-heading" className="border-t border-slate-200 p-4">
      <h2 id="save-search-heading" className="text-base font-semibold text-slate-900">
        {t("jobs.saveSearch.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("jobs.saveSearch.text")}
        {signedIn ? "" : ` ${t("jobs.saveSearch.signInText")}`}
      </p>
      {signedIn ? (
        <SaveSearchBox search={search} />
      ) : (
        <Link
          to={href(`/auth?redirectTo=${encodeURIComponent(returnTo)}`)}
          className="mt-3 inline-flex min-h-9 items-center rounded-md border border-brand-700 px-3.5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("jobs.saveSearch.signIn")}
        </Link>
      )}
    </section>
  );
}
