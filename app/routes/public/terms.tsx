import { Fragment } from "react";
import type { Route } from "./+types/terms";
import { SimplePage } from "#app/components/simple-page";
import { useI18n } from "#app/lib/i18n/i18n";
import { loadSiteInfo, simplePageMeta } from "#app/lib/simple-page-route";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["newsletter", "pages"] } satisfies I18nHandle;

// The sections, in order: "pages.terms.<key>Heading" and "…Text" in the catalogs.
const SECTIONS = ["service", "affiliation", "account", "coaching", "liability"];

export const loader = loadSiteInfo;

export const meta: Route.MetaFunction = simplePageMeta("terms");

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
