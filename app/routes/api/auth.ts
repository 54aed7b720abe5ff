import type { Route } from "./+types/auth";
import { getRequestInfo } from "#app/lib/account.server";
import { withClientIp } from "#server/modules/accounts/request-auth";
import { refusedBodyOf } from "#app/lib/request-body.server";

// better-auth's own HTTP API (verification links, session, sign-out, admin), mounted at /api/auth/*.
// A body with a NUL character is answered here with a 400 in better-auth's error shape: better-auth
// would pass it on to PostgreSQL, which refuses it (a 500).
async function handle(request: Request, context: Route.LoaderArgs["context"]) {
  const refused = await refusedBodyOf(request);
  if (refused)
    return Response.json(
      { code: "INVALID_BODY", message: refused },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  const { services, clientIp } = getRequestInfo(context);
  return services.auth.handler(withClientIp(request, clientIp));
}

export function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handle(request, context);
}
