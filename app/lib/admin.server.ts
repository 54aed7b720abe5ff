import { data, redirect, type RouterContextProvider } from "react-router";
import type { SessionUser } from "#server/modules/accounts/request-auth";
import { describeFields, recordAdminAction } from "#server/modules/admin/audit-log";
import { getRequestInfo, getUser } from "./account.server";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every admin loader and action starts with this (React Router runs a page's loaders in
 * parallel, so the layout's check alone would not stop a child's). Signed out: to sign in and
 * back; signed in without the admin role: a 403 that the admin layout shows as "Access Denied".
 *
 * Every state-changing admin request is written to the audit log here (who, what, on what, when,
 * from which client), before the action runs: no admin action can skip it.
 */
export async function requireAdmin(
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
