import { Link, data } from "react-router";
import type { Route } from "./+types/alerts-unsubscribe";
import { getServices } from "#app/request-context";
import { MessagePanel, TokenButtonPanel } from "#app/components/message-panel";
import { resolveAuthSecret } from "#server/modules/accounts/auth-secret";
import { unsubscribeFromAlerts } from "#server/modules/alerts/unsubscribe-from-alerts";
import { postedToken } from "#app/lib/request-body.server";
import { metaTranslator, useI18n } from "#app/lib/i18n/i18n";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["alerts"] } satisfies I18nHandle;

// GET shows a button and changes nothing (link scanners follow GETs). POST pauses every saved
// search of the token's user. It also serves RFC 8058 one-click requests (token in the URL, body
// `List-Unsubscribe=One-Click`, no cookies, no Origin): the token is the credential, so this is
// the one POST without an origin check, and it answers 200 without a redirect. The page reads in
// the language of its address, which is the language of the e-mail the link came from.

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = postedToken(form, request);
  const services = getServices(context);
  const result = await unsubscribeFromAlerts(services.db, resolveAuthSecret(services.env), token);
  return data({ unsubscribed: result !== null }, { status: result ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches).t("alerts.unsubscribe.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function AlertsUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (actionData?.unsubscribed) {
    return (
      <MessagePanel title={t("alerts.unsubscribe.pausedTitle")}>
        <p role="status">{t("alerts.unsubscribe.pausedText")}</p>
        <Link
          to="/dashboard"
          className="mt-6 inline-flex text-sm font-medium text-brand-700 underline"
        >
          {t("alerts.unsubscribe.dashboard")}
        </Link>
      </MessagePanel>
    );
  }
  if (actionData?.unsubscribed === false || !loaderData.token) {
    return (
      <MessagePanel title={t("alerts.unsubscribe.invalidTitle")}>
        <p>{t("alerts.unsubscribe.invalidText")}</p>
      </MessagePanel>
    );
  }
  return (
    <TokenButtonPanel
      title={t("alerts.unsubscribe.title")}
      text={t("alerts.unsubscribe.confirm")}
      token={loaderData.token}
      button={t("alerts.unsubscribe.button")}
    />
  );
}
