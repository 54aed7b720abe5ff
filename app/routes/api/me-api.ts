import type { RouterContextProvider } from "react-router";
import { getRequestInfo } from "#app/lib/account.server";
import type { Services } from "#server/services";
import {
  getSessionUser,
  isSameOrigin,
  type SessionUser,
} from "#server/modules/accounts/request-auth";
import { readJsonObject } from "#app/lib/request-body.server";
import { apiErrorBody } from "#server/modules/api/api-error";

// The signed-in user's own API (/api/v1/me/*): session cookie auth, no CORS, never cached.

const HEADERS = { "Cache-Control": "no-store" };

export function meJson(body: unknown, status = 200) {
  return Response.json(body, { status, headers: HEADERS });
}

export function meError(status: number, message: string, parameter?: string) {
  return Response.json(apiErrorBody(status, message, parameter), { status, headers: HEADERS });
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

/** The JSON object sent, or the 400 answer for a body that is not one (or holds a NUL character). */
export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; refusal: Response }> {
  const read = await readJsonObject(request);
  return read.ok ? read : { ok: false, refusal: meError(400, read.message) };
}
