import { redirect } from "react-router";
import type { Route } from "./+types/search";

// The search entry is the listing itself: /search answers with a redirect to /jobs, keeping the
// query string (old links and bookmarks such as /search?q=… keep working).
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/jobs${search}`, 301);
}
