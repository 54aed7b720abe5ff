import { Link } from "react-router";
import { useI18n } from "#app/lib/i18n/i18n";
import { LanguageSwitcher } from "./language-switcher";

// Each label is "common.footer.<key>" in the catalogs.
const COLUMNS = [
  {
    title: "platform",
    links: [
      { key: "jobSearch", to: "/jobs" },
      { key: "dashboard", to: "/dashboard" },
      { key: "careerPlanner", to: "/planner" },
      { key: "coaching", to: "/coaching" },
    ],
  },
  {
    title: "resources",
    links: [
      { key: "blog", to: "/blog" },
      { key: "about", to: "/about" },
      { key: "contact", to: "/coaching#request" },
    ],
  },
  {
    title: "legal",
    links: [
      { key: "privacy", to: "/privacy" },
      { key: "terms", to: "/terms" },
    ],
  },
];

export function SiteFooter() {
  const { t, href } = useI18n();
  return (
    <footer className="render-when-visible mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div>
          <p className="text-base font-semibold text-brand-800">Blueboard</p>
          <p className="mt-2 text-sm text-slate-600">{t("common.footer.tagline")}</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">
              {t(`common.footer.${column.title}`)}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link
                    to={href(link.to)}
                    className="text-sm text-slate-600 hover:text-brand-700 hover:underline"
                  >
                    {t(`common.footer.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <p className="text-xs text-slate-600">{t("common.footer.disclaimer")}</p>
          <LanguageSwitcher tone="light" landmark={false} />
        </div>
      </div>
    </footer>
  );
}
