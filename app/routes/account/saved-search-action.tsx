import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { PAGE_NOTICES, withNotice, type PageNoticeCode } from "#domain/page-notices";
import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-search-action";
import { assertSameOrigin, getRequestInfo, getUser } from "#app/lib/account.server";
import {
  SavedSearchDuplicateError,
  SavedSearchLimitError,
  createSavedSearch,
} from "#server/modules/accounts/saved-searches";
import { saveSearchFormSchema } from "#server/modules/accounts/saved-search-form";
import { readForm } from "#app/lib/request-body.server";
import { replyErrors } from "#app/lib/reply-errors";
import { localizedPath, splitLocalePath, type Locale } from "#domain/interface-locales";

// The /jobs "Save this search" form: stores every current filter under a name. The form is read
// with its schema (`saveSearchFormSchema`); a refusal is Conform's reply, whose errors are notice
// codes ("account.notices.<code>" in the catalogs): the schema's, or the store's (the limit, a
// search already saved) as form errors. Without JavaScript it leads to the dashboard, which says
// at its top what happened; with it, a fetcher reads the JSON, shows a toast and the error under
// the name. Either way the words are said in the language of the listing it came from.

export type SaveSearchResult =
  | { ok: true; notice: "search-saved"; name: string }
  | {
      ok: false;
      result: SubmissionResult<string[]>;
      /** With "search-duplicate": the name the same search is saved under. */
      savedAs?: string;
    };

/** The language of the listing the form was on (its Referer), for the pages it leads to. */
function listingLocale(request: Request): Locale {
  const referer = request.headers.get("referer");
  if (!referer) return "en";
  try {
    return splitLocalePath(new URL(referer).pathname).locale;
  } catch {
    return "en";
  }
}

/** The notice a refused form leads to without JavaScript: its first error. */
function noticeOf(result: SubmissionResult<string[]>): PageNoticeCode {
  const isNotice = (code: string): code is keyof typeof PAGE_NOTICES =>
    Object.hasOwn(PAGE_NOTICES, code);
  return replyErrors(result).find(isNotice) ?? "search-invalid";
}

export function loader() {
  return redirect("/dashboard");
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await readForm(request);
  const wantsJson = form.get("js") === "1";
  const user = await getUser(request, context);
  const locale = listingLocale(request);
  if (!user) {
    const queryValue = form.get("query");
    const query = typeof queryValue === "string" ? queryValue : "";
    const back = localizedPath(`/jobs${query ? `?${query}` : ""}`, locale);
    throw redirect(localizedPath(`/auth?redirectTo=${encodeURIComponent(back)}`, locale));
  }
  const dashboard = localizedPath("/dashboard", locale);
  const refuse = (result: SubmissionResult<string[]>, status: number, savedAs?: string) => {
    if (!wantsJson) throw redirect(withNotice(dashboard, noticeOf(result)));
    const refused: SaveSearchResult = { ok: false, result, ...(savedAs ? { savedAs } : {}) };
    return data(refused, { status });
  };
  const submission = parseWithZod(form, { schema: saveSearchFormSchema });
  if (submission.status !== "success") return refuse(submission.reply(), 400);
  try {
    const saved = await createSavedSearch(getRequestInfo(context).services.db, user.id, {
      name: submission.value.name ?? "",
      params: new URLSearchParams(submission.value.query),
    });
    if (!wantsJson) throw redirect(withNotice(dashboard, "search-saved"));
    return { ok: true, notice: "search-saved", name: saved.name } satisfies SaveSearchResult;
  } catch (error) {
    if (error instanceof SavedSearchDuplicateError)
      return refuse(
        submission.reply({ formErrors: ["search-duplicate"] }),
        409,
        error.existingName,
      );
    if (error instanceof SavedSearchLimitError)
      return refuse(submission.reply({ formErrors: ["search-limit"] }), 400);
    throw error;
  }
}
