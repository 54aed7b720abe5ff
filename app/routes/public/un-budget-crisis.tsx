import { Link } from "react-router";
import type { Route } from "./+types/un-budget-crisis";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { JsonLd } from "#app/components/json-ld";
import { ArticleHeader, ArticleWithSidebar } from "#app/components/article-layout";
import { articleJsonLd, breadcrumbJsonLd, type Crumb } from "#app/lib/structured-data";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["newsletter"] } satisfies I18nHandle;

const PATH = "/un-budget-crisis";
const TITLE = "The UN 2026 Budget Crisis: What It Means for Your Career";
const DESCRIPTION =
  "Budget cuts, hiring freezes and staff reductions across the UN system in 2025–2026: what is happening, which jobs are affected and how to keep your career moving.";
const STANDFIRST =
  "The United Nations enters 2026 with less money than it needs. Cuts to the regular budget, unpaid contributions and falling voluntary funding have led to hiring freezes and job losses. Here is how to read the situation as a job seeker.";

const CRUMBS: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog" },
  { name: "The UN 2026 budget crisis", path: PATH },
];

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    site: loaderData?.site,
    title: "The UN 2026 budget crisis and your career",
    description: DESCRIPTION,
    path: PATH,
    type: "article",
  });

export default function UnBudgetCrisis({ loaderData }: Route.ComponentProps) {
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
          datePublished: "2025-10-01",
          keywords: ["UN budget", "hiring freeze", "UN80", "UN careers"],
        })}
      />
      <JsonLd data={breadcrumbJsonLd(site.siteUrl, CRUMBS)} />
      <ArticleHeader
        crumbs={CRUMBS}
        kicker="UN finances"
        title={TITLE}
        date="2025-10"
        dateLabel="October 2025"
        standfirst={STANDFIRST}
      />
      <ArticleWithSidebar
        trending={[
          {
            title: "What does sunsetting UNAIDS mean for global health careers?",
            to: "/unaids-sunset",
          },
          { title: "UN80: five proposed reforms and your career", to: "/blog" },
        ]}
      >
        <h2 id="what-is-happening">What is happening</h2>
        <p>
          The UN's regular budget, which pays for the Secretariat's core work, is funded by assessed
          contributions from Member States. For several years, contributions have arrived late or
          not at all, leaving the Organization with a chronic cash shortage. At the same time, in
          2025 several major donors cut the voluntary funding on which humanitarian and development
          agencies depend.
        </p>
        <p>
          The response has come on several fronts. The Secretariat has restricted recruitment for
          regular-budget posts. For 2026, the Secretary-General proposed a smaller budget with
          substantial cuts to both resources and posts, presented alongside the UN80 reform
          initiative. Many funds, programmes and agencies announced hiring freezes and staff
          reductions of their own in 2025, some of them large.
        </p>
        <p>
          The General Assembly decides the regular budget, and each agency's board decides its own.
          Figures were still moving at the time of writing, so check the latest official documents
          before drawing conclusions about a specific organisation.
        </p>

        <h2 id="who-is-affected">Which jobs are affected</h2>
        <ul>
          <li>
            <strong>Regular-budget Secretariat posts</strong>, where freezes limit new recruitment
            and vacant posts may be abolished rather than filled.
          </li>
          <li>
            <strong>Agencies that relied on a few large donors</strong>, especially in humanitarian
            response, refugees, migration and global health.
          </li>
          <li>
            <strong>Headquarters and high-cost duty stations</strong>, where savings per post are
            greatest and where relocation of some functions to lower-cost locations has been
            discussed.
          </li>
          <li>
            <strong>Entry-level routes</strong> such as internships and junior positions, which are
            often the first to shrink when budgets tighten.
          </li>
        </ul>

        <h2 id="where-hiring-continues">Where hiring continues</h2>
        <p>
          A hiring freeze is rarely total. Organisations still recruit for critical functions,
          emergency operations and posts funded by specific grants. Some areas hold up better:
        </p>
        <ul>
          <li>Emergency and field operations funded by dedicated appeals.</li>
          <li>
            Development banks and international financial institutions, which are funded differently
            from the UN.
          </li>
          <li>Projects financed by earmarked contributions, including many consultancies.</li>
          <li>Finance, data, digital and oversight roles that support efficiency reforms.</li>
        </ul>

        <h2 id="how-to-adapt">How to adapt your job search</h2>
        <ol>
          <li>
            <strong>Broaden your target list.</strong> Include development banks, EU agencies and
            international NGOs alongside UN entities. <Link to="/jobs">Our listing</Link> covers all
            of them.
          </li>
          <li>
            <strong>Read the funding line.</strong> Vacancies funded by a specific project or grant
            state a duration; they are often the ones still open during a freeze.
          </li>
          <li>
            <strong>Consider consultancies and temporary roles.</strong> They keep you current and
            visible, and they are how many careers in the system begin.
          </li>
          <li>
            <strong>Stay ready.</strong> When freezes lift, recruitment can move quickly. Keep your
            P11, references and competency examples up to date.
          </li>
          <li>
            <strong>Use job alerts.</strong> Save a search so new vacancies reach you the day they
            are published.
          </li>
        </ol>

        <h2 id="bottom-line">The bottom line</h2>
        <p>
          The 2026 budget crisis makes international careers harder to enter and, for some staff,
          less secure. It does not end them. Candidates who apply widely, understand how posts are
          funded and can show efficiency and results will still find openings. For the structural
          side of the story, read our <Link to="/blog">overview of the UN80 reforms</Link>.
        </p>
      </ArticleWithSidebar>
    </>
  );
}
