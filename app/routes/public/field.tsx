import { Link, data } from "react-router";
import type { Route } from "./+types/field";
import { getServices } from "#app/request-context";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { JsonLd } from "#app/components/json-ld";
import {
  BrowseAllJobsLink,
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
import { FIELD_CONTENT, genericFieldContent } from "#app/content/fields";
import { getFieldLanding, organizationSlugFor } from "#server/modules/landing/get-landing-stats";
import { loadJobCards } from "#server/modules/jobs/job-card-data";
import { findFieldBySlug, slugifyField } from "#domain/professional-fields";
import { findOrganisationBySlug } from "#domain/organisations";
import { countOf } from "#domain/plural";
import { availableTotal } from "#domain/listing-count";
import { ownEntry } from "#domain/own-entry";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.field.toLowerCase();
  const field = findFieldBySlug(slug);
  const site = getSiteInfo(context);
  if (!field) return data({ found: false as const, site, slug }, { status: 404 });
  const { db } = getServices(context);
  const now = new Date();
  const landing = await getFieldLanding(db, field);
  const cards = await loadJobCards(db, landing.jobs.items, now);
  const content = ownEntry(FIELD_CONTENT, slug) ?? genericFieldContent(field);
  const typicalOrganizations = content.typicalOrganizations.flatMap((organizationSlug) => {
    const organisation = findOrganisationBySlug(organizationSlug);
    return organisation
      ? [
          {
            slug: organizationSlugFor(organisation.name, organisation.slug),
            name: organisation.name,
            shortName: organisation.shortName,
          },
        ]
      : [];
  });
  return {
    found: true as const,
    site,
    slug,
    path: `/field/${slug}`,
    field,
    fieldSlug: slugifyField(field),
    content,
    typicalOrganizations,
    total: landing.jobs.total,
    // Only jobs one can apply to are open: the recorded sample's postings have closed.
    available: availableTotal({ ...landing.jobs, totalIsLowerBound: false }),
    sampleTotal: landing.jobs.sampleTotal,
    cards,
    organizations: landing.organizations,
    levels: landing.levels,
    now: now.toISOString(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.found) {
    return [{ title: "Field not found | Blueboard" }, { name: "robots", content: "noindex" }];
  }
  const { content, available } = loaderData;
  const countText = available > 0 ? `${countOf(available, "open position")}. ` : "";
  return pageMeta({
    site: loaderData.site,
    title: content.title,
    description: truncate(`${countText}${content.description}`, SEO_DESCRIPTION_LIMIT),
    path: loaderData.path,
  });
};

export default function FieldPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Field not found</h1>
        <p className="mt-2 text-slate-600">
          We do not have a page for this professional field. Every open position is in the job
          listing.
        </p>
        <div className="mt-8">
          <BrowseAllJobsLink />
        </div>
      </section>
    );
  }
  const {
    content,
    field,
    fieldSlug,
    total,
    available,
    sampleTotal,
    cards,
    organizations,
    levels,
    now,
    site,
    path,
  } = loaderData;
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Jobs", path: "/jobs" },
    { name: content.title, path },
  ];
  const listingLink = `/jobs?${new URLSearchParams({ field: fieldSlug }).toString()}`;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.siteUrl, crumbs)} />
      <LandingHero crumbs={crumbs} title={content.title} description={content.description}>
        <p className="mt-4 text-sm text-brand-100">
          Professional field: <span className="font-medium text-white">{field}</span>
        </p>
        <StatGrid
          stats={[
            { label: "Active positions", value: formatActiveCount(available) },
            { label: "Organizations hiring", value: organizations.total.toLocaleString("en") },
            { label: "Job levels", value: String(levels.length) },
          ]}
        />
      </LandingHero>

      {(content.keySkills.length > 0 || content.careerPaths.length > 0) && (
        <div className="mx-auto grid max-w-7xl gap-4 px-4 pt-8 sm:px-6 md:grid-cols-2">
          {content.keySkills.length > 0 && (
            <SideCard title="Key skills" id="skills-heading">
              <ul className="list-disc space-y-1.5 pl-5">
                {content.keySkills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </SideCard>
          )}
          {content.careerPaths.length > 0 && (
            <SideCard title="Common career paths" id="paths-heading">
              <dl className="space-y-3">
                {content.careerPaths.map((careerPath) => (
                  <div key={careerPath.title}>
                    <dt className="font-medium text-slate-900">{careerPath.title}</dt>
                    <dd className="mt-0.5">{careerPath.text}</dd>
                  </div>
                ))}
              </dl>
            </SideCard>
          )}
        </div>
      )}

      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          {content.scopeNote && (
            <p className="mb-4 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
              {content.scopeNote}
            </p>
          )}
          <LandingJobs
            heading={`Open positions in ${field}`}
            jobs={cards}
            total={total}
            sampleTotal={sampleTotal}
            now={now}
            moreLink={{
              to: listingLink,
              label: `See all ${countOf(total, "job")} in this field`,
            }}
            empty={
              <>
                <p className="font-medium text-slate-900">No open positions in {field} right now</p>
                <p className="mt-1 text-sm text-slate-600">
                  New positions are added daily. Meanwhile, browse every open position.
                </p>
                <div className="mt-4">
                  <BrowseAllJobsLink />
                </div>
              </>
            }
          />
        </div>
        <div className="space-y-6">
          {organizations.top.length > 0 && (
            <SideCard title="Organizations hiring" id="organizations-heading">
              <OrganizationList items={organizations.top} />
            </SideCard>
          )}
          {loaderData.typicalOrganizations.length > 0 && (
            <SideCard title="Typical organizations" id="typical-heading">
              <ul className="flex flex-wrap gap-2">
                {loaderData.typicalOrganizations.map((organisation) => (
                  <li key={organisation.slug}>
                    <Link
                      to={`/organization/${organisation.slug}`}
                      title={organisation.name}
                      className="inline-flex min-h-7 items-center rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800 hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
                    >
                      {organisation.shortName}
                      {organisation.shortName !== organisation.name && (
                        <span className="sr-only">: {organisation.name}</span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </SideCard>
          )}
        </div>
      </div>
    </>
  );
}
