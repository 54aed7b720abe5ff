import { useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { getSiteInfo } from "#app/site";
import { JsonLd } from "#app/components/json-ld";
import { ArticleHeader, PROSE } from "#app/components/article-layout";
import { ArticleStructuredData, articleMeta, useArticleCrumbs } from "#app/components/article-page";
import { NewsletterForm } from "#app/components/newsletter-form";
import {
  ArticleBody,
  preloadArticle,
  loadArticle,
  requestLocale,
  type ArticleInfo,
} from "#app/lib/article-content";
import { useI18n } from "#app/lib/i18n/i18n";
import { faqJsonLd, howToJsonLd } from "#app/lib/structured-data";
import { localizedPath } from "#domain/interface-locales";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["landing", "newsletter", "pages"] } satisfies I18nHandle;

// The blog's one article, in app/content/articles/blog/<language>.mdx: the five reforms' titles
// and tips and the questions are in its `article` export, since the contents, the structured data
// and the page all show them; each reform's text is its <Reform id="…"> block.
const SLUG = "blog";

type Reform = {
  id: string;
  title: string;
  tip: string;
  fullStory?: { to: string; label: string };
};

type BlogInfo = ArticleInfo & {
  howTo: string;
  introduction: string;
  whatNext: string;
  reforms: Reform[];
  faq: { question: string; answer: string }[];
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { site: getSiteInfo(context), locale, article: await loadArticle<BlogInfo>(SLUG, locale) };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadArticle(SLUG, requestLocale(request))]);
  return data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(SLUG, loaderData);

/** One reform of the article: its numbered heading, its text, then its career tip and full story. */
function ReformSection({
  reform,
  number,
  children,
}: {
  reform: Reform;
  number: number;
  children?: ReactNode;
}) {
  const { t, href } = useI18n();
  return (
    <section aria-labelledby={reform.id}>
      <h2 id={reform.id}>{t("pages.articles.numbered", { number, title: reform.title })}</h2>
      {children}
      <div className="mt-5 rounded-lg border-s-4 border-brand-500 bg-brand-50 px-4 py-3 text-base">
        <p className="!mt-0 font-semibold text-brand-900">{t("pages.articles.careerTip")}</p>
        <p className="!mt-1 text-slate-800">{reform.tip}</p>
      </div>
      <p className="text-sm">
        {reform.fullStory ? (
          <Link to={href(reform.fullStory.to)} className="font-semibold">
            {reform.fullStory.label}
          </Link>
        ) : (
          <span className="text-slate-600">{t("pages.articles.fullStorySoon")}</span>
        )}
      </p>
    </section>
  );
}

function Impact({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <h3>{t("pages.articles.careerImpact")}</h3>
      {children}
    </>
  );
}

function TableOfContents({ article }: { article: BlogInfo }) {
  const { t } = useI18n();
  return (
    <details open className="group rounded-lg border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-5 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <span id="toc-heading">{t("pages.articles.tocHeading")}</span>
        <span className="text-sm font-medium text-brand-700">
          <span className="group-open:hidden">{t("pages.articles.tocShow")}</span>
          <span className="hidden group-open:inline">{t("pages.articles.tocHide")}</span>
        </span>
      </summary>
      <nav aria-labelledby="toc-heading" className="border-t border-slate-100 px-5 pt-3 pb-5">
        <ol className="space-y-2 text-sm">
          <li>
            <a href="#introduction" className="text-brand-700 hover:underline">
              {article.introduction}
            </a>
          </li>
          {article.reforms.map((reform, index) => (
            <li key={reform.id}>
              <a href={`#${reform.id}`} className="text-brand-700 hover:underline">
                {t("pages.articles.numbered", { number: index + 1, title: reform.title })}
              </a>
            </li>
          ))}
          <li>
            <a href="#what-next" className="text-brand-700 hover:underline">
              {article.whatNext}
            </a>
          </li>
        </ol>
      </nav>
    </details>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { site, locale, article } = loaderData;
  const { t } = useI18n();
  const crumbs = useArticleCrumbs(SLUG, article);
  const path = localizedPath("/blog", locale);
  // The blocks the article's text is written with; each reform's heading and tip come from its list.
  const components = useMemo(() => {
    const Reform = ({ id, children }: { id: string; children?: ReactNode }) => {
      const index = article.reforms.findIndex((reform) => reform.id === id);
      const reform = article.reforms[index];
      if (!reform) throw new Error(`The blog's text has a reform "${id}" its list lacks`);
      return (
        <ReformSection reform={reform} number={index + 1}>
          {children}
        </ReformSection>
      );
    };
    return { Reform, Impact };
  }, [article]);
  return (
    <>
      <ArticleStructuredData slug={SLUG} data={loaderData} published="2025-09-01" crumbs={crumbs} />
      <JsonLd
        data={howToJsonLd({
          siteUrl: site.siteUrl,
          path,
          name: article.howTo,
          description: article.description,
          steps: article.reforms.map((reform) => ({
            name: reform.title,
            text: reform.tip,
            anchor: reform.id,
          })),
        })}
      />
      <JsonLd data={faqJsonLd(article.faq)} />
      <ArticleHeader
        crumbs={crumbs}
        kicker={article.kicker}
        title={article.title}
        date="2025-09"
        standfirst={article.standfirst}
        narrow
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <TableOfContents article={article} />
        <div className={`${PROSE} mt-4`}>
          <ArticleBody slug={SLUG} components={components} />
          <h2 id="faq">{t("pages.articles.faqHeading")}</h2>
          {article.faq.map((item) => (
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
