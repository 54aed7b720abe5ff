import { Link } from "react-router";
import type { Crumb } from "#app/lib/structured-data";

/** Home > … > current page. The last crumb is the current page and is not a link. */
export function Breadcrumbs({
  crumbs,
  tone = "light",
  label = "Breadcrumb",
}: {
  crumbs: Crumb[];
  tone?: "light" | "dark";
  /** The navigation's name, in the page's language on translated pages. */
  label?: string;
}) {
  const linkClass =
    tone === "dark"
      ? "text-brand-100 hover:text-white hover:underline"
      : "text-brand-700 hover:underline";
  const textClass = tone === "dark" ? "text-white" : "text-slate-700";
  const separatorClass = tone === "dark" ? "text-brand-200" : "text-slate-400";
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {isLast ? (
                <span aria-current="page" className={`font-medium ${textClass}`}>
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className={`rounded-sm ${linkClass}`}>
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true" className={separatorClass}>
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
