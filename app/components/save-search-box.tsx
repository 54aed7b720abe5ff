import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "./toast";
import { useI18n } from "#app/lib/i18n/i18n";
import { fieldErrorProps, replyErrors } from "#app/lib/reply-errors";
import type { SaveSearchResult } from "#app/routes/account/saved-search-action";

type Translate = ReturnType<typeof useI18n>["t"];

/** The errors of a refusal (notice codes of the form's schema or of the store), in words. */
function errorTexts(result: SaveSearchResult | undefined, t: Translate): string[] | undefined {
  if (!result || result.ok) return undefined;
  return replyErrors(result.result).map((code) =>
    code === "search-duplicate" && result.savedAs
      ? t("account.dashboard.saveSearch.duplicate", { name: result.savedAs })
      : t(`account.notices.${code}`),
  );
}

/**
 * "Save this search" for signed-in visitors: every current filter, under a name. The server reads
 * the form with its schema and answers Conform's reply; /jobs has no room in its script budget for
 * Conform's hook, so the name field reads the reply's errors itself (`reply-errors.ts`).
 */
export function SaveSearchBox({ search }: { search: string }) {
  const { t } = useI18n();
  const fetcher = useFetcher<SaveSearchResult>();
  const handled = useRef<SaveSearchResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    const text = result.ok
      ? t("account.dashboard.saveSearch.saved", { name: result.name })
      : (errorTexts(result, t) ?? []).join(" ");
    showToast(text, result.ok ? "info" : "error");
    if (result.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data, t]);
  const errors = errorTexts(fetcher.data, t);
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
        {...fieldErrorProps(errors, "saved-search-error")}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      {errors?.length ? (
        <p id="saved-search-error" role="alert" className="text-sm text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
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
