import { expect, test } from "vitest";
import type { ServerBuild } from "react-router";
import { pageNamespacesOf } from "./page-namespaces";

const route = (
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  handle?: unknown,
  index?: boolean,
) => ({ id, parentId, path, index, module: { handle } });

const build = {
  routes: {
    root: route("root", undefined, "", undefined),
    home: route("routes/public/home", "root", undefined, { i18n: ["home"] }, true),
    frHome: route("fr/routes/public/home", "root", "fr", { i18n: ["home"] }, true),
    match: route("fr/routes/account/cv-match", "root", "fr/jobs/:id/cv", { i18n: ["cv"] }),
    admin: route("routes/admin/admin-layout", "root", "admin", { hydrate: true }),
    adminJobs: route("routes/admin/admin-jobs", "admin", "jobs"),
    notFound: route("routes/public/not-found", "root", "*"),
  },
} as unknown as ServerBuild;

test("a path gets the namespaces its matched routes declare, as React Router matches it", () => {
  const namespaces = pageNamespacesOf(build);
  expect(namespaces("/fr/jobs/123/cv")).toEqual(["cv"]);
  expect(namespaces("/")).toEqual(["home"]);
  expect(namespaces("/fr")).toEqual(["home"]);
  // A route that declares none, or only that it hydrates, needs only the layout's words.
  expect(namespaces("/admin/jobs")).toEqual([]);
  expect(namespaces("/no/such/page")).toEqual([]);
});
