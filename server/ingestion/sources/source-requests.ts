import { HttpError } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";

// What every adapter does around its requests: say what was being fetched when one fails.

/** Prefixes the client's HttpError (it throws on 4xx/5xx) with what was being fetched. */
export function withContext(what: string) {
  return (error: unknown): never => {
    if (error instanceof HttpError) {
      throw new HttpError(`${what}: ${error.message}`, error.url, error.status);
    }
    throw error;
  };
}

/** A page's body; an error status the client let through becomes an Error. */
export async function fetchText(
  context: AdapterContext,
  url: string,
  headers?: Record<string, string>,
): Promise<string> {
  const response = await context.http.request(headers ? { url, headers } : { url });
  if (response.status >= 400) throw new Error(`HTTP ${response.status}`);
  return response.text;
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
