import type { Route } from "./+types/jobs-feed-rss";
import { jobFeedResponse } from "./feed-response";

export function loader({ request, context }: Route.LoaderArgs) {
  return jobFeedResponse(request, context, "rss");
}
