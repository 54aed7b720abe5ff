import type { Route } from "./+types/me-saved-searches";
import {
  SavedSearchDuplicateError,
  SavedSearchLimitError,
  createSavedSearch,
  listSavedSearches,
} from "#server/modules/accounts/saved-searches";
import { InvalidQueryError } from "#server/modules/jobs/job-query";
import { meError, meJson, readJsonBody, withMe } from "./me-api";

export function loader({ request, context }: Route.LoaderArgs) {
  return withMe(request, context, async (user, { db }) =>
    meJson({ items: await listSavedSearches(db, user.id) }),
  );
}

const str = (value: unknown) => (typeof value === "string" ? value : undefined);
const list = (value: unknown) =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string")
      : [];

/** POST body: name, is_active, search_keyword, organization_filter, location_filter, source_filter, filters{…}. */
export function action({ request, context }: Route.ActionArgs) {
  return withMe(request, context, async (user, { db }) => {
    if (request.method !== "POST") return meError(405, "Use POST");
    const read = await readJsonBody(request);
    if (!read.ok) return read.refusal;
    const { body } = read;
    const filters = (
      body.filters && typeof body.filters === "object" ? body.filters : {}
    ) as Record<string, unknown>;
    const params = new URLSearchParams();
    const set = (name: string, value: string | undefined) => value && params.set(name, value);
    set("search", str(body.search_keyword));
    set("organization", str(body.organization_filter) ?? list(filters.organization).join(","));
    set("location", str(body.location_filter));
    set("source", str(body.source_filter));
    for (const level of list(filters.level)) params.append("level", level);
    for (const field of list(filters.field)) params.append("field", field);
    for (const grade of list(filters.grade)) params.append("grade", grade);
    for (const region of list(filters.region)) params.append("region", region);
    for (const contract of list(filters.contract)) params.append("contract", contract);
    if (filters.nationalsOnly !== undefined) {
      if (typeof filters.nationalsOnly !== "boolean")
        return meError(400, "filters.nationalsOnly must be true or false", "nationalsOnly");
      params.set("nationalsOnly", String(filters.nationalsOnly));
    }
    if (typeof filters.closingWithin === "number")
      params.set("closingWithin", String(filters.closingWithin));
    if (typeof filters.remote === "boolean") params.set("remote", String(filters.remote));
    if (filters.literal === true) params.set("literal", "1");
    // Checked against the listing's sorts by parseJobQuery (400 naming `sort` otherwise).
    if (typeof filters.sort === "string") params.set("sort", filters.sort);
    try {
      const created = await createSavedSearch(db, user.id, {
        name: str(body.name) ?? null,
        params,
        isActive: typeof body.is_active === "boolean" ? body.is_active : true,
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
