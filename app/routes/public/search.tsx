import { redirect } from "react-router";
import { localizedPath, splitLocalePath } from "#domain/interface-locales";
import type { Route } from "./+types/search";

// The search entry is the listing itself: /search answers with a redirect to /jobs in the same
// language (/fr/search to /fr/jobs), keeping the query string (old links and bookmarks such as
// /search?q=… keep working).
export function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  const { locale } = splitLocalePath(pathname);
  return redirect(localizedPath(`/jobs${search}`, locale), 301);
}
