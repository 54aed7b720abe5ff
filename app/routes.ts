import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every URL of the product, written out by hand.
export default [
  index("routes/public/home.tsx"),
  route("search", "routes/public/search.tsx"),
  route("jobs", "routes/public/jobs.tsx"),
  route("jobs/:id", "routes/public/job-detail.tsx"),
  route("location/:location", "routes/public/location.tsx"),
  route("organization/:organization", "routes/public/organization.tsx"),
  route("field/:field", "routes/public/field.tsx"),
  route("blog", "routes/public/blog.tsx"),
  route("unaids-sunset", "routes/public/unaids-sunset.tsx"),
  route("un-budget-crisis", "routes/public/un-budget-crisis.tsx"),
  route("coaching", "routes/public/coaching.tsx"),
  route("newsletter", "routes/public/newsletter.tsx"),
  route("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
  route("about", "routes/public/about.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("terms", "routes/public/terms.tsx"),
  route("auth", "routes/account/auth.tsx"),
  route("account/register", "routes/account/register.tsx"),
  route("dashboard", "routes/account/dashboard.tsx"),
  route("admin", "routes/admin/admin.tsx"),

  route("api/v1/jobs", "routes/api/jobs.ts"),
  route("api/v1/jobs/:id", "routes/api/job.ts"),
  route("api/v1/jobs/:id/enriched", "routes/api/job-enriched.ts"),
  route("api/v1/jobs/:id/summary", "routes/api/job-summary.ts"),
  route("api/v1/job-cards", "routes/api/job-cards.ts"),
  route("api/v1/facets", "routes/api/facets.ts"),
  route("api/v1/openapi.json", "routes/api/openapi.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("sitemaps/:part", "routes/api/sitemap-part.ts"),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
