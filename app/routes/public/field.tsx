import { Link, data } from "react-router";
import type { Route } from "./+types/field";
import { getSiteInfo } from "#app/site";
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
import { landingCrumbs, landingPageMeta } from "#app/lib/landing-page";
import { breadcrumbJsonLd } from "#app/lib/structured-data";
import { landingRequest, loadLandingJobs } from "#app/lib/landing-jobs.server";
import { genericFieldContent } from "#app/content/fields";
import { fieldGuide } from "#app/content/guides.server";
import { getFieldLanding, organizationSlugFor } from "#server/modules/landing/get-landing-stats";
import { findFieldBySlug, slugifyField } from "#domain/professional-fields";
import { findOrganisationBySlug } from "#domain/organisations";
import { DEFAULT_LOCALE, localizedPath } from "#domain/interface-locales";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { fieldLabel } from "#app/lib/i18n/data-labels";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["job", "jobs", "landing"] } satisfies I18nHandle;

// The page reads in the language of its address. A few fields have a built-in guide in every
// language (app/content/field-guides/<language>.json: title, description, skills, career paths, a
// note on scope): the page shows it in its language. Any other field gets the page's own words,
// with the field named in the page's language.

type Translate = ReturnType<typeof useI18n>;

/** The title and description: the guide's, else the page's own words in its language. */
function wording(
  i18n: Translate,
  content: { title: string; description: string },
  field: { slug: string; value: string },
  isBuiltIn: boolean,
) {
  if (isBuiltIn || i18n.locale === DEFAULT_LOCALE) return content;
  const name = fieldLabel(i18n, field);
  return {
    title: i18n.t("landing.field.title", { field: name }),
    description: i18n.t("landing.field.description", { field: name }),
  };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const slug = params.field.toLowerCase();
  const field = findFieldBySlug(slug);
  const site = getSiteInfo(context);
  if (!field) return data({ found: false as const, site, slug }, { status: 404 });
  const { db, locale, now } = landingRequest({ context, request });
  const landing = await getFieldLanding(db, field);
  const guide = fieldGuide(slug, locale);
  const content = guide ?? genericFieldContent(field);
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
    isBuiltIn: Boolean(guide),
    typicalOrganizations,
    ...(await loadLandingJobs(db, landing.jobs, now, locale)),
    organizations: landing.organizations,
    levels: landing.levels,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const i18n = metaTranslator(matches);
  if (!loaderData?.found) {
    return [
      { title: `${i18n.t("landing.field.notFoundTitle")} | Blueboard` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { available } = loaderData;
  const field = { slug: loaderData.fieldSlug, value: loaderData.field };
  const { title, description } = wording(i18n, loaderData.content, field, loaderData.isBuiltIn);
  const countText = available > 0 ? `${i18n.t("landing.metaCount", { count: available })} ` : "";
  return landingPageMeta({
    site: loaderData.site,
    title,
    countText,
    description,
    path: localizedPath(loaderData.path, i18n.locale),
  });
};

export default function FieldPage({ loaderData }: Route.ComponentProps) {
  const i18n = useI18n();
  const { t, rich, href, intlLocale } = i18n;
  if (!loaderData.found) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">
          {t("landing.field.notFoundTitle")}
        </h1>
        <p className="mt-2 text-slate-600">{t("landing.field.notFoundText")}</p>
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
  const fieldName = fieldLabel(i18n, { slug: fieldSlug, value: field });
  const { title, description } = wording(
    i18n,
    content,
    { slug: fieldSlug, value: field },
    loaderData.isBuiltIn,
  );
  // A field without a guide has no skills, career paths or scope note.
  const { keySkills, careerPaths, scopeNote } = content;
  const crumbs = landingCrumbs(i18n, title, path);
  const listingLink = href(`/jobs?${new URLSearchParams({ field: fieldSlug }).toString()}`);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.siteUrl, crumbs)} />
      <LandingHero crumbs={crumbs} title={title} description={description}>
        <p className="mt-4 text-sm text-brand-100">
          {rich("landing.field.professionalField", {
            field: fieldName,
            strong: (chunks) => <span className="font-medium text-white">{chunks}</span>,
          })}
        </p>
        <StatGrid
          stats={[
            {
              label: t("landing.stats.activePositions"),
              value: formatActiveCount(available, intlLocale),
            },
            {
              label: t("landing.stats.organizationsHiring"),
              value: organizations.total.toLocaleString(intlLocale),
            },
            {
              label: t("landing.stats.jobLevels"),
              value: levels.length.toLocaleString(intlLocale),
            },
          ]}
        />
      </LandingHero>

      {(keySkills.length > 0 || careerPaths.length > 0) && (
        <div className="mx-auto grid max-w-7xl gap-4 px-4 pt-8 sm:px-6 md:grid-cols-2">
          {keySkills.length > 0 && (
            <SideCard title={t("landing.field.keySkills")} id="skills-heading">
              <ul className="list-disc space-y-1.5 ps-5">
                {keySkills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </SideCard>
          )}
          {careerPaths.length > 0 && (
            <SideCard title={t("landing.field.careerPaths")} id="paths-heading">
              <dl className="space-y-3">
                {careerPaths.map((careerPath) => (
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
          {scopeNote && (
            <p className="mb-4 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
              {scopeNote}
            </p>
          )}
          <LandingJobs
            heading={t("landing.field.jobsHeading", { field: fieldName })}
            jobs={cards}
            total={total}
            sampleTotal={sampleTotal}
            now={now}
            moreLink={{
              to: listingLink,
              label: t("landing.field.seeAll", { count: total }),
            }}
            empty={
              <>
                <p className="font-medium text-slate-900">
                  {t("landing.field.emptyTitle", { field: fieldName })}
                </p>
                <p className="mt-1 text-sm text-slate-600">{t("landing.newDaily")}</p>
                <div className="mt-4">
                  <BrowseAllJobsLink />
                </div>
              </>
            }
          />
        </div>
        <div className="space-y-6">
          {organizations.top.length > 0 && (
            <SideCard title={t("landing.organizationsHiring")} id="organizations-heading">
              <OrganizationList items={organizations.top} />
            </SideCard>
          )}
          {loaderData.typicalOrganizations.length > 0 && (
            <SideCard title={t("landing.field.typicalOrganizations")} id="typical-heading">
              <ul className="flex flex-wrap gap-2">
                {loaderData.typicalOrganizations.map((organisation) => (
                  <li key={organisation.slug}>
                    <Link
                      to={href(`/organization/${organisation.slug}`)}
                      title={organisation.name}
                      className="inline-flex min-h-7 items-center rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800 hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
                    >
                      {organisation.shortName}
                      {organisation.shortName !== organisation.name && (
                        <span className="sr-only">
                          {t("landing.field.fullName", { name: organisation.name })}
                        </span>
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
