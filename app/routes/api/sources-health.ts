import type { Route } from "./+types/sources-health";
import { getRequestInfo } from "#app/lib/account.server";
import { getSessionUser } from "#server/modules/accounts/request-auth";
import { getSourcesHealth, sourcesHealthResponseSchema } from "#server/modules/admin/source-health";
import { meError, meJson } from "./me-api";

// Health of every ingestion source, for admins: 401 signed out, 403 without the admin role.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestInfo(context);
  const user = await getSessionUser(services.auth, request);
  if (!user) return meError(401, "Sign in required");
  if (user.role !== "admin") return meError(403, "Admins only");
  return meJson(sourcesHealthResponseSchema.parse(await getSourcesHealth(services.db)));
}
