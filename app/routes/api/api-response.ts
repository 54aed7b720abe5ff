import { InvalidQueryError } from "#server/modules/jobs/job-query";

const PUBLIC_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Cache-Control": "public, max-age=60",
};

export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return Response.json(body, {
    status: init.status ?? 200,
    headers: { ...PUBLIC_HEADERS, ...init.headers },
  });
}

export function errorResponse(status: number, message: string, parameter?: string) {
  return Response.json(
    { error: { status, message, ...(parameter ? { parameter } : {}) } },
    { status, headers: { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" } },
  );
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
