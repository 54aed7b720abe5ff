import type { RouterContextProvider } from "react-router";
import { getRequestInfo } from "#app/lib/account.server";
import type { Services } from "#server/services";
import {
  getSessionUser,
  isSameOrigin,
  type SessionUser,
} from "#server/modules/accounts/request-auth";

// The signed-in user's own API (/api/v1/me/*): session cookie auth, no CORS, never cached.

const HEADERS = { "Cache-Control": "no-store" };

export function meJson(body: unknown, status = 200) {
  return Response.json(body, { status, headers: HEADERS });
}

export function meError(status: number, message: string, parameter?: string) {
  return Response.json(
    { error: { status, message, ...(parameter ? { parameter } : {}) } },
    { status, headers: HEADERS },
  );
}

/** Authenticates (401), checks the origin of state-changing calls (403) and runs the handler. */
export async function withMe(
  request: Request,
  context: Readonly<RouterContextProvider>,
  run: (user: SessionUser, services: Services) => Promise<Response>,
): Promise<Response> {
  const { services } = getRequestInfo(context);
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (!isSameOrigin(request, services.env.siteUrl)) {
      return meError(403, "Cross-site requests are not allowed");
    }
  }
  const user = await getSessionUser(services.auth, request);
  if (!user) return meError(401, "Sign in required");
  return run(user, services);
}

export async function readJsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
