import { withNotice } from "#domain/page-notices";
import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-search-action";
import { assertSameOrigin, getRequestInfo, getUser } from "#app/lib/account.server";
import {
  SavedSearchDuplicateError,
  SavedSearchLimitError,
  createSavedSearch,
} from "#server/modules/accounts/saved-searches";
import { InvalidQueryError } from "#server/modules/jobs/job-query";
import { readForm } from "#app/lib/request-body.server";
import { localizedPath, splitLocalePath, type Locale } from "#domain/interface-locales";

// The /jobs "Save this search" form: stores every current filter under a name. Without
// JavaScript it leads to the dashboard, which says at its top what happened; with it, a fetcher
// reads the JSON and shows a toast. Either way the words are the notice's (`notice`,
// "account.notices.<code>" in the catalogs), said in the language of the listing it came from.

export type SaveSearchResult =
  | { ok: true; notice: "search-saved"; name: string }
  | { ok: false; notice: "search-duplicate"; name: string }
  | { ok: false; notice: "search-limit" | "search-invalid" };

/** The language of the listing the form was on (its Referer), for the pages it leads to. */
function listingLocale(request: Request): Locale {
  const referer = request.headers.get("referer");
  if (!referer) return "en";
  try {
    return splitLocalePath(new URL(referer).pathname).locale;
  } catch {
    return "en";
  }
}

export function loader() {
  return redirect("/dashboard");
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await readForm(request);
  const queryValue = form.get("query");
  const query = typeof queryValue === "string" ? queryValue : "";
  const wantsJson = form.get("js") === "1";
  const user = await getUser(request, context);
  const locale = listingLocale(request);
  if (!user) {
    const back = localizedPath(`/jobs${query ? `?${query}` : ""}`, locale);
    throw redirect(localizedPath(`/auth?redirectTo=${encodeURIComponent(back)}`, locale));
  }
  const dashboard = localizedPath("/dashboard", locale);
  const nameValue = form.get("name");
  const name = typeof nameValue === "string" ? nameValue : "";
  try {
    const saved = await createSavedSearch(getRequestInfo(context).services.db, user.id, {
      name,
      params: new URLSearchParams(query),
    });
    if (!wantsJson) throw redirect(withNotice(dashboard, "search-saved"));
    return { ok: true, notice: "search-saved", name: saved.name } satisfies SaveSearchResult;
  } catch (error) {
    if (
      error instanceof SavedSearchLimitError ||
      error instanceof SavedSearchDuplicateError ||
      error instanceof InvalidQueryError
    ) {
      const refused: SaveSearchResult =
        error instanceof SavedSearchDuplicateError
          ? { ok: false, notice: "search-duplicate", name: error.existingName }
          : {
              ok: false,
              notice: error instanceof SavedSearchLimitError ? "search-limit" : "search-invalid",
            };
      if (!wantsJson) throw redirect(withNotice(dashboard, refused.notice));
      return data(refused, { status: error instanceof SavedSearchDuplicateError ? 409 : 400 });
    }
    throw error;
  }
}
