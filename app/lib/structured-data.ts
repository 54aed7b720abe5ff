// Schema.org blocks for the content pages (Article, BreadcrumbList, HowTo, FAQPage) and the text
// limits: an SEO description has at most 160 characters, a structured-data description 500.

export const SEO_DESCRIPTION_LIMIT = 160;
export const STRUCTURED_DESCRIPTION_LIMIT = 500;

/** Cuts text at a word boundary to at most `limit` characters, ending with an ellipsis when cut. */
export function truncate(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

export function articleJsonLd(input: {
  siteUrl: string;
  siteName: string;
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified?: string;
  keywords?: string[];
  /** The language the article is written in (default English). */
  inLanguage?: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: truncate(input.headline, 110),
    description: truncate(input.description, STRUCTURED_DESCRIPTION_LIMIT),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    mainEntityOfPage: { "@type": "WebPage", "@id": `${input.siteUrl}${input.path}` },
    url: `${input.siteUrl}${input.path}`,
    image: [`${input.siteUrl}/og-image.png`],
    inLanguage: input.inLanguage ?? "en",
    author: {
      "@type": "Organization",
      name: `${input.siteName} editorial team`,
      url: input.siteUrl,
    },
    publisher: {
      "@type": "Organization",
      name: input.siteName,
      url: input.siteUrl,
      logo: { "@type": "ImageObject", url: `${input.siteUrl}/favicon.svg` },
    },
    ...(input.keywords ? { keywords: input.keywords.join(", ") } : {}),
  };
}

export function howToJsonLd(input: {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
  steps: { name: string; text: string; anchor: string }[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: input.name,
    description: truncate(input.description, STRUCTURED_DESCRIPTION_LIMIT),
    step: input.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      text: truncate(step.text, STRUCTURED_DESCRIPTION_LIMIT),
      url: `${input.siteUrl}${input.path}#${step.anchor}`,
    })),
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: truncate(item.answer, STRUCTURED_DESCRIPTION_LIMIT),
      },
    })),
  };
}
