import { Link } from "react-router";
import { useI18n } from "#app/lib/i18n/i18n";

export function NotFoundView() {
  const { t, href } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold tracking-tight text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t("common.notFound.heading")}</h1>
      <p className="mt-2 text-slate-600">{t("common.notFound.text")}</p>
      <Link
        to={href("/")}
        className="mt-8 inline-flex items-center rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t("common.notFound.home")}
      </Link>
    </section>
  );
}
