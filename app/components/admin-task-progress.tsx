import { useEffect, type ReactNode } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import type { AdminTaskRunView } from "#server/modules/admin/admin-task-runs";
import { formatAdminTime } from "./email-status-badge";

/** How often a running run's page asks for fresh progress (with JavaScript), in milliseconds. */
const POLL_MS = 1500;
/** The same without JavaScript: the page reloads itself, in seconds. */
const REFRESH_SECONDS = 2;

export const isRunning = (run: Pick<AdminTaskRunView, "status">) =>
  run.status === "queued" || run.status === "running";

/**
 * A background admin run: how far it is (items done of total, errors so far), updated without a
 * reload while it runs (the page's loader is asked again; without JavaScript the page refreshes
 * itself), then its outcome, which stays on the page.
 */
export function AdminTaskProgress({
  run,
  title,
  children,
}: {
  run: AdminTaskRunView;
  title: string;
  /** The outcome of a finished run. */
  children?: ReactNode;
}) {
  const revalidator = useRevalidator();
  const location = useLocation();
  const running = isRunning(run);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const percent =
    run.total && run.total > 0 ? Math.min(100, Math.round((run.done / run.total) * 100)) : null;
  return (
    <section
      aria-labelledby={`run-${run.id}`}
      className="mt-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      {running && (
        <noscript>
          <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />
        </noscript>
      )}
      <h3 id={`run-${run.id}`} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        Asked for by {run.requestedByEmail} at {formatAdminTime(run.createdAt)} UTC
        {run.finishedAt ? ` · finished ${formatAdminTime(run.finishedAt)} UTC` : ""}
      </p>
      <div role="status" aria-live="polite" className="mt-3 text-sm text-slate-800">
        {run.status === "queued" && <p>Queued: waiting for a worker to start it…</p>}
        {run.status === "running" &&
          (run.stage ? (
            // A run in stages: what it does now, and items done of total once the total is known.
            <p>
              Running: {run.stage}
              {run.total !== null
                ? `: ${run.done.toLocaleString("en")} of ${run.total.toLocaleString("en")} done`
                : ""}
              {run.errors > 0 ? `, ${run.errors} errors so far` : ", no errors so far"}
            </p>
          ) : (
            <p>
              Running: {run.done.toLocaleString("en")}
              {run.total !== null ? ` of ${run.total.toLocaleString("en")}` : ""} done
              {run.errors > 0 ? `, ${run.errors} errors so far` : ", no errors so far"}
            </p>
          ))}
        {run.status === "completed" && (
          <p>
            Completed: {run.done.toLocaleString("en")}
            {run.total !== null ? ` of ${run.total.toLocaleString("en")}` : ""} done, {run.errors}{" "}
            error{run.errors === 1 ? "" : "s"}
          </p>
        )}
      </div>
      {running && (
        <>
          <progress
            className="mt-2 h-2 w-full"
            aria-label={`${title}: progress`}
            max={100}
            {...(percent !== null ? { value: percent } : {})}
          />
          <p className="mt-2 text-xs text-slate-600">
            This page updates itself.{" "}
            <Link
              to={`${location.pathname}${location.search}`}
              className="font-medium text-brand-700 underline"
            >
              Refresh now
            </Link>
          </p>
        </>
      )}
      {!running && children}
    </section>
  );
}
