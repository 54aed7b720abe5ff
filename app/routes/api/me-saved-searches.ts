import type { Route } from "./+types/me-saved-searches";
import {
  SavedSearchDuplicateError,
  SavedSearchLimitError,
  createSavedSearch,
  listSavedSearches,
} from "#server/modules/accounts/saved-searches";
import { InvalidQueryError } from "#server/modules/jobs/job-query";
import { savedSearchInputSchema } from "#server/modules/accounts/account-api-schemas";
import { meError, meJson, readJsonBody, withMe } from "./me-api";

export function loader({ request, context }: Route.LoaderArgs) {
  return withMe(request, context, async (user, { db }) =>
    meJson({ items: await listSavedSearches(db, user.id) }),
  );
}

/** POST body: name, is_active, search_keyword, organization_filter, location_filter, source_filter, filters{…}. */
export function action({ request, context }: Route.ActionArgs) {
  return withMe(request, context, async (user, { db }) => {
    if (request.method !== "POST") return meError(405, "Use POST");
    const read = await readJsonBody(request);
    if (!read.ok) return read.refusal;
    const parsed = savedSearchInputSchema.safeParse(read.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return meError(400, issue.message, String(issue.path.at(-1)));
    }
    const body = parsed.data;
    const filters = body.filters ?? {};
    const params = new URLSearchParams();
    const set = (name: string, value: string | undefined) => value && params.set(name, value);
    set("search", body.search_keyword);
    set("organization", body.organization_filter ?? (filters.organization ?? []).join(","));
    set("location", body.location_filter);
    set("source", body.source_filter);
    for (const level of filters.level ?? []) params.append("level", level);
    for (const field of filters.field ?? []) params.append("field", field);
    for (const grade of filters.grade ?? []) params.append("grade", grade);
    for (const region of filters.region ?? []) params.append("region", region);
    for (const contract of filters.contract ?? []) params.append("contract", contract);
    if (filters.nationalsOnly !== undefined)
      params.set("nationalsOnly", String(filters.nationalsOnly));
    if (filters.closingWithin !== undefined)
      params.set("closingWithin", String(filters.closingWithin));
    if (filters.remote !== undefined) params.set("remote", String(filters.remote));
    for (const language of filters.language ?? []) params.append("language", language);
    // Checked against the listing's values by parseJobQuery (400 naming the parameter otherwise).
    if (filters.languageNeed !== undefined) params.set("languageNeed", filters.languageNeed);
    if (filters.postingLanguage !== undefined)
      params.set("postingLanguage", filters.postingLanguage);
    if (filters.literal === true) params.set("literal", "1");
    // Checked against the listing's sorts by parseJobQuery (400 naming `sort` otherwise).
    if (filters.sort !== undefined) params.set("sort", filters.sort);
    try {
      const created = await createSavedSearch(db, user.id, {
        name: body.name ?? null,
        params,
        isActive: body.is_active ?? true,
      });
      return meJson(created, 201);
    } catch (error) {
      if (error instanceof SavedSearchLimitError || error instanceof SavedSearchDuplicateError)
        return meError(409, error.message);
      if (error instanceof InvalidQueryError) return meError(400, error.message, error.parameter);
      throw error;
    }
  });
}
