import type { Route } from "./+types/openapi";
import { getServices } from "#app/request-context";
import { createOpenApiDocument } from "#server/modules/api/openapi-document";
import { jsonResponse } from "./api-response";

export function loader({ context }: Route.LoaderArgs) {
  return jsonResponse(createOpenApiDocument(getServices(context).env.siteUrl));
}
