import { InvalidQueryError } from "#server/modules/jobs/job-query";
import { apiErrorBody } from "#server/modules/api/api-error";
import {
  answerWithJsonBody,
  PUBLIC_API_HEADERS,
  type JsonBody,
} from "#server/modules/api/json-body";

export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return Response.json(body, {
    status: init.status ?? 200,
    headers: { ...PUBLIC_API_HEADERS, ...init.headers },
  });
}

/**
 * A serialised body with its ETag (304 when the client's copy is current), in the best encoding
 * the client accepts.
 */
export function jsonBodyResponse(request: Request, body: JsonBody): Response {
  const answer = answerWithJsonBody(body, {
    ifNoneMatch: request.headers.get("if-none-match"),
    acceptEncoding: request.headers.get("accept-encoding"),
  });
  // Buffers from Buffer.from(string) live on a plain ArrayBuffer (never a SharedArrayBuffer).
  const bytes = request.method === "HEAD" ? null : (answer.bytes as Uint8Array<ArrayBuffer> | null);
  return new Response(bytes, {
    status: answer.status,
    headers: answer.headers,
  });
}

export function errorResponse(status: number, message: string, parameter?: string) {
  return Response.json(apiErrorBody(status, message, parameter), {
    status,
    headers: { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" },
  });
}

/** Runs an API handler; bad parameters become 400 naming the parameter, never a 500. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InvalidQueryError)
      return errorResponse(400, error.message, error.parameter);
    throw error;
  }
}
