import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The catalog namespaces of the page at a path: those its matched routes declare; null when no route matches. */
export type PageNamespaces = (pathname: string) => readonly string[] | null;

/** The namespaces a route's handle declares (`{ i18n: ["cv"] }`; none when it declares nothing). */
function declaredNamespaces(handle: unknown): readonly string[] {
  if (typeof handle !== "object" || handle === null) return [];
  const list = (handle as { i18n?: unknown }).i18n;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
}

/**
 * Reads the namespaces every page declares in its route's `handle` (app/lib/i18n/route-namespaces.ts)
 * from the server build's routes, and matches a path as React Router does: the root loader sends
 * a page only the messages of those namespaces and `common`.
 */
export function pageNamespacesOf(build: ServerBuild): PageNamespaces {
  type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, handle: route.module.handle }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            handle: route.module.handle,
            children: tree(route.id),
          },
    );
  const routes = tree(undefined);
  return (pathname) => {
    const matches = matchRoutes(routes, pathname);
    if (!matches) return null;
    return [...new Set(matches.flatMap((match) => declaredNamespaces(match.route.handle)))];
  };
}
