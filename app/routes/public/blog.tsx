import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { JsonLd } from "#app/components/json-ld";
import { ArticleHeader, PROSE } from "#app/components/article-layout";
import { NewsletterForm } from "#app/components/newsletter-form";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  howToJsonLd,
  type Crumb,
} from "#app/lib/structured-data";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["newsletter"] } satisfies I18nHandle;

const PATH = "/blog";
const TITLE = "UN80 Reform Initiative: What Five Proposed Changes Mean for Your UN Career";
const DESCRIPTION =
  "The UN80 initiative proposes to sunset UNAIDS, merge UNDP with UNOPS and UNFPA with UN Women, and realign economic expertise. What each change means for jobs.";
const STANDFIRST =
  "In 2025 the Secretary-General launched UN80, a push to make the United Nations leaner and more coherent as it turns 80. Five of its proposals would change where, and how, many people work. Here is what each could mean for your career, and what you can do now.";

type Reform = {
  id: string;
  title: string;
  paragraphs: string[];
  impact: string[];
  tip: string;
  fullStory: string | null;
};

const REFORMS: Reform[] = [
  {
    id: "unaids-sunset",
    title: "Sunsetting UNAIDS",
    paragraphs: [
      "UNAIDS, the Joint United Nations Programme on HIV/AIDS, has coordinated the global AIDS response since the mid-1990s, working with eleven cosponsoring UN organisations. The UN80 proposals would sunset the Programme by the end of 2026 and carry its essential functions into other parts of the system.",
      "The decision belongs to Member States and the Programme's governing board, and the details of what moves where were still being worked out when this article was written. The direction of travel, however, is clear: HIV expertise will sit inside broader health and development organisations rather than in a dedicated secretariat.",
    ],
    impact: [
      "Fewer dedicated HIV coordination posts; HIV work folded into wider public-health roles.",
      "Current UNAIDS staff face transition, with some functions and posts likely to move to cosponsors.",
      "Skills in community engagement, human rights-based health programming and epidemiological data stay in demand elsewhere.",
    ],
    tip: "Describe your HIV experience in broader public-health terms (health systems, data, community engagement) so it fits vacancies at WHO, UNICEF, UNFPA and global health funds.",
    fullStory: "/unaids-sunset",
  },
  {
    id: "undp-unops-merger",
    title: "Merging UNDP and UNOPS",
    paragraphs: [
      "UNDP is the UN's main development agency; UNOPS provides project management, infrastructure and procurement services to the UN and its partners. The proposal would bring them together, combining development programming with the operational capacity to deliver it.",
      "Mergers of this size take years and need the approval of the governing bodies concerned. Expect overlapping support functions (finance, human resources, procurement, IT) to be consolidated first.",
    ],
    impact: [
      "Corporate and support roles are the most exposed to consolidation.",
      "Project managers, engineers and procurement specialists who can also speak the language of development results become more valuable.",
      "Contract modalities may be harmonised over time; UNOPS and UNDP currently use different personnel contracts.",
    ],
    tip: "If you work in operations, document results you delivered for programmes, not only processes you managed; combined organisations look for people who bridge both worlds.",
    fullStory: null,
  },
  {
    id: "unfpa-un-women-merger",
    title: "Merging UNFPA and UN Women",
    paragraphs: [
      "UNFPA, the UN's sexual and reproductive health agency, and UN Women, created in 2010 to champion gender equality, work on closely related issues. The UN80 proposal would combine them into a single entity.",
      "As with the other mergers, timing and design depend on Member States and the executive boards. Country presences, which often overlap, are where the change would be felt soonest.",
    ],
    impact: [
      "Likely consolidation of country and regional offices where both agencies are present.",
      "Demand continues for gender specialists, gender-based violence experts and sexual and reproductive health professionals.",
      "Roles that span both mandates, such as gender data and policy advice, may grow.",
    ],
    tip: "Show that you can work across both mandates: pair your gender-equality experience with health, data or humanitarian programming.",
    fullStory: null,
  },
  {
    id: "economic-expertise",
    title: "Realigning economic expertise",
    paragraphs: [
      "Economic analysis in the UN system is spread across headquarters departments, the regional commissions, UNCTAD and development agencies. UN80 proposes to realign this expertise so that it is less fragmented and better connected to the countries that use it.",
      "This is the least precisely defined of the five proposals. It points towards fewer duplicated research functions and more joint work, rather than towards any single merger.",
    ],
    impact: [
      "Fewer parallel research units; more shared teams and joint flagship publications.",
      "Economists who can translate analysis into policy advice for governments remain in demand.",
      "Data science, statistics and modelling skills help candidates stand out.",
    ],
    tip: "Keep a short portfolio of applied work (policy briefs, models, datasets) that shows impact beyond academic publication.",
    fullStory: null,
  },
  {
    id: "ldc-lldc-sids",
    title: "Support for LDCs, LLDCs and SIDS",
    paragraphs: [
      "The least developed countries (LDCs), landlocked developing countries (LLDCs) and small island developing States (SIDS) each have their own UN agenda and advocacy, currently championed by the Office of the High Representative for these groups (UN-OHRLLS).",
      "UN80 proposes to reorganise how this support is provided so that it reaches countries more directly. The aim is more coherent support, not less attention to these countries; the institutional details were still under discussion.",
    ],
    impact: [
      "Advocacy and coordination roles may be restructured or relocated.",
      "Country-level experience in small island and landlocked states remains scarce and valued.",
      "Climate finance, debt and trade expertise linked to these groups stays relevant.",
    ],
    tip: "Field experience in a small island or landlocked country is a differentiator: make it prominent in your application and P11.",
    fullStory: null,
  },
];

const FAQ = [
  {
    question: "What is the UN80 initiative?",
    answer:
      "UN80 is a reform initiative launched by the UN Secretary-General in 2025, the year the UN turned 80. It looks for efficiencies, reviews how mandates are implemented and proposes structural changes, including mergers and the sunsetting of some entities.",
  },
  {
    question: "Are the UN80 mergers already decided?",
    answer:
      "No. The proposals need decisions by Member States and the governing bodies of the organisations concerned. Some changes may take years, and designs can change along the way.",
  },
  {
    question: "Should I still apply for UN jobs during the reform?",
    answer:
      "Yes. Organisations keep recruiting for priority roles, and reform creates new needs. Apply selectively, read each vacancy's contract type and duration, and keep your options open across several organisations.",
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

const CRUMBS: Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Blog", path: PATH },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    site: loaderData?.site,
    title: "UN80 reform: what it means for your UN career",
    description: DESCRIPTION,
    path: PATH,
    type: "article",
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
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
          keywords: [
            "UN80",
            "UN reform",
            "UNAIDS",
            "UNDP",
            "UNOPS",
            "UNFPA",
            "UN Women",
            "UN careers",
          ],
        })}
      />
      <JsonLd
        data={howToJsonLd({
          siteUrl: site.siteUrl,
          path: PATH,
          name: "How to prepare your UN career for the UN80 reforms",
          description: DESCRIPTION,
          steps: REFORMS.map((reform) => ({
            name: reform.title,
            text: reform.tip,
            anchor: reform.id,
          })),
        })}
      />
      <JsonLd data={faqJsonLd(FAQ)} />
      <JsonLd data={breadcrumbJsonLd(site.siteUrl, CRUMBS)} />
      <ArticleHeader
        crumbs={CRUMBS}
        kicker="UN reform"
        title={TITLE}
        date="2025-09"
        dateLabel="September 2025"
        standfirst={STANDFIRST}
        narrow
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <details open className="group rounded-lg border border-slate-200 bg-white">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-5 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            <span id="toc-heading">Table of contents</span>
            <span className="text-sm font-medium text-brand-700">
              <span className="group-open:hidden">Show</span>
              <span className="hidden group-open:inline">Hide</span>
            </span>
          </summary>
          <nav aria-labelledby="toc-heading" className="border-t border-slate-100 px-5 pt-3 pb-5">
            <ol className="space-y-2 text-sm">
              <li>
                <a href="#introduction" className="text-brand-700 hover:underline">
                  Introduction
                </a>
              </li>
              {REFORMS.map((reform, index) => (
                <li key={reform.id}>
                  <a href={`#${reform.id}`} className="text-brand-700 hover:underline">
                    {index + 1}. {reform.title}
                  </a>
                </li>
              ))}
              <li>
                <a href="#what-next" className="text-brand-700 hover:underline">
                  What to do next
                </a>
              </li>
            </ol>
          </nav>
        </details>

        <div className={`${PROSE} mt-4`}>
          <h2 id="introduction">Introduction</h2>
          <p>
            The United Nations turned 80 in 2025 under severe financial pressure. Unpaid and late
            contributions to the regular budget and sharp cuts in voluntary funding from several
            donors forced hiring freezes and staff reductions across the system. Against that
            background, Secretary-General António Guterres launched the UN80 initiative to find
            efficiencies, review how the Organization delivers its mandates and propose structural
            change.
          </p>
          <p>
            The structural proposals are the ones job seekers ask us about most. They are proposals,
            not decisions: Member States and governing boards have the final word, and large mergers
            take years. But they already shape hiring plans, so it pays to understand them.
          </p>
          <p>
            Below are five of the changes under discussion, what each could mean for jobs and one
            practical step you can take for each.
          </p>

          {REFORMS.map((reform, index) => (
            <section key={reform.id} aria-labelledby={reform.id}>
              <h2 id={reform.id}>
                {index + 1}. {reform.title}
              </h2>
              {reform.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              <h3>Career impact</h3>
              <ul>
                {reform.impact.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <div className="mt-5 rounded-lg border-l-4 border-brand-500 bg-brand-50 px-4 py-3 text-base">
                <p className="!mt-0 font-semibold text-brand-900">Career tip</p>
                <p className="!mt-1 text-slate-800">{reform.tip}</p>
              </div>
              <p className="text-sm">
                {reform.fullStory ? (
                  <Link to={reform.fullStory} className="font-semibold">
                    Read the full story: what sunsetting UNAIDS means for global health careers
                  </Link>
                ) : (
                  <span className="text-slate-600">Full story coming soon</span>
                )}
              </p>
            </section>
          ))}

          <h2 id="what-next">What to do next</h2>
          <p>
            Reform periods are uncertain, but they are not frozen. Organisations still recruit for
            the skills they need most, and mergers create new roles as well as removing old ones.
            Three habits help in any scenario:
          </p>
          <ul>
            <li>
              Apply across several organisations rather than waiting for one. Our{" "}
              <Link to="/jobs">job listing</Link> covers the whole UN system and beyond.
            </li>
            <li>
              Read the contract type and duration of every vacancy: temporary and project-based
              roles are more common while structures change.
            </li>
            <li>
              Keep your personal history form (P11) and competency examples up to date so you can
              apply quickly when the right role opens.
            </li>
          </ul>
          <p>
            We will follow each proposal as decisions are taken. Subscribe below to hear when new
            analysis is published.
          </p>

          <h2 id="faq">Frequently asked questions</h2>
          {FAQ.map((item) => (
            <div key={item.question}>
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </div>
          ))}
        </div>

        <div className="mt-12">
          <NewsletterForm id="subscribe" />
        </div>
      </div>
    </>
  );
}
