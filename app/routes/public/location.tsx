import { Fragment } from "react";
import { Link } from "react-router";
import { CountryFlag } from "#app/components/country-flag";
import type { Route } from "./+types/location";
import { getServices } from "#app/request-context";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { JsonLd } from "#app/components/json-ld";
import {
  BrowseAllJobsLink,
  ChipLinks,
  LandingHero,
  LandingJobs,
  OrganizationList,
  SideCard,
  StatGrid,
  formatActiveCount,
} from "#app/components/landing";
import {
  breadcrumbJsonLd,
  truncate,
  SEO_DESCRIPTION_LIMIT,
  type Crumb,
} from "#app/lib/structured-data";
import { LOCATION_CONTENT, genericLocationContent } from "#app/content/locations";
import { getLocationLanding } from "#server/modules/landing/get-landing-stats";
import { loadJobCards } from "#server/modules/jobs/job-card-data";
import { slugifyField, isProfessionalField } from "#domain/professional-fields";
import { countOf } from "#domain/plural";
import { availableTotal } from "#domain/listing-count";
import { ownEntry } from "#domain/own-entry";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const slug = params.location.toLowerCase();
  const now = new Date();
  const landing = await getLocationLanding(db, slug);
  const builtIn = ownEntry(LOCATION_CONTENT, slug);
  const content = builtIn ?? genericLocationContent(landing.location.name);
  const cards = await loadJobCards(db, landing.jobs.items, now);
  return {
    site: getSiteInfo(context),
    path: `/location/${encodeURIComponent(slug)}`,
    isBuiltIn: Boolean(builtIn),
    content,
    location: landing.location,
    total: landing.jobs.total,
    // Only jobs one can apply to are open: the recorded sample's postings have closed.
    available: availableTotal({ ...landing.jobs, totalIsLowerBound: false }),
    sampleTotal: landing.jobs.sampleTotal,
    cards,
    organizations: landing.organizations,
    fields: landing.fields,
    now: now.toISOString(),
  };
}

function crumbsFor(title: string, path: string): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: "Jobs", path: "/jobs" },
    { name: title, path },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Jobs | Blueboard" }];
  const { content, total, available, isBuiltIn } = loaderData;
  const countText = available > 0 ? `${countOf(available, "open position")}. ` : "";
  return pageMeta({
    site: loaderData.site,
    title: content.title,
    description: truncate(`${countText}${content.description}`, SEO_DESCRIPTION_LIMIT),
    path: loaderData.path,
    // A place with no open jobs and no editorial text is a thin page: keep it out of the index.
    robots: total === 0 && !isBuiltIn ? "noindex, follow" : undefined,
  });
};

/** The places suggested under "Looking elsewhere?", never the page's own. */
const ELSEWHERE = [
  { slug: "kenya", name: "Kenya" },
  { slug: "switzerland", name: "Switzerland" },
  { slug: "ethiopia", name: "Ethiopia" },
];

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const {
    content,
    location,
    total,
    available,
    sampleTotal,
    cards,
    organizations,
    fields,
    now,
    site,
    path,
  } = loaderData;
  const crumbs = crumbsFor(content.title, path);
  const elsewhere = ELSEWHERE.filter((other) => `/location/${other.slug}` !== path);
  const listingLink = `/jobs?${new URLSearchParams({ location: location.filterValue }).toString()}`;
  const keywordLinks = content.keywords.map((keyword) => ({
    label: keyword,
    to: `/jobs?${new URLSearchParams({ search: keyword, location: location.filterValue }).toString()}`,
  }));
  const fieldLinks = fields.map((entry) => ({
    label: entry.field,
    count: entry.count,
    to: `/jobs?${new URLSearchParams({
      location: location.filterValue,
      field: isProfessionalField(entry.field) ? slugifyField(entry.field) : entry.field,
    }).toString()}`,
  }));
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.siteUrl, crumbs)} />
      <LandingHero
        crumbs={crumbs}
        title={content.title}
        description={content.description}
        media={<CountryFlag code={location.countryCode} size="hero" />}
      >
        <StatGrid
          stats={[
            { label: "Active positions", value: formatActiveCount(available) },
            { label: "Organizations hiring", value: organizations.total.toLocaleString("en") },
          ]}
        />
      </LandingHero>

      {content.highlights.length > 0 && (
        <section
          aria-labelledby="highlights-heading"
          className="mx-auto max-w-7xl px-4 pt-8 sm:px-6"
        >
          <h2 id="highlights-heading" className="sr-only">
            Highlights
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {content.highlights.map((highlight) => (
              <li key={highlight.title} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{highlight.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{highlight.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <LandingJobs
            heading={`Open positions in ${location.name}`}
            jobs={cards}
            total={total}
            sampleTotal={sampleTotal}
            now={now}
            moreLink={{
              to: listingLink,
              label: `See all ${countOf(total, "job")} in ${location.name}`,
            }}
            empty={
              <>
                <p className="font-medium text-slate-900">No jobs found in {location.name}</p>
                <p className="mt-1 text-sm text-slate-600">
                  New positions are added daily. Meanwhile, browse every open position.
                </p>
                <div className="mt-4">
                  <BrowseAllJobsLink />
                </div>
              </>
            }
          />
          <section
            aria-labelledby="about-heading"
            className="render-when-visible rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
          >
            <h2 id="about-heading" className="text-xl font-semibold tracking-tight text-slate-900">
              {content.about.heading}
            </h2>
            <div className="mt-3 max-w-prose space-y-3 text-slate-700">
              {content.about.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </section>
        </div>
        <div className="space-y-6">
          {organizations.top.length > 0 && (
            <SideCard title="Organizations hiring" id="organizations-heading">
              <OrganizationList items={organizations.top} />
            </SideCard>
          )}
          {(keywordLinks.length > 0 || fieldLinks.length > 0) && (
            <SideCard title="Popular keywords" id="keywords-heading">
              {keywordLinks.length > 0 && <ChipLinks items={keywordLinks} label="Keywords" />}
              {fieldLinks.length > 0 && (
                <div className={keywordLinks.length > 0 ? "mt-4" : undefined}>
                  <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    Fields with open positions
                  </h3>
                  <ChipLinks items={fieldLinks} label="Professional fields" />
                </div>
              )}
            </SideCard>
          )}
          <p className="text-sm text-slate-600">
            Looking elsewhere? See{" "}
            {elsewhere.map((other, index) => (
              <Fragment key={other.slug}>
                {index > 0 && (index === elsewhere.length - 1 ? " or " : ", ")}
                <Link to={`/location/${other.slug}`} className="text-brand-700 underline">
                  {other.name}
                </Link>
              </Fragment>
            ))}
            , or{" "}
            <Link to="/jobs" className="text-brand-700 underline">
              search by place
            </Link>
            .
          </p>
        </div>
      </div>
    </>
  );
}
