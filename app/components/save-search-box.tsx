import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "./toast";
import { useI18n } from "#app/lib/i18n/i18n";
import type { SaveSearchResult } from "#app/routes/account/saved-search-action";

/** What the action answered, in the page's language. */
function resultText(result: SaveSearchResult, t: ReturnType<typeof useI18n>["t"]): string {
  if (result.notice === "search-saved")
    return t("account.dashboard.saveSearch.saved", { name: result.name });
  if (result.notice === "search-duplicate")
    return t("account.dashboard.saveSearch.duplicate", { name: result.name });
  return t(`account.notices.${result.notice}`);
}

/** "Save this search" for signed-in visitors: every current filter, under a name. */
export function SaveSearchBox({ search }: { search: string }) {
  const { t } = useI18n();
  const fetcher = useFetcher<SaveSearchResult>();
  const handled = useRef<SaveSearchResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    showToast(resultText(result, t), result.ok ? "info" : "error");
    if (result.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data, t]);
  const error = fetcher.data && !fetcher.data.ok ? resultText(fetcher.data, t) : null;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/account/saved-searches"
      className="mt-3 space-y-2"
      onSubmit={(event) => {
        const js = event.currentTarget.elements.namedItem("js") as HTMLInputElement | null;
        if (js) js.value = "1";
      }}
    >
      <input type="hidden" name="query" value={search} />
      <input type="hidden" name="js" value="0" />
      <label htmlFor="saved-search-name" className="block text-sm font-medium text-slate-800">
        {t("account.dashboard.saveSearch.name")}
      </label>
      <input
        id="saved-search-name"
        name="name"
        maxLength={100}
        placeholder={t("account.dashboard.saveSearch.placeholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "saved-search-error" : undefined}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      {error && (
        <p id="saved-search-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="inline-flex min-h-9 items-center rounded-md bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {t("account.dashboard.saveSearch.submit")}
      </button>
    </fetcher.Form>
  );
}
