import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "#server/db/create-db";
import { answerWithJsonBody } from "#server/modules/api/json-body";
import { findCachedApiBody } from "#server/modules/jobs/api-bodies";

/**
 * Answers GET and HEAD requests whose URL an API route has just answered from the jobs cache
 * (server/modules/jobs/api-bodies.ts) with the same cached body, ETag/304 and encoding, without
 * going through React Router. Returns false when there is nothing fresh for the URL; the route
 * then answers (and fills the cache).
 */
export function serveCachedApiResponse(
  db: Database,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
  const body = findCachedApiBody(db, req.url);
  if (!body) return false;
  const answer = answerWithJsonBody(body, {
    ifNoneMatch: req.headers["if-none-match"],
    acceptEncoding: req.headers["accept-encoding"],
  });
  res.writeHead(answer.status, answer.headers);
  res.end(req.method === "HEAD" ? undefined : answer.bytes);
  return true;
}
