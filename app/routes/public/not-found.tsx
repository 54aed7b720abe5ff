import { useEffect } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundView } from "#app/components/not-found-view";
import { getServices } from "#app/request-context";

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  getServices(context).logger.warn("page not found", { path: pathname });
  return data({ path: pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Blueboard" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return <NotFoundView />;
}
