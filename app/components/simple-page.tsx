import type { ReactNode } from "react";
import { PROSE } from "./article-layout";
import { useI18n } from "#app/lib/i18n/i18n";

/** A plain text page (about, privacy, terms): a title, an update line and prose. */
export function SimplePage({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {updated && (
        <p className="mt-2 text-sm text-slate-600">{t("pages.lastUpdated", { date: updated })}</p>
      )}
      <div
        className={`${PROSE} mt-6 rounded-lg border border-slate-200 bg-white p-6 sm:p-8 [&>*:first-child]:mt-0`}
      >
        {children}
      </div>
    </section>
  );
}
