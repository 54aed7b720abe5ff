import { redirect, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/request-context";
import { localizedPath, splitLocalePath } from "#domain/interface-locales";
import {
  getSessionUser,
  isSameOrigin,
  type SessionUser,
} from "#server/modules/accounts/request-auth";

type Context = Readonly<RouterContextProvider>;

export function getRequestInfo(context: Context) {
  const value = context.get(requestContext);
  return { services: value.services, clientIp: value.clientIp };
}

/** A same-site path to return to after signing in; anything else becomes the fallback. */
export { safeRedirectPath } from "#server/modules/accounts/safe-redirect";

export async function getUser(request: Request, context: Context): Promise<SessionUser | null> {
  return getSessionUser(getRequestInfo(context).services.auth, request);
}

/**
 * The signed-in user, or a redirect to /auth (in the language of this address) that comes back
 * here afterwards.
 */
export async function requireUser(request: Request, context: Context): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  const back = encodeURIComponent(url.pathname + url.search);
  throw redirect(localizedPath(`/auth?redirectTo=${back}`, splitLocalePath(url.pathname).locale));
}

/** CSRF: every state-changing form action must come from our own origin. */
export function assertSameOrigin(request: Request, context: Context) {
  const { env } = getRequestInfo(context).services;
  if (!isSameOrigin(request, env.siteUrl)) {
    throw new Response("This form must be sent from the Blueboard site.", { status: 403 });
  }
}

/** A Headers object carrying every `set-cookie` better-auth answered with. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return headers;
}
