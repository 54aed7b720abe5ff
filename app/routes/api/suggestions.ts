import type { Route } from "./+types/suggestions";
import { getServices } from "#app/request-context";
import { getSuggestionsApiBody } from "#server/modules/jobs/search-suggestions";
import { parseSuggestionQuery } from "#server/modules/jobs/suggestion-schemas";
import { handleApi, jsonBodyResponse } from "./api-response";

// In production the HTTP layer answers a valid query itself, from the same index and with the same
// body (server/http/serve-search-api.ts); this route answers in development and refuses a bad
// query with 400 naming the parameter.
export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const parameters = parseSuggestionQuery(new URL(request.url).searchParams);
    return jsonBodyResponse(
      request,
      await getSuggestionsApiBody(getServices(context).db, parameters),
    );
  });
}
