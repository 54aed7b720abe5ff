import type { Route } from "./+types/me-saved-search";
import { deleteSavedSearch, updateSavedSearch } from "#server/modules/accounts/saved-searches";
import { savedSearchChangesSchema } from "#server/modules/accounts/account-api-schemas";
import { meError, meJson, readJsonBody, withMe } from "./me-api";

// PATCH {name?, is_active?} renames or pauses/resumes; DELETE removes. Another user's id is 404.
export function action({ request, context, params }: Route.ActionArgs) {
  return withMe(request, context, async (user, { db }) => {
    if (request.method === "PATCH") {
      const read = await readJsonBody(request);
      if (!read.ok) return read.refusal;
      const body = savedSearchChangesSchema.parse(read.body);
      const changes = { name: body.name, isActive: body.is_active };
      const updated = await updateSavedSearch(db, user.id, params.id, changes);
      return updated ? meJson(updated) : meError(404, "Saved search not found");
    }
    if (request.method === "DELETE") {
      return (await deleteSavedSearch(db, user.id, params.id))
        ? new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } })
        : meError(404, "Saved search not found");
    }
    return meError(405, "Use PATCH or DELETE");
  });
}

export function loader() {
  return meError(405, "Use PATCH or DELETE");
}
