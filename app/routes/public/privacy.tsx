import type { Route } from "./+types/privacy";
import { getSiteInfo } from "#app/site";
import { pageMeta } from "#app/seo";
import { SimplePage } from "#app/components/simple-page";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { localizedPath } from "#domain/interface-locales";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["newsletter", "pages"] } satisfies I18nHandle;

// What we keep, one item each: "pages.privacy.<key>Label" and "…Text" in the catalogs.
const KEPT = ["account", "cv", "newsletter", "coaching", "logs"];

export function loader({ context }: Route.LoaderArgs) {
  return { site: getSiteInfo(context) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = metaTranslator(matches);
  return pageMeta({
    site: loaderData?.site,
    title: t("pages.privacy.title"),
    description: t("pages.privacy.description"),
    path: localizedPath("/privacy", locale),
  });
};

export default function Privacy() {
  const { t } = useI18n();
  return (
    <SimplePage title={t("pages.privacy.heading")} updated="2026">
      <p>{t("pages.privacy.intro")}</p>
      <h2>{t("pages.privacy.keepHeading")}</h2>
      <ul>
        {KEPT.map((key) => (
          <li key={key}>
            <strong>{t(`pages.privacy.${key}Label`)}</strong> {t(`pages.privacy.${key}Text`)}
          </li>
        ))}
      </ul>
      <h2>{t("pages.privacy.notDoHeading")}</h2>
      <p>{t("pages.privacy.notDoText")}</p>
      <h2>{t("pages.privacy.choicesHeading")}</h2>
      <p>{t("pages.privacy.choicesText")}</p>
    </SimplePage>
  );
}
