import type { Route } from "./+types/privacy";
import { SimplePage } from "#app/components/simple-page";
import { useI18n } from "#app/lib/i18n/i18n";
import { loadSiteInfo, simplePageMeta } from "#app/lib/simple-page-route";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["newsletter", "pages"] } satisfies I18nHandle;

// What we keep, one item each: "pages.privacy.<key>Label" and "…Text" in the catalogs.
const KEPT = ["account", "cv", "newsletter", "coaching", "logs"];

export const loader = loadSiteInfo;

export const meta: Route.MetaFunction = simplePageMeta("privacy");

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
