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

// The /jobs "Save this search" form: stores every current filter under a name.

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
  if (!user) {
    const back = `/jobs${query ? `?${query}` : ""}`;
    throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
  }
  const nameValue = form.get("name");
  const name = typeof nameValue === "string" ? nameValue : "";
  try {
    const saved = await createSavedSearch(getRequestInfo(context).services.db, user.id, {
      name,
      params: new URLSearchParams(query),
    });
    if (!wantsJson) throw redirect(withNotice("/dashboard", "search-saved"));
    return { ok: true, message: `Search saved: “${saved.name}” will send you new jobs by e-mail` };
  } catch (error) {
    if (
      error instanceof SavedSearchLimitError ||
      error instanceof SavedSearchDuplicateError ||
      error instanceof InvalidQueryError
    ) {
      if (!wantsJson)
        throw redirect(
          withNotice(
            "/dashboard",
            error instanceof SavedSearchLimitError
              ? "search-limit"
              : error instanceof SavedSearchDuplicateError
                ? "search-duplicate"
                : "search-invalid",
          ),
        );
      return data(
        { ok: false, message: error.message },
        { status: error instanceof SavedSearchDuplicateError ? 409 : 400 },
      );
    }
    throw error;
  }
}
