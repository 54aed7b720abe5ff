import { useEffect } from "react";
import { Link, useNavigate } from "react-router";

/** How long "Access Denied" stays on screen before the dashboard replaces it (with JavaScript). */
const ACCESS_DENIED_DELAY_MS = 500;

/**
 * A signed-in user without the admin role: the message, then their dashboard. With JavaScript
 * after half a second, so the message is seen; without it at once, by the refresh in <noscript>
 * (inert when scripts run), with the link for browsers that ignore refreshes.
 */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate("/dashboard", { replace: true }),
      ACCESS_DENIED_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <noscript>
        <meta httpEquiv="refresh" content="0;url=/dashboard" />
      </noscript>
      <h1 className="text-2xl font-semibold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-600">
        You don't have permission to access the admin dashboard.
      </p>
      <Link
        to="/dashboard"
        className="mt-6 inline-flex rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white"
      >
        Go to your dashboard
      </Link>
    </section>
  );
}
