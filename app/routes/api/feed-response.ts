import type { RouterContextProvider } from "react-router";
import { getServices } from "#app/request-context";
import { answerJobFeed, type FeedFormat } from "#server/modules/jobs/job-feed";

/** The RSS or Atom feed of the listing a request's parameters describe (see job-feed.ts). */
export async function jobFeedResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  format: FeedFormat,
): Promise<Response> {
  const { db, env } = getServices(context);
  const answer = await answerJobFeed(db, {
    format,
    url: new URL(request.url),
    siteUrl: env.siteUrl,
    siteName: env.SITE_NAME,
    ifNoneMatch: request.headers.get("if-none-match"),
  });
  const body = answer.status === 304 || request.method === "HEAD" ? null : answer.body;
  return new Response(body, { status: answer.status, headers: answer.headers });
}
