import type { Route } from "./+types/auth";
import { getRequestInfo } from "#app/lib/account.server";
import { withClientIp } from "#server/modules/accounts/request-auth";

// better-auth's own HTTP API (verification links, session, sign-out, admin), mounted at /api/auth/*.
function handle(request: Request, context: Route.LoaderArgs["context"]) {
  const { services, clientIp } = getRequestInfo(context);
  return services.auth.handler(withClientIp(request, clientIp));
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context);
}
