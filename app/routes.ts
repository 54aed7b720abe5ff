import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { PREFIXED_LOCALES } from "../domain/interface-locales";

// The public pages, as [path, module]: each has an address in English at the root and one under
// each other language's prefix (/fr/jobs/123), whose route id starts with the language
// ("fr/routes/public/job-detail"). domain/interface-locales.ts says which paths these are.
const PUBLIC_PAGES: [path: string | null, file: string][] = [
  [null, "routes/public/home.tsx"],
  ["search", "routes/public/search.tsx"],
  ["jobs", "routes/public/jobs.tsx"],
  ["jobs/:id", "routes/public/job-detail.tsx"],
  ["location/:location", "routes/public/location.tsx"],
  ["organization/:organization", "routes/public/organization.tsx"],
  ["field/:field", "routes/public/field.tsx"],
  ["blog", "routes/public/blog.tsx"],
  ["unaids-sunset", "routes/public/unaids-sunset.tsx"],
  ["un-budget-crisis", "routes/public/un-budget-crisis.tsx"],
  ["coaching", "routes/public/coaching.tsx"],
  ["planner", "routes/public/planner.tsx"],
  ["newsletter", "routes/public/newsletter.tsx"],
  ["newsletter/confirm", "routes/public/newsletter-confirm.tsx"],
  ["newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"],
  ["about", "routes/public/about.tsx"],
  ["privacy", "routes/public/privacy.tsx"],
  ["terms", "routes/public/terms.tsx"],
  ["alerts/unsubscribe", "routes/public/alerts-unsubscribe.tsx"],
  ["alerts/manage", "routes/public/alerts-manage.tsx"],
];

// The signed-in pages of the application tracker and the CV tools, also under each prefix
// (/fr/account/applications); the forms they post to and the files keep one address.
const APPLICATION_PAGES: [path: string, file: string][] = [
  ["account/cv", "routes/account/cv.tsx"],
  ["account/jobs-for-you", "routes/account/jobs-for-you.tsx"],
  ["jobs/:id/cv", "routes/account/cv-match.tsx"],
  ["account/applications", "routes/account/applications.tsx"],
  ["account/applications/:id", "routes/account/application.tsx"],
];

function localizedPages(locale?: string) {
  const id = (file: string) => (locale ? { id: `${locale}/${file.replace(/\.tsx$/, "")}` } : {});
  return [
    ...PUBLIC_PAGES.map(([path, file]) =>
      path === null ? index(file, id(file)) : route(path, file, id(file)),
    ),
    ...APPLICATION_PAGES.map(([path, file]) => route(path, file, id(file))),
  ];
}

// The account's pages that read in every language: English at the root and one address under each
// other language's prefix (route ids "fr/routes/account/auth"), like the public pages.
const ACCOUNT_PAGES: [path: string, file: string][] = [
  ["auth", "routes/account/auth.tsx"],
  ["account/register", "routes/account/register.tsx"],
  ["dashboard", "routes/account/dashboard.tsx"],
];

function accountPages(locale?: string) {
  return ACCOUNT_PAGES.map(([path, file]) =>
    route(path, file, locale ? { id: `${locale}/${file.replace(/\.tsx$/, "")}` } : {}),
  );
}

// Every URL of the product, written out by hand.
export default [
  ...localizedPages(),
  ...PREFIXED_LOCALES.flatMap((locale) => prefix(locale, localizedPages(locale))),
  ...accountPages(),
  ...PREFIXED_LOCALES.flatMap((locale) => prefix(locale, accountPages(locale))),
  route("account/cv/file", "routes/account/cv-file.ts"),
  route("account/export/data.json", "routes/account/export-data.ts"),
  route("account/export/applications.csv", "routes/account/export-applications.ts"),
  route("account/saved-jobs", "routes/account/saved-job-action.tsx"),
  route("account/saved-searches", "routes/account/saved-search-action.tsx"),
  route("account/applications/track", "routes/account/application-track-action.tsx"),
  // The private calendar feed: /account/calendar/<secret>.ics, read without a session.
  route("account/calendar/:file", "routes/api/calendar-feed.ts"),
  route("jobs/:id/calendar.ics", "routes/api/job-calendar.ts"),
  route("admin", "routes/admin/admin-layout.tsx", [
    index("routes/admin/admin-statistics.tsx"),
    route("classification", "routes/admin/admin-classification.tsx"),
    route("settings", "routes/admin/admin-settings.tsx"),
    route("sources", "routes/admin/admin-sources.tsx"),
    route("sources/new", "routes/admin/admin-source-new.tsx"),
    route("sources/test", "routes/admin/admin-source-test.tsx"),
    route("sources/:id", "routes/admin/admin-source.tsx"),
    route("sources/:id/edit", "routes/admin/admin-source-edit.tsx"),
    route("jobs", "routes/admin/admin-jobs.tsx"),
    route("jobs/new", "routes/admin/admin-job-new.tsx"),
    route("jobs/:id", "routes/admin/admin-job.tsx"),
    route("users", "routes/admin/admin-users.tsx"),
    route("enrichment", "routes/admin/admin-enrichment.tsx"),
    route("inspector", "routes/admin/admin-inspector.tsx"),
    route("emails", "routes/admin/admin-emails.tsx"),
    route("emails/:id", "routes/admin/admin-email.tsx"),
    route("audit", "routes/admin/admin-audit.tsx"),
    route("coaching", "routes/admin/admin-coaching.tsx"),
  ]),

  route("api/v1/jobs", "routes/api/jobs.ts"),
  route("api/v1/jobs/:id", "routes/api/job.ts"),
  route("api/v1/jobs/:id/enriched", "routes/api/job-enriched.ts"),
  route("api/v1/jobs/:id/summary", "routes/api/job-summary.ts"),
  route("api/v1/job-cards", "routes/api/job-cards.ts"),
  route("api/v1/facets", "routes/api/facets.ts"),
  route("api/v1/suggestions", "routes/api/suggestions.ts"),
  route("api/v1/openapi.json", "routes/api/openapi.ts"),
  route("api/v1/sources/health", "routes/api/sources-health.ts"),
  route("api/v1/me/saved-jobs", "routes/api/me-saved-jobs.ts"),
  route("api/v1/me/saved-jobs/:jobId", "routes/api/me-saved-job.ts"),
  route("api/v1/me/saved-searches", "routes/api/me-saved-searches.ts"),
  route("api/v1/me/saved-searches/:id", "routes/api/me-saved-search.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("sitemaps/:part", "routes/api/sitemap-part.ts"),
  // RSS 2.0 and Atom feeds of a listing, with the parameters of /jobs (they outrank jobs/:id).
  route("jobs/feed.xml", "routes/api/jobs-feed-rss.ts"),
  route("jobs/feed.atom", "routes/api/jobs-feed-atom.ts"),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
