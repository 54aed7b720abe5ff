import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { SimplePage } from "#app/components/simple-page";
import { useI18n } from "#app/lib/i18n/i18n";
import { loadSiteInfo, simplePageMeta } from "#app/lib/simple-page-route";
import { coachingSituationLabel } from "#app/lib/i18n/coaching-labels";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["coaching", "newsletter", "pages"] } satisfies I18nHandle;

export const loader = loadSiteInfo;

export const meta: Route.MetaFunction = simplePageMeta("about");

// Names of software and robots.txt lines, the same in every language, read left to right.
const code = (chunks: ReactNode[]) => <code dir="ltr">{chunks}</code>;

export default function About() {
  const i18n = useI18n();
  const { t, rich, href } = i18n;
  return (
    <SimplePage title={t("pages.about.heading")}>
      <p>{t("pages.about.intro")}</p>
      <h2>{t("pages.about.independentHeading")}</h2>
      <p>{t("pages.about.independentText")}</p>
      <h2>{t("pages.about.freeHeading")}</h2>
      <p>
        {rich("pages.about.freeText", {
          planner: (chunks) => <Link to={href("/planner")}>{chunks}</Link>,
          coaching: (chunks) => <Link to={href("/coaching")}>{chunks}</Link>,
        })}
      </p>
      <h2 id="crawler">{t("pages.about.crawlerHeading")}</h2>
      <p>{rich("pages.about.crawlerText", { code })}</p>
      <h2>{t("pages.about.placeNamesHeading")}</h2>
      <p>
        {rich("pages.about.placeNamesText", {
          geonames: (chunks) => <a href="https://www.geonames.org/">{chunks}</a>,
        })}
      </p>
      <h2>{t("pages.about.contactHeading")}</h2>
      <p>
        {rich("pages.about.contactText", {
          // The coaching form's choice for anything that is not a coaching request, as it shows it.
          situation: coachingSituationLabel(i18n, "Other"),
          link: (chunks) => <Link to={href("/coaching#request")}>{chunks}</Link>,
        })}
      </p>
    </SimplePage>
  );
}
