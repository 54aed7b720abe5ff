import { Fragment } from "react";
import type { Route } from "./+types/terms";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { SimplePage } from "#app/components/simple-page";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { localizedPath } from "#domain/interface-locales";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["newsletter", "pages"] } satisfies I18nHandle;

// The sections, in order: "pages.terms.<key>Heading" and "…Text" in the catalogs.
const SECTIONS = ["service", "affiliation", "account", "coaching", "liability"];

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    site: loaderData?.site,
    title: t("pages.terms.title"),
    description: t("pages.terms.description"),
    path: localizedPath("/terms", locale),
  });
};

export default function Terms() {
  const { t } = useI18n();
  return (
    <SimplePage title={t("pages.terms.heading")} updated="2026">
      {SECTIONS.map((key) => (
        <Fragment key={key}>
          <h2>{t(`pages.terms.${key}Heading`)}</h2>
          <p>{t(`pages.terms.${key}Text`)}</p>
        </Fragment>
      ))}
    </SimplePage>
  );
}
