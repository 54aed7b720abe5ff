import { data, redirect, type RouterContextProvider } from "react-router";
import type { SessionUser } from "#server/modules/accounts/request-auth";
import { getUser } from "./account.server";

/**
 * Every admin loader and action starts with this (React Router runs a page's loaders in
 * parallel, so the layout's check alone would not stop a child's). Signed out: to sign in and
 * back; signed in without the admin role: a 403 that the admin layout shows as "Access Denied".
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
  return user;
}
