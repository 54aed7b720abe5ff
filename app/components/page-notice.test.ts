import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  Outlet,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  type RouteObject,
} from "react-router";
import { expect, test } from "vitest";
import { readNotice } from "#domain/page-notices";
import { AddressNotice } from "./page-notice";

// A layout that shows the address's notice, as the root layout does, above a page whose form
// answers in the page (action data) and one whose form redirects with a notice of its own.
const routes: RouteObject[] = [
  {
    path: "/",
    loader: ({ request }) => readNotice(new URL(request.url).search),
    Component: function Layout() {
      const message = useLoaderData<ReturnType<typeof readNotice>>();
      return createElement(
        "div",
        null,
        createElement(AddressNotice, { message }),
        createElement(Outlet),
      );
    },
    children: [
      {
        path: "tracker",
        loader: () => null,
        action: () => ({ saved: true }),
        Component: () => createElement("p", null, "The tracker"),
      },
    ],
  },
];

async function render(request: Request): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`a ${context.status} response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const address = "https://example.org/tracker?notice=application-tracked";

test("the address's notice shows on the page it names", async () => {
  const html = await render(new Request(address));
  expect(html).toContain("Tracking this application.");
});

test("a form posted to that address, answered in the page, drops the earlier notice", async () => {
  const html = await render(
    new Request(address, { method: "POST", body: new URLSearchParams({ intent: "status" }) }),
  );
  expect(html).toContain("The tracker");
  expect(html).not.toContain("Tracking this application.");
});
