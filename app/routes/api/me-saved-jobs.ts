import type { Route } from "./+types/me-saved-jobs";
import { listSavedJobs } from "#server/modules/accounts/saved-jobs";
import { meJson, withMe } from "./me-api";

export function loader({ request, context }: Route.LoaderArgs) {
  return withMe(request, context, async (user, { db }) =>
    meJson({ items: await listSavedJobs(db, user.id) }),
  );
}
