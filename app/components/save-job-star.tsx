import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { showToast } from "./toast";
import { useI18n } from "#app/lib/i18n/i18n";
import { withoutNotice } from "#domain/page-notices";

import type { SaveJobResult } from "#app/routes/account/saved-job-action";

/**
 * The save star of a job card: a button in a small POST form (works without JavaScript); with
 * JavaScript a fetcher toggles it in place and shows a "Saved" or "Removed" toast.
 */
export function SaveJobStar({
  jobId,
  saved,
  title,
}: {
  jobId: string;
  saved: boolean;
  title: string;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<SaveJobResult>();
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<SaveJobResult | null>(null);
  const pendingIntent = fetcher.formData?.get("intent");
  const isSaved =
    pendingIntent !== undefined && pendingIntent !== null
      ? pendingIntent === "save"
      : fetcher.data?.ok
        ? fetcher.data.saved
        : saved;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    showToast(
      t(
        result.notice === "sign-in-required"
          ? "account.auth.signInRequired"
          : `account.notices.${result.notice}`,
      ),
      result.ok ? "info" : "error",
    );
    if (!result.ok && result.signIn) {
      void navigate(result.signIn);
      return;
    }
    // The notice at the top of the page told the outcome of an earlier form; the toast now tells
    // this one, so the address loses the old notice (replaced, so Back does not bring it again).
    if (new URLSearchParams(location.search).has("notice")) {
      const search = withoutNotice(location.search);
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "" },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [fetcher.state, fetcher.data, navigate, t, location.pathname, location.search]);

  const label = t(
    isSaved ? "account.dashboard.savedJobs.remove" : "account.dashboard.savedJobs.save",
    { title },
  );
  return (
    <fetcher.Form
      method="post"
      action="/account/saved-jobs"
      className="inline-flex"
      onSubmit={(event) => {
        // Tell the action to answer in JSON for the fetcher.
        const form = event.currentTarget;
        const js = form.elements.namedItem("js") as HTMLInputElement | null;
        if (js) js.value = "1";
      }}
    >
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="intent" value={isSaved ? "unsave" : "save"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <input type="hidden" name="js" value="0" />
      <button
        type="submit"
        aria-label={label}
        aria-pressed={isSaved}
        title={t(
          isSaved
            ? "account.dashboard.savedJobs.savedTitle"
            : "account.dashboard.savedJobs.saveTitle",
        )}
        className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-amber-500"
      >
        <StarIcon filled={isSaved} />
      </button>
    </fetcher.Form>
  );
}

/**
 * The save star for someone not signed in: a link to sign in that comes back to this page, where
 * the star then saves (a plain link, so it needs no script).
 */
export function SaveJobSignInLink({ title, returnTo }: { title: string; returnTo: string }) {
  const { t, href } = useI18n();
  return (
    <Link
      to={href(`/auth?redirectTo=${encodeURIComponent(returnTo)}`)}
      aria-label={t("job.signInToSaveLabel", { title })}
      title={t("job.signInToSave")}
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-amber-500"
    >
      <StarIcon filled={false} />
    </Link>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`h-5 w-5 ${filled ? "text-amber-500" : ""}`}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path
        strokeLinejoin="round"
        d="m10 2.5 2.3 4.7 5.2.8-3.8 3.6.9 5.2-4.6-2.4-4.6 2.4.9-5.2L2.5 8l5.2-.8L10 2.5Z"
      />
    </svg>
  );
}
