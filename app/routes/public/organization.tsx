import type { Route } from "./+types/organization";
import { getServices } from "#app/request-context";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { JsonLd } from "#app/components/json-ld";
import { OrgLogo } from "#app/components/org-logo";
import {
  BrowseAllJobsLink,
  ChipLinks,
  LandingHero,
  LandingJobs,
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
import { getOrganizationLanding } from "#server/modules/landing/get-landing-stats";
import { loadJobCards } from "#server/modules/jobs/job-card-data";
import { findOrganisationBySlug, organisationDisplayName } from "#domain/organisations";
import { countOf } from "#domain/plural";
import { availableTotal } from "#domain/listing-count";
import { badgeForLogo } from "#domain/logo-badges";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const slug = params.organization.toLowerCase();
  const registered = findOrganisationBySlug(slug);
  const now = new Date();
  const landing = await getOrganizationLanding(db, slug, registered);
  const cards = await loadJobCards(db, landing.jobs.items, now);
  // An organisation not in the registry is shown as the slug uppercased, hyphens as spaces.
  const profile = registered
    ? {
        known: true as const,
        name: registered.name,
        acronym: registered.acronym,
        shortName: registered.shortName,
        description: registered.description,
        foundedYear: registered.foundedYear,
        headquarters: registered.headquarters,
        focusAreas: registered.focusAreas,
        careersUrl: registered.careersUrl,
        logo: registered.logo,
        badge: badgeForLogo(registered.logo),
      }
    : {
        known: false as const,
        name: slug.replace(/-/g, " ").toUpperCase(),
        acronym: null,
        shortName: null,
        description: null,
        foundedYear: null,
        headquarters: null,
        focusAreas: [] as string[],
        careersUrl: null,
        logo: null,
        badge: null,
      };
  return {
    site: getSiteInfo(context),
    slug,
    path: `/organization/${encodeURIComponent(slug)}`,
    profile,
    displayName: displayName(profile),
    total: landing.jobs.total,
    // Only jobs one can apply to are open: the recorded sample's postings have closed.
    available: availableTotal({ ...landing.jobs, totalIsLowerBound: false }),
    sampleTotal: landing.jobs.sampleTotal,
    cards,
    locations: landing.locations,
    levels: landing.levels,
    now: now.toISOString(),
  };
}

// Worked out here, in the loader: the organisation registry behind it stays on the server.
function displayName(profile: { name: string; acronym: string | null; shortName: string | null }) {
  const { name, acronym, shortName } = profile;
  return acronym && shortName ? organisationDisplayName({ name, acronym, shortName }) : name;
}

function shortName(profile: { name: string; shortName: string | null }) {
  return profile.shortName ?? profile.name;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Organization | Blueboard" }];
  const { profile, total, available } = loaderData;
  const countText =
    available > 0 ? `${countOf(available, "open position")} at ${shortName(profile)}. ` : "";
  const description =
    profile.description ??
    `Open positions at ${profile.name}, collected from official sources and updated daily.`;
  return pageMeta({
    site: loaderData.site,
    title: `${shortName(profile)} jobs and careers`,
    description: truncate(`${countText}${description}`, SEO_DESCRIPTION_LIMIT),
    path: loaderData.path,
    robots: total === 0 && !profile.known ? "noindex, follow" : undefined,
  });
};

export default function OrganizationPage({ loaderData }: Route.ComponentProps) {
  const {
    profile,
    total,
    available,
    sampleTotal,
    cards,
    locations,
    levels,
    now,
    site,
    path,
    slug,
  } = loaderData;
  const name = loaderData.displayName;
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Jobs", path: "/jobs" },
    { name: shortName(profile), path },
  ];
  // Unknown employers are filtered by their name as the source spells it.
  const organizationFilter = profile.known ? slug : (cards[0]?.organization ?? profile.name);
  const listingLink = `/jobs?${new URLSearchParams({ organization: organizationFilter }).toString()}`;
  const stats = [
    { label: "Active positions", value: formatActiveCount(available) },
    ...(profile.foundedYear ? [{ label: "Founded", value: String(profile.foundedYear) }] : []),
    ...(profile.headquarters ? [{ label: "Headquarters", value: profile.headquarters }] : []),
  ];
  const careersButton = profile.careersUrl && (
    <a
      href={profile.careersUrl}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-10 items-center gap-1.5 rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      Visit Official Careers Site
      <span className="sr-only"> (opens in a new tab)</span>
      <span aria-hidden="true">↗</span>
    </a>
  );
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.siteUrl, crumbs)} />
      {profile.known && (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Organization",
            name: profile.name,
            alternateName: profile.acronym,
            description: profile.description,
            foundingDate: String(profile.foundedYear),
            url: profile.careersUrl,
            address: profile.headquarters,
          }}
        />
      )}
      <LandingHero
        crumbs={crumbs}
        title={name}
        description={
          profile.description ??
          `Open positions at ${profile.name}, collected from official sources and updated daily.`
        }
        media={
          profile.logo ? (
            <OrgLogo
              src={profile.logo}
              fallbackText={profile.acronym.slice(0, 2)}
              badge={profile.badge}
              size={56}
            />
          ) : undefined
        }
      >
        <StatGrid stats={stats} />
        {careersButton && <div className="mt-6">{careersButton}</div>}
      </LandingHero>

      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <LandingJobs
          heading={`Open positions at ${shortName(profile)}`}
          jobs={cards}
          total={total}
          sampleTotal={sampleTotal}
          now={now}
          moreLink={{
            to: listingLink,
            label: `See all ${countOf(total, "job")} at ${shortName(profile)}`,
          }}
          empty={
            <>
              <p className="font-medium text-slate-900">
                No open positions at {shortName(profile)} right now
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {profile.careersUrl
                  ? "Vacancies may also be published on the organization's own careers page."
                  : "New positions are added daily. Meanwhile, browse every open position."}
              </p>
              <div className="mt-4 flex flex-wrap justify-center gap-3">
                {profile.careersUrl ? (
                  <a
                    href={profile.careersUrl}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    Official careers page
                    <span className="sr-only"> of {profile.name} (opens in a new tab)</span>
                  </a>
                ) : (
                  <BrowseAllJobsLink />
                )}
              </div>
            </>
          }
        />
        <div className="space-y-6">
          {profile.focusAreas.length > 0 && (
            <SideCard title="Focus areas" id="focus-heading">
              <ul className="flex flex-wrap gap-2">
                {profile.focusAreas.map((area) => (
                  <li
                    key={area}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-100"
                  >
                    {area}
                  </li>
                ))}
              </ul>
            </SideCard>
          )}
          {locations.length > 0 && (
            <SideCard title="Hiring locations" id="locations-heading">
              <ChipLinks
                label="Hiring locations"
                items={locations.map((location) => ({
                  label: location.name,
                  count: location.count,
                  to: `/location/${location.slug}`,
                }))}
              />
            </SideCard>
          )}
          {levels.length > 0 && (
            <SideCard title="Job levels available" id="levels-heading">
              <ChipLinks
                label="Job levels"
                items={levels.map((entry) => ({
                  label: entry.level,
                  count: entry.count,
                  to: `/jobs?${new URLSearchParams({ organization: organizationFilter, level: entry.level }).toString()}`,
                }))}
              />
            </SideCard>
          )}
          <p className="text-xs text-slate-600">
            Blueboard is independent and not affiliated with {profile.name}. Always apply through
            the organization's own site.
          </p>
        </div>
      </div>
    </>
  );
}
