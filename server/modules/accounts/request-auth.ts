import { isLocale, type Locale } from "#domain/interface-locales";
import type { Auth } from "./auth";
import { CLIENT_IP_HEADER } from "./auth-settings";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: string;
  /** The language the user chose, or null when they have not. */
  locale: Locale | null;
};

export { isSameOrigin } from "./same-origin";

/** The signed-in user of this request, or null. */
export function getSessionUser(auth: Auth, request: Request): Promise<SessionUser | null> {
  // The root loader (does this page load the runtime?) and the page's own loader both ask for the
  // user of the same request: one session lookup serves them both.
  let user = sessionUsers.get(request);
  if (!user) {
    user = lookUpSessionUser(auth, request);
    sessionUsers.set(request, user);
  }
  return user;
}

const sessionUsers = new WeakMap<Request, Promise<SessionUser | null>>();

async function lookUpSessionUser(auth: Auth, request: Request): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as {
    id: string;
    name: string;
    email: string;
    role?: string | null;
    locale?: unknown;
  };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role ?? "user",
    locale: isLocale(user.locale) ? user.locale : null,
  };
}

/**
 * Calls one better-auth endpoint through its HTTP handler (so rate limits and origin checks apply)
 * on behalf of a form action: the visitor's cookies go along, the socket address becomes the
 * trusted client-IP header, and the caller forwards the answer's `set-cookie`.
 */
export async function callAuthEndpoint(
  auth: Auth,
  options: {
    request: Request;
    siteUrl: string;
    clientIp?: string | undefined;
    path: string;
    body?: Record<string, unknown>;
    method?: "POST" | "GET";
    /** Extra headers for better-auth (e.g. the unlock token of an e-mailed sign-in link). */
    headers?: Record<string, string>;
  },
): Promise<{ ok: boolean; status: number; body: Record<string, unknown>; setCookies: string[] }> {
  const headers = new Headers();
  const cookie = options.request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  headers.set("origin", new URL(options.siteUrl).origin);
  headers.set(CLIENT_IP_HEADER, options.clientIp ?? "127.0.0.1");
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const userAgent = options.request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  const method = options.method ?? "POST";
  if (method === "POST") headers.set("content-type", "application/json");
  const response = await auth.handler(
    new Request(`${options.siteUrl}/api/auth${options.path}`, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
    }),
  );
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  return {
    ok: response.ok,
    status: response.status,
    body,
    setCookies: response.headers.getSetCookie(),
  };
}

/** A request to better-auth's own mount with the trusted client-IP header set from the socket. */
export function withClientIp(request: Request, clientIp: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp ?? "127.0.0.1");
  return new Request(request, { headers });
}
