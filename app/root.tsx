import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { getSampleNotice } from "#server/modules/jobs/sample-notice";
import { readNotice, type PageNoticeMessage } from "#domain/page-notices";
import { ownEntry } from "#domain/own-entry";
import { getServices, requestContext } from "./request-context";
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
import { I18nProvider, metaTranslator, useI18n } from "./lib/i18n/i18n";
import { messagesFor } from "#server/modules/i18n/catalogs";
import { LanguageSuggestionBanner } from "./components/language-suggestion";
import {
  DEFAULT_LOCALE,
  splitLocalePath,
  suggestedLocale,
  textDirection,
  type Locale,
} from "#domain/interface-locales";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: t("common.meta.title") },
    { name: "description", content: t("common.meta.description") },
  ];
};

export async function loader({ request, context, url: pageUrl }: Route.LoaderArgs) {
  const { pageNamespaces } = context.get(requestContext);
  // Only a request with a cookie can be signed in: anonymous ones skip the session lookup.
  const user = request.headers.has("cookie") ? await getUser(request, context) : null;
  const signedIn = user !== null;
  const url = new URL(request.url);
  // The language is the address's: English at the root, /fr/, /es/ and /ar/ for the others.
  const { locale } = splitLocalePath(url.pathname);
  const suggestion = suggestedLocale({
    pathname: url.pathname,
    acceptLanguage: request.headers.get("accept-language"),
    referer: request.headers.get("referer"),
    host: url.host,
    // A signed-in reader's own choice comes before the browser's; it is only ever suggested.
    accountLocale: user?.locale,
  });
  const suggested = suggestion ? messagesFor(suggestion) : null;
  return {
    sampleNotice: await getSampleNotice(getServices(context).db),
    signedIn,
    locale,
    // Only this language's messages reach a hydrated page, and of those only `common` and the
    // namespaces the page's routes declare in their handle (all of them if the page is unknown).
    // (`pageUrl` is the page's address; a navigation's request asks for `<path>.data`.)
    messages: messagesFor(locale, pageNamespaces?.(pageUrl.pathname) ?? undefined),
    // What the form that led here changed (`?notice=<code>`): read here, so the table of notices
    // stays on the server.
    notice: translatedNotice(readNotice(url.search), url.searchParams.get("notice"), locale),
    suggestion:
      suggestion && suggested
        ? {
            locale: suggestion,
            text: suggested["common.language.suggestion"]!,
            dismiss: suggested["common.language.dismiss"]!,
            label: suggested["common.language.suggestionLabel"]!,
          }
        : null,
  };
}

/** A form's notice in the page's language, when the catalogs have its words (else as written). */
function translatedNotice(
  notice: PageNoticeMessage | null,
  code: string | null,
  locale: Locale,
): PageNoticeMessage | null {
  const text =
    notice && code ? ownEntry(messagesFor(locale), `account.notices.${code}`) : undefined;
  return notice && text ? { ...notice, text } : notice;
}

// The sample notice changes only when a crawl replaces the sample, and the messages with the
// language and the page: asked again on navigation to another page (whose namespaces may differ)
// or for a form's notice in the address, not when only a page's filters change.
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname ||
  currentUrl.searchParams.get("notice") !== nextUrl.searchParams.get("notice");

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const sampleNotice = rootData?.sampleNotice ?? null;
  const hydrate = needsRuntime({ signedIn: rootData?.signedIn ?? false, matches: useMatches() });
  const locale = rootData?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <I18nProvider locale={locale} messages={rootData?.messages ?? {}}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#0f3b6e" />
          <Meta />
          <AppStylesheet href={stylesheetHref} />
          <Links />
        </head>
        <body className="flex min-h-screen flex-col pt-16">
          <SkipLink />
          <SiteHeader />
          {rootData?.suggestion && <LanguageSuggestionBanner suggestion={rootData.suggestion} />}
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
      </I18nProvider>
    </html>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:start-4 focus:top-20"
    >
      {t("common.layout.skipToContent")}
    </a>
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
  return (
    <ErrorView
      detail={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null}
    />
  );
}

function ErrorView({ detail }: { detail: string | null }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t("common.error.heading")}</h1>
      <p className="mt-2 text-slate-600">
        {t("common.error.text")}
        {detail ? ` (${detail})` : ""}
      </p>
    </section>
  );
}
