import { Link } from "react-router";
import type { Route } from "./+types/unaids-sunset";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { JsonLd } from "#app/components/json-ld";
import { ArticleHeader, ArticleWithSidebar } from "#app/components/article-layout";
import { articleJsonLd, breadcrumbJsonLd, type Crumb } from "#app/lib/structured-data";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["newsletter"] } satisfies I18nHandle;

const PATH = "/unaids-sunset";
const TITLE = "What Does Sunsetting UNAIDS Mean for Global Health Careers?";
const DESCRIPTION =
  "The UN80 reform proposes to sunset UNAIDS by the end of 2026. What it means for HIV and global health jobs, which skills stay in demand and how to prepare.";
const STANDFIRST =
  "A proposal to close the Joint United Nations Programme on HIV/AIDS by the end of 2026 marks a turning point for the global HIV response and for the people who work in it. Here is what is changing, and how to position yourself.";

const CRUMBS: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog" },
  { name: "Sunsetting UNAIDS", path: PATH },
];

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    site: loaderData?.site,
    title: TITLE,
    description: DESCRIPTION,
    path: PATH,
    type: "article",
  });

export default function UnaidsSunset({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          siteUrl: site.siteUrl,
          siteName: site.siteName,
          path: PATH,
          headline: TITLE,
          description: STANDFIRST,
          datePublished: "2025-09-01",
          keywords: ["UNAIDS", "UN80", "HIV", "global health careers"],
        })}
      />
      <JsonLd data={breadcrumbJsonLd(site.siteUrl, CRUMBS)} />
      <ArticleHeader
        crumbs={CRUMBS}
        kicker="Global health"
        title={TITLE}
        date="2025-09"
        dateLabel="September 2025"
        standfirst={STANDFIRST}
      />
      <ArticleWithSidebar
        trending={[
          { title: "UN80: five proposed reforms and your career", to: "/blog" },
          { title: "The UN 2026 budget crisis and your career", to: "/un-budget-crisis" },
          { title: "Public health jobs across the UN system", to: "/field/public-health" },
          { title: "Working for WHO: open positions and profile", to: "/organization/who" },
        ]}
      >
        <h2 id="what-is-happening">What is happening</h2>
        <p>
          UNAIDS was set up in the mid-1990s to lead and coordinate the world's response to HIV,
          bringing together eleven UN cosponsors, from WHO and UNICEF to the World Bank, under one
          joint programme with its own secretariat in Geneva and offices in many countries.
        </p>
        <p>
          As part of the UN80 reform initiative launched by the Secretary-General in 2025, the
          proposals put forward in 2025 would sunset UNAIDS by the end of 2026 and carry its
          essential functions into other parts of the UN system. The change follows a year in which
          UNAIDS, like much of the global health sector, lost a large share of its funding and had
          already reduced its staff.
        </p>
        <p>
          The final decision rests with Member States and the Programme Coordinating Board, the
          joint programme's governing body. Which functions move where, and on what timetable, was
          still being worked out at the time of writing.
        </p>

        <h2 id="what-it-means">What it means for jobs</h2>
        <p>
          In the short term, fewer vacancies carry "HIV" in the title. Dedicated coordination and
          advocacy posts are the most affected, both at the UNAIDS secretariat and in country
          offices. Recruitment for those roles has slowed sharply.
        </p>
        <p>
          The work itself does not disappear. Over time, expect it to show up under other names:
        </p>
        <ul>
          <li>
            <strong>Integrated health roles</strong> at WHO, UNICEF and UNFPA that combine HIV with
            primary health care, maternal and child health or sexual and reproductive health.
          </li>
          <li>
            <strong>Global health financing</strong> with the Global Fund and other funds that
            finance HIV programmes, where grant management and country-level monitoring matter.
          </li>
          <li>
            <strong>Community and rights-based programming</strong>, increasingly run by national
            governments and civil-society organisations, including in advisory or consultancy roles.
          </li>
          <li>
            <strong>Health data and surveillance</strong>, where experience with HIV estimates,
            programme data and health information systems transfers well.
          </li>
        </ul>

        <h2 id="skills">Skills that stay in demand</h2>
        <ul>
          <li>Epidemiology, surveillance and health data analysis.</li>
          <li>Health systems strengthening and primary health care.</li>
          <li>Community engagement and human rights-based approaches to health.</li>
          <li>Grant management and reporting to major health funders.</li>
          <li>Working with governments on sustainable, domestically financed programmes.</li>
        </ul>

        <h2 id="how-to-prepare">How to prepare</h2>
        <ol>
          <li>
            <strong>Reframe your experience.</strong> Describe HIV work in terms that travel:
            programme management, health systems, data, partnerships and results.
          </li>
          <li>
            <strong>Widen your search.</strong> Follow{" "}
            <Link to="/field/public-health">public health vacancies</Link> across organisations, not
            only HIV-specific posts.
          </li>
          <li>
            <strong>Look at national and regional roles.</strong> As responsibility shifts to
            countries, ministries, regional bodies and NGOs recruit for skills once concentrated in
            the UN.
          </li>
          <li>
            <strong>Keep your P11 and competency examples ready.</strong> When a merger or transfer
            opens new posts, the first applications are often the strongest.
          </li>
        </ol>

        <h2 id="bottom-line">The bottom line</h2>
        <p>
          Sunsetting UNAIDS is the end of an institution, not of the HIV response. People who can
          show broad public-health skills, and the results they achieved with them, will find that
          their experience remains valued across the system. Read our{" "}
          <Link to="/blog">overview of the five UN80 reforms</Link> for the wider picture.
        </p>
      </ArticleWithSidebar>
    </>
  );
}
