import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import type { SessionUser } from "#server/modules/accounts/request-auth";
import { describeFields, recordAdminAction } from "#server/modules/admin/audit-log";
import { assertSameOrigin, getRequestInfo, getUser } from "./account.server";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The signed-in admin of a request that passed `adminOnly`. */
const adminContext = createContext<SessionUser>();

/**
 * The admin layout's middleware: it runs before every loader and action under /admin (React Router
 * runs a route's middleware before any loader or action of the route or its children, for page
 * requests and for the app's data requests alike), so no admin page repeats the check.
 *
 * A form sent from another site is refused first (403). Signed out: to sign in and back; signed
 * in without the admin role: a 403 that the admin layout shows as "Access Denied". The admin is
 * then available to the route as `adminUser(context)`.
 */
export const adminOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!READ_METHODS.has(request.method.toUpperCase())) assertSameOrigin(request, context);
  context.set(adminContext, await requireAdmin(request, context));
  return next();
};

/** The admin whose request is being answered (set by `adminOnly` on the admin layout). */
export function adminUser(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(adminContext);
}

/**
 * Signed out: to sign in and back; signed in without the admin role: a 403.
 *
 * Every state-changing admin request is written to the audit log here (who, what, on what, when,
 * from which client), before the action runs: no admin action can skip it.
 */
async function requireAdmin(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (user.role !== "admin") throw data({ reason: "not-admin" }, { status: 403 });
  if (!READ_METHODS.has(request.method.toUpperCase())) {
    const { services, clientIp } = getRequestInfo(context);
    // A copy of the request: the action reads the original's body afterwards.
    const form = await request
      .clone()
      .formData()
      .catch(() => new FormData());
    const url = new URL(request.url);
    await recordAdminAction(services.db, {
      actor: { id: user.id, email: user.email },
      method: request.method.toUpperCase(),
      path: url.pathname,
      fields: describeFields(form),
      params: pathParams(url.pathname),
      clientIp,
      userAgent: request.headers.get("user-agent"),
    });
  }
  return user;
}

/** The id in /admin/sources/:id style paths: what the action was done to. */
function pathParams(pathname: string): Record<string, string> {
  const match = /^\/admin\/[\w-]+\/([^/]+)$/.exec(pathname);
  return match?.[1] ? { id: decodeURIComponent(match[1]) } : {};
}
