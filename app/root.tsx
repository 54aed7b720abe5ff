import type { ReactNode } from "react";
import {
  type ShouldRevalidateFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { getSampleNotice } from "#server/modules/jobs/sample-notice";
import { readNotice } from "#domain/page-notices";
import { getServices } from "./request-context";
import { getUser } from "./lib/account.server";
import { RuntimeProvider, needsRuntime } from "./lib/hydration";
import type { Route } from "./+types/root";
import { useNonce } from "./nonce";
import { SiteHeader } from "./components/site-header";
import { SiteFooter } from "./components/site-footer";
import { NotFoundView } from "./components/not-found-view";
import { AccessDenied } from "./components/access-denied";
import { Toaster } from "./components/toast";
import { SampleNotice } from "./components/sample-notice";
import { AddressNotice } from "./components/page-notice";
import stylesheetHref from "./app.css?url";
import { AppStylesheet } from "./components/app-stylesheet";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = () => [
  { title: "Blueboard: every open position in the UN system" },
  {
    name: "description",
    content:
      "Find jobs in the United Nations system, international organisations, development banks, EU agencies and NGOs. Filter by grade, level, field and duty station. Updated daily.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Only a request with a cookie can be signed in: anonymous ones skip the session lookup.
  const signedIn = request.headers.has("cookie") && (await getUser(request, context)) !== null;
  return {
    sampleNotice: await getSampleNotice(getServices(context).db),
    signedIn,
    // What the form that led here changed (`?notice=<code>`): read here, so the table of notices
    // stays on the server.
    notice: readNotice(new URL(request.url).search),
  };
}

// The sample notice changes only when a crawl replaces the sample: asked again on navigation only
// for a form's notice in the address.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.searchParams.get("notice") !== nextUrl.searchParams.get("notice");

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const sampleNotice = rootData?.sampleNotice ?? null;
  const hydrate = needsRuntime({ signedIn: rootData?.signedIn ?? false, matches: useMatches() });
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3b6e" />
        <Meta />
        <AppStylesheet href={stylesheetHref} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col pt-16">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:top-20 focus:left-4"
        >
          Skip to content
        </a>
        <SiteHeader />
        {sampleNotice && <SampleNotice recordedOn={sampleNotice.recordedOn} />}
        <main id="main" className="flex-1">
          {/* What the form that led here changed (`?notice=`), above the page's own content. */}
          <AddressNotice message={rootData?.notice ?? null} />
          <RuntimeProvider value={hydrate}>{children}</RuntimeProvider>
        </main>
        <SiteFooter />
        {hydrate && <Toaster />}
        {/* Anonymous pages are plain HTML without the React runtime (ADR 013); signed-in pages and
            routes that ask for it hydrate, with this response's nonce. */}
        {hydrate && <ScrollRestoration nonce={nonce || undefined} />}
        {hydrate && <Scripts nonce={nonce || undefined} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const matches = useMatches();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  // The admin layout's middleware refuses a page before any loader runs, so React Router shows
  // that refusal here, at the first route with a loader (this one), rather than in the admin
  // layout's own boundary: it is the same "Access Denied".
  if (
    isRouteErrorResponse(error) &&
    error.status === 403 &&
    matches.some((match) => match.id === "routes/admin/admin-layout")
  )
    return <AccessDenied />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">
        An unexpected error occurred. Please try again in a moment.{detail ? ` (${detail})` : ""}
      </p>
    </section>
  );
}
