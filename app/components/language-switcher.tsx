import { useLocation } from "react-router";
import {
  LOCALES,
  LOCALE_NAMES,
  isLocalizedPage,
  localizedPath,
  splitLocalePath,
} from "#domain/interface-locales";
import { useI18n } from "#app/lib/i18n/i18n";

/**
 * The same page in each language of the interface: plain links (a full page load, so the new
 * language's messages come with it) that keep the path and the query string. A page with a single
 * address (the account, the admin) links to each language's home instead.
 */
export function LanguageSwitcher({
  tone,
  landmark = true,
}: {
  tone: "dark" | "light";
  /** False for a second copy on the same page (the footer's), a labelled group rather than a
   * second navigation landmark of the same name. */
  landmark?: boolean;
}) {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  const { path } = splitLocalePath(pathname);
  const target = isLocalizedPage(path) ? `${path}${search}` : "/";
  const linkClass =
    tone === "dark"
      ? "rounded px-1.5 py-1 text-brand-100 hover:bg-white/10 hover:text-white"
      : "rounded px-1.5 py-1 text-slate-600 hover:text-brand-700 hover:underline";
  const currentClass =
    tone === "dark"
      ? "rounded px-1.5 py-1 font-semibold text-white"
      : "rounded px-1.5 py-1 font-semibold text-slate-900";
  const list = (
    <ul className="flex flex-wrap items-center gap-1 text-sm">
      {LOCALES.map((option) => (
        <li key={option}>
          {option === locale ? (
            <span lang={option} aria-current="true" className={currentClass}>
              {LOCALE_NAMES[option]}
            </span>
          ) : (
            <a
              href={localizedPath(target, option)}
              hrefLang={option}
              lang={option}
              className={linkClass}
            >
              {LOCALE_NAMES[option]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
  return landmark ? (
    <nav aria-label={t("common.language.switcherLabel")}>{list}</nav>
  ) : (
    <div role="group" aria-label={t("common.language.switcherLabel")}>
      {list}
    </div>
  );
}
