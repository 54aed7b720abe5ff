import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/alerts-manage";
import { assertSameOrigin, getRequestInfo } from "#app/lib/account.server";
import { MessagePanel } from "#app/components/message-panel";
import { resolveAuthSecret } from "#server/modules/accounts/auth-secret";
import { readManageToken } from "#server/modules/alerts/manage-token";
import {
  alertsOverview,
  applyManageAction,
  sendFreshManageLink,
  type ManageOutcome,
} from "#server/modules/alerts/manage-alerts";
import { withNotice, type PageNoticeCode } from "#domain/page-notices";
import { readForm } from "#app/lib/request-body.server";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import { localizedPath, splitLocalePath } from "#domain/interface-locales";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["alerts"] } satisfies I18nHandle;

// The "Manage your alerts" link of every alert e-mail: the signed token in the address stands in
// for a sign-in (it names the user, is bound to this purpose and expires after 30 days). GET
// changes nothing; every change is a plain POST (same-origin check, token in the body) answered
// with a redirect back here and a message, so the page works without JavaScript. The page, its
// forms and their redirects keep the language of the address (the language of the e-mail).

const PATH = "/alerts/manage";
/** Sign-in that leads on to the dashboard (each in the page's language). */
const signInTo = (dashboard: string) => `/auth?redirectTo=${encodeURIComponent(dashboard)}`;

// Each outcome's notice at the top of the page (domain/page-notices.ts).
const NOTICES: Record<ManageOutcome, PageNoticeCode> = {
  daily: "alerts-daily",
  weekly: "alerts-weekly",
  paused: "search-paused",
  resumed: "search-resumed",
  deleted: "search-deleted",
  stopped: "alerts-stopped",
  "not-found": "search-not-found",
  "bad-request": "frequency-invalid",
};

/**
 * The token's address is the credential: no referrer may carry it to another site, and no cache
 * may keep it. `same-origin`, not `no-referrer`: under `no-referrer` a browser sends
 * `Origin: null` with the forms' POSTs, which the same-origin checks refuse.
 */
export function headers() {
  return { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestInfo(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const check = readManageToken(resolveAuthSecret(services.env), token, new Date());
  if (check.status !== "valid") {
    const sent = check.status === "expired" && url.searchParams.get("done") === "link-sent";
    return data(
      { state: check.status, token: check.status === "expired" ? token : "", sent } as const,
      { status: check.status === "expired" ? 410 : 400 },
    );
  }
  const overview = await alertsOverview(
    services.db,
    check.userId,
    splitLocalePath(url.pathname).locale,
  );
  if (!overview)
    return data({ state: "invalid", token: "", sent: false } as const, { status: 400 });
  const deleting = overview.searches.find((search) => search.id === url.searchParams.get("delete"));
  return { state: "valid" as const, token, overview, deleting: deleting ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const { services } = getRequestInfo(context);
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const token = field("token");
  const now = new Date();
  const secret = resolveAuthSecret(services.env);
  const check = readManageToken(secret, token, now);
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const here = localizedPath(`${PATH}?token=${encodeURIComponent(token)}`, locale);
  if (check.status === "expired" && field("intent") === "send-link") {
    await sendFreshManageLink(services.db, (message) => services.emailQueue.send(message), {
      secret,
      siteUrl: services.env.siteUrl,
      userId: check.userId,
      now,
      pageLocale: locale,
    });
    return redirect(`${here}&done=link-sent`);
  }
  // A bad or expired token: the GET shows why, with a way to a fresh link.
  if (check.status !== "valid") return redirect(here);
  const intent = field("intent");
  const outcome = await applyManageAction(
    services.db,
    check.userId,
    intent === "frequency"
      ? { intent, frequency: field("frequency") }
      : intent === "pause" || intent === "resume" || intent === "delete"
        ? { intent, searchId: field("id") }
        : intent === "stop-all"
          ? { intent }
          : { intent: "frequency", frequency: "" },
  );
  return redirect(withNotice(here, NOTICES[outcome]));
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches).t("alerts.manage.metaTitle") },
  { name: "robots", content: "noindex" },
];

const card = "rounded-lg border border-slate-200 bg-white p-5";
const h2 = "text-lg font-semibold text-slate-900";
const primary =
  "inline-flex min-h-9 items-center rounded-md bg-brand-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-800";
const secondary =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";
const danger =
  "inline-flex min-h-9 items-center rounded-md bg-red-700 px-3.5 py-2 text-sm font-semibold text-white hover:bg-red-800";
const link = "font-medium text-brand-700 underline";

function TokenField({ token }: { token: string }) {
  return <input type="hidden" name="token" value={token} />;
}

export default function AlertsManagePage({ loaderData }: Route.ComponentProps) {
  const { t, rich, href } = useI18n();
  const action = href(PATH);
  if (loaderData.state !== "valid") {
    const expired = loaderData.state === "expired";
    return (
      <MessagePanel
        title={t(expired ? "alerts.manage.expiredTitle" : "alerts.manage.invalidTitle")}
      >
        <p>{t(expired ? "alerts.manage.expiredText" : "alerts.manage.invalidText")}</p>
        {loaderData.sent ? (
          <p role="status" className="mt-4 text-sm text-emerald-800">
            {t("alerts.manage.linkSent")}
          </p>
        ) : (
          expired && (
            <Form method="post" action={action} className="mt-6">
              <TokenField token={loaderData.token} />
              <input type="hidden" name="intent" value="send-link" />
              <button type="submit" className={primary}>
                {t("alerts.manage.sendLink")}
              </button>
            </Form>
          )
        )}
        <p className="mt-6 text-sm">
          {rich("alerts.manage.orSignIn", {
            link: (chunks) => (
              <Link to={href(signInTo(href("/dashboard")))} className={link}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </MessagePanel>
    );
  }

  const { token, overview, deleting } = loaderData;
  const here = `${action}?token=${encodeURIComponent(token)}`;
  if (deleting) {
    return (
      <MessagePanel title={t("alerts.manage.deleteTitle")}>
        <p>
          <strong>{deleting.name}</strong>
        </p>
        <p className="mt-1 text-sm text-slate-600">{deleting.criteria}</p>
        <p className="mt-3">{t("alerts.manage.deleteText")}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Form method="post" action={action}>
            <TokenField token={token} />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            <button type="submit" className={danger}>
              {t("alerts.manage.deleteButton")}
            </button>
          </Form>
          <Link to={here} className={secondary}>
            {t("alerts.manage.cancel")}
          </Link>
        </div>
      </MessagePanel>
    );
  }

  const anyActive = overview.searches.some((search) => search.isActive);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t("alerts.manage.heading")}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {rich("alerts.manage.alertsFor", {
          email: overview.email,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>

      <div className="mt-6 space-y-6">
        <section aria-labelledby="frequency-heading" className={card}>
          <h2 id="frequency-heading" className={h2}>
            {t("alerts.manage.howOften")}
          </h2>
          <Form method="post" action={action} className="mt-3 space-y-3">
            <TokenField token={token} />
            <input type="hidden" name="intent" value="frequency" />
            <fieldset>
              <legend className="text-sm text-slate-700">
                {t("alerts.manage.frequencyLegend")}
              </legend>
              {(["daily", "weekly"] as const).map((frequency) => (
                <label key={frequency} className="mt-2 flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="frequency"
                    value={frequency}
                    defaultChecked={overview.frequency === frequency}
                  />
                  {t(frequency === "daily" ? "alerts.manage.daily" : "alerts.manage.weekly")}
                </label>
              ))}
            </fieldset>
            <button type="submit" className={primary}>
              {t("alerts.manage.save")}
            </button>
          </Form>
        </section>

        <section aria-labelledby="searches-heading" className={card}>
          <h2 id="searches-heading" className={h2}>
            {t("alerts.manage.savedSearches", { count: overview.searches.length })}
          </h2>
          {overview.searches.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              {t("alerts.manage.noSearches")}{" "}
              <Link to={href("/jobs")} className={link}>
                {t("alerts.manage.browseJobs")}
              </Link>
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {overview.searches.map((search) => (
                <li key={search.id} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1 basis-60">
                    <p className="font-medium break-words text-slate-900">{search.name}</p>
                    <p className="text-sm break-words text-slate-600">{search.criteria}</p>
                    <p
                      className={`mt-1 text-sm font-medium ${search.isActive ? "text-emerald-800" : "text-slate-600"}`}
                    >
                      {t(search.isActive ? "alerts.manage.alertsOn" : "alerts.manage.paused")}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Form method="post" action={action}>
                      <TokenField token={token} />
                      <input
                        type="hidden"
                        name="intent"
                        value={search.isActive ? "pause" : "resume"}
                      />
                      <input type="hidden" name="id" value={search.id} />
                      <button
                        type="submit"
                        className={secondary}
                        aria-label={t(
                          search.isActive
                            ? "alerts.manage.pauseLabel"
                            : "alerts.manage.resumeLabel",
                          { name: search.name },
                        )}
                      >
                        {t(search.isActive ? "alerts.manage.pause" : "alerts.manage.resume")}
                      </button>
                    </Form>
                    <Link
                      to={`${here}&delete=${search.id}`}
                      className={secondary}
                      aria-label={t("alerts.manage.deleteLabel", { name: search.name })}
                    >
                      {t("alerts.manage.delete")}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        {anyActive && (
          <section aria-labelledby="stop-heading" className={card}>
            <h2 id="stop-heading" className={h2}>
              {t("alerts.manage.stopHeading")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("alerts.manage.stopText")}</p>
            <Form method="post" action={action} className="mt-3">
              <TokenField token={token} />
              <input type="hidden" name="intent" value="stop-all" />
              <button type="submit" className={secondary}>
                {t("alerts.manage.stopButton")}
              </button>
            </Form>
          </section>
        )}

        <p className="text-sm text-slate-600">
          {rich("alerts.manage.elsewhere", {
            link: (chunks) => (
              <Link to={href(signInTo(href("/dashboard")))} className={link}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </div>
  );
}
